package io.tamis.runner.evidence;

import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.launch.SolverDirectory;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Reruns a crashed solver under {@code gdb -batch} for the backtrace of the signal that killed it: the
 * evidence of a release build that kept its symbols and prints nothing of its own when it crashes.
 * Seconds per crash, so never per test: when a finding is replayed or reported.
 */
public final class Gdb {
  /** SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV: a solver's own crash. */
  private static final Set<Integer> CRASH_SIGNALS = Set.of(4, 6, 7, 8, 11);
  /** Installs that run in another machine (WebAssembly, a JVM): gdb would show the runtime's frames. */
  private static final Set<String> SHIM_ROUTES = Set.of("wasm", "jvm");
  private static final int OUTPUT_LIMIT = 1 << 20;

  /** A solver runs slower under gdb, which also reads its symbols first. */
  private static final int SLOWDOWN = 3;
  private static final Duration SYMBOLS = Duration.ofSeconds(20);

  private final String gdb;

  private Gdb(String gdb) {
    this.gdb = gdb;
  }

  /** gdb on PATH, or null when there is none. */
  public static Gdb find() {
    Path found = Executables.find("gdb");
    return found == null ? null : new Gdb(found.toString());
  }

  /** True when a run that ended by {@code signal} of {@code executable} is a native crash gdb can show. */
  public static boolean applies(int signal, String executable) {
    return CRASH_SIGNALS.contains(signal) && !shim(executable);
  }

  /** An installed release whose route is a shim: {@code <cache>/<solver>@<version>/bin/<solver>}. */
  private static boolean shim(String executable) {
    Path p = Path.of(executable).toAbsolutePath();
    Path dir = p.getParent() == null ? null : p.getParent().getParent();
    if (dir == null || dir.getParent() == null || !dir.getParent().equals(SolverCache.user().root())) {
      return false;
    }
    return SolverCache.user().find(dir.getFileName().toString())
        .map(i -> SHIM_ROUTES.contains(i.record().route())).orElse(false);
  }

  /**
   * The backtrace of {@code config} run on {@code script}, or null when it did not stop at a signal within
   * a few times its timeout.
   */
  public Stack backtrace(SolverConfig config, byte[] script) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("tamis-gdb-");
    try {
      Path file = Files.write(dir.resolve("script.smt2"), script);
      Duration limit = config.processTimeout().multipliedBy(SLOWDOWN).plus(SYMBOLS);
      return GdbBacktrace.read(run(argv(config, file), config, limit));
    } finally {
      Files.deleteIfExists(dir.resolve("script.smt2"));
      Files.deleteIfExists(dir);
    }
  }

  /**
   * gdb's command line. {@code run ARGS < FILE}, as gdb's shell reads it: {@code run} with arguments replaces
   * those of {@code --args}. A launcher that is a script runs under /bin/sh; gdb follows each exec to the solver.
   */
  private List<String> argv(SolverConfig config, Path file) throws IOException {
    List<String> command = new ArrayList<>(config.command(config.readsFile() ? file : null));
    Path program = Executables.find(command.get(0));
    if (program == null || !elf(program)) {
      command.add(0, "/bin/sh");
      program = Path.of("/bin/sh");
    }
    command.set(0, program.toString());
    StringBuilder run = new StringBuilder("run");
    command.stream().skip(1).forEach(a -> run.append(' ').append(quoted(a)));
    if (!config.readsFile()) {
      run.append(" < ").append(quoted(file.toString()));
    }
    return List.of(gdb, "-nx", "-q", "-batch", "-ex", "set pagination off", "-ex", "set confirm off",
        "-ex", run.toString(), "-ex", "bt " + Stack.FRAMES * 4, command.get(0));
  }

  private static boolean elf(Path program) throws IOException {
    try (InputStream in = Files.newInputStream(program)) {
      byte[] magic = in.readNBytes(4);
      return magic.length == 4 && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L' && magic[3] == 'F';
    }
  }

  /** {@code arg} for the shell gdb starts the program with. */
  private static String quoted(String arg) {
    return "'" + arg.replace("'", "'\\''") + "'";
  }

  private static String run(List<String> argv, SolverConfig config, Duration limit) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.PIPE);
    pb.environment().putAll(config.env());
    pb.directory(SolverDirectory.get().toFile());
    Process p = pb.start();
    p.getOutputStream().close();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Thread reader = Thread.ofVirtual().start(() -> copy(p.getInputStream(), out));
    try {
      if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        return "";
      }
      reader.join(limit.toMillis());
    } finally {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
    synchronized (out) {
      return out.toString(StandardCharsets.UTF_8);
    }
  }

  /** Reads the whole stream (gdb must not block on a full pipe), keeping its first megabyte. */
  private static void copy(InputStream in, ByteArrayOutputStream out) {
    byte[] buf = new byte[8192];
    try (in) {
      for (int n; (n = in.read(buf)) >= 0; ) {
        synchronized (out) {
          out.write(buf, 0, Math.min(n, Math.max(0, OUTPUT_LIMIT - out.size())));
        }
      }
    } catch (IOException e) {
      // gdb was killed at the time limit: what it printed so far is all there is.
    }
  }
}
