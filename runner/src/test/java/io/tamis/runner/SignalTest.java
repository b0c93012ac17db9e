package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ctrl-C and SIGTERM on a campaign in a child JVM: the summary is written, no finding folder is
 * half-written, no temporary file or solver process is left.
 */
class SignalTest {
  @TempDir
  Path dir;

  /** INT-GROUP is a Ctrl-C at a terminal: the whole process group gets it, the solvers too. */
  @ParameterizedTest
  @ValueSource(strings = {"INT", "TERM", "INT-GROUP"})
  void signalStopsCleanly(String signal) throws Exception {
    String marker = FakeSolvers.marker();
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    for (int i = 0; i < 20; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), "(set-logic QF_LIA)\n(check-sat)\n");
    }
    // The hanging solver reads its script from a private temp file: that file must go too. At a
    // terminal's Ctrl-C, hang-child.sh's background children would ignore SIGINT (as in any
    // non-interactive shell) and outlive the shell, out of anyone's reach; and a shell that gets the
    // Ctrl-C while its foreground child ends may still fork the next command before it dies: that child
    // is orphaned too. hang-exec.sh hangs as one process, as z3 and cvc5 do.
    boolean group = signal.endsWith("-GROUP");
    String hang = group ? "hang-exec.sh" : "hang-child.sh";
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Files.writeString(profiles.resolve("hang.json"),
        "{\"name\": \"" + hang + "\", \"input\": \"file\", \"timeoutSeconds\": 60}");
    Path out = dir.resolve("out");
    Path tmp = Files.createDirectories(dir.resolve("tmp"));
    // --budget fixed: the adaptive cut would stop the hanging solver early, and the 20 tests could end before the
    // signal comes.
    Process jvm = childJvm(tmp, group, "fuzz", "--generator", "none", "--seeds", seeds.toString(), "--jobs", "2",
        "--timeout", "60", "--budget", "fixed", "--out", out.toString(), "--solver-config", profiles.toString(),
        "--solvers", FakeSolvers.path("segv.sh") + ";" + FakeSolvers.path(hang) + " " + marker);
    // The sleep itself, not the script: the script runs (and answers at once) in the preflight too.
    awaitSolvers(group ? "1000." + marker : marker, group ? 1 : 3, jvm);
    String target = group ? "-" + jvm.pid() : Long.toString(jvm.pid());
    new ProcessBuilder("kill", "-" + signal.replace("-GROUP", ""), "--", target).start().waitFor();
    assertTrue(jvm.waitFor(20, TimeUnit.SECONDS), "the JVM did not exit");
    String log = Files.readString(dir.resolve("jvm.log"));
    assertTrue(Files.exists(out.resolve("summary.json")), log);
    assertTrue(Files.readString(out.resolve("summary.json")).contains("\"stoppedBySignal\" : true"), log);
    for (Path f : CheckCommandTest.folders(out)) {
      assertTrue(Files.exists(f.resolve("finding.json")) && Files.exists(f.resolve("test.smt2")), f::toString);
      assertTrue(!Files.readString(f.resolve("finding.json")).contains("signal 2"), "a Ctrl-C is not a crash: " + f);
    }
    assertEquals(List.of(), hidden(out), "temporaries left in the bug store");
    assertEquals(List.of(), list(tmp), "temporary files left");
    assertEquals(List.of(), FakeSolvers.survivors(marker, 2000), "solver processes left");
  }

  /**
   * Waits until {@code processes} processes carry the marker: the hanging solver and its children. The
   * campaign's JVM has the marker in its arguments too and does not count.
   */
  private void awaitSolvers(String marker, int processes, Process jvm) throws InterruptedException {
    long end = System.currentTimeMillis() + 20_000;
    while (solvers(marker, jvm) < processes && System.currentTimeMillis() < end && jvm.isAlive()) {
      Thread.sleep(50);
    }
    assertTrue(jvm.isAlive(), "the campaign ended before the signal");
  }

  private static long solvers(String marker, Process jvm) {
    return FakeSolvers.withMarker(marker).stream().filter(p -> p.pid() != jvm.pid()).count();
  }

  /** @param group in a process group of its own (setsid), as a terminal runs a command */
  private Process childJvm(Path tmp, boolean group, String... args) throws Exception {
    List<String> argv = new ArrayList<>(group ? List.of("setsid") : List.of());
    // A build started in the background by a non-interactive shell (nohup, `cmd &`) ignores SIGINT, the child
    // inherits that, and a JVM that starts with SIGINT ignored installs no handler: Ctrl-C could not reach it.
    argv.addAll(List.of("env", "--default-signal=INT"));
    argv.add(ProcessHandle.current().info().command().orElseThrow());
    argv.add("-Djava.io.tmpdir=" + tmp);
    argv.add("-cp");
    argv.add(System.getProperty("java.class.path"));
    argv.add("io.tamis.runner.cli.Main");
    argv.addAll(List.of(args));
    File log = dir.resolve("jvm.log").toFile();
    return new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(log).start();
  }

  private static List<Path> hidden(Path out) throws Exception {
    try (Stream<Path> s = Files.list(out)) {
      return s.filter(p -> p.getFileName().toString().startsWith(".")).toList();
    }
  }

  private static List<Path> list(Path d) throws Exception {
    try (Stream<Path> s = Files.list(d)) {
      return s.toList();
    }
  }
}
