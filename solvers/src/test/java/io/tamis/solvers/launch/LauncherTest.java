package io.tamis.solvers.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both launchers start the same processes the same way; spawn's own promises are checked apart. */
class LauncherTest {
  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void streamsEnvironmentAndExitCodeArrive(String name) throws Exception {
    Process p = Launchers.named(name).start(List.of("sh", "-c", "cat; echo \"$TAMIS_X\" >&2; exit 3"),
        Map.of("TAMIS_X", "forty-two"));
    p.getOutputStream().write("(check-sat)\n".getBytes(StandardCharsets.US_ASCII));
    p.getOutputStream().close();
    assertEquals("(check-sat)\n", new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII));
    assertEquals("forty-two\n", new String(p.getErrorStream().readAllBytes(), StandardCharsets.US_ASCII));
    assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    assertEquals(3, p.exitValue());
  }

  /**
   * An exchange moves a script far larger than a pipe through {@code cat} while cat's output fills
   * the other pipe (each side must keep moving or both block), and also a script of one byte.
   */
  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void anExchangeMovesLargeAndSmallInputs(String name) throws Exception {
    for (int size : new int[] {1, 4096, 3 << 20}) {
      byte[] input = new byte[size];
      new java.util.Random(size).nextBytes(input);
      Child child = Launchers.named(name).child(List.of("sh", "-c", "cat; echo done >&2; exit 5"), Map.of());
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
      Exchange x = child.exchange(input, (b, n) -> out.write(b, 0, n), (b, n) -> err.write(b, 0, n),
          System.nanoTime() + TimeUnit.SECONDS.toNanos(60));
      assertFalse(x.timedOut());
      assertEquals(5, x.exitCode());
      assertTrue(java.util.Arrays.equals(input, out.toByteArray()), name + ": " + size + " bytes in, "
          + out.size() + " out");
      assertEquals("done\n", err.toString(StandardCharsets.US_ASCII));
    }
  }

  /** At the deadline the child is killed and the exchange says so; output written before is kept. */
  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void anExchangeEndsAtItsDeadline(String name) throws Exception {
    Child child = Launchers.named(name).child(List.of("sh", "-c", "echo started; exec sleep 30"), Map.of());
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    long t0 = System.nanoTime();
    Exchange x = child.exchange(new byte[0], (b, n) -> out.write(b, 0, n), (b, n) -> { },
        t0 + TimeUnit.MILLISECONDS.toNanos(500));
    long millis = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(x.timedOut());
    assertEquals(-1, x.exitCode());
    assertEquals("started\n", out.toString(StandardCharsets.US_ASCII));
    assertTrue(millis >= 500 && millis < 3000, "took " + millis + " ms");
    assertFalse(child.process().isAlive());
  }

  /** A solver that writes a file where it runs (cvc5's output channels) writes it in SolverDirectory, not here. */
  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void solversRunInTheirOwnDirectory(String name) throws Exception {
    String file = "tamis-launcher-test-" + name + "-" + ProcessHandle.current().pid();
    Process p = Launchers.named(name).start(List.of("sh", "-c", "pwd; echo x > " + file), Map.of());
    String cwd = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
    assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    assertEquals(SolverDirectory.get().toRealPath().toString(), cwd);
    assertTrue(java.nio.file.Files.exists(SolverDirectory.get().resolve(file)));
    assertFalse(java.nio.file.Files.exists(java.nio.file.Path.of(file)), "nothing lands in the caller's directory");
  }

  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void aSignalIsReportedAs128PlusItsNumber(String name) throws Exception {
    Process p = Launchers.named(name).start(List.of("sh", "-c", "kill -SEGV $$"), Map.of());
    assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    assertEquals(128 + 11, p.exitValue());
  }

  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void aMissingProgramIsAnIOExceptionNamingIt(String name) {
    IOException e = assertThrows(IOException.class,
        () -> Launchers.named(name).start(List.of("/no/such/solver"), Map.of()));
    assertTrue(e.getMessage().contains("/no/such/solver") && e.getMessage().contains("No such file"), e::getMessage);
  }

  /** The solver leads its own group, has no descriptor above 2, and SIGINT at its default. */
  @Test
  void aSpawnedSolverLeadsACleanProcessGroup() throws Exception {
    Process p = Launchers.named(Launchers.SPAWN).start(List.of("sh", "-c",
        "ps -o pgid= -p $$; ls /proc/$$/fd | wc -l; grep SigIgn /proc/$$/status"), Map.of());
    p.getOutputStream().close();
    String[] lines = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).split("\n");
    assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    assertEquals(p.pid(), Long.parseLong(lines[0].strip()), "process group");
    assertEquals(3, Integer.parseInt(lines[1].strip()), "descriptors 0, 1 and 2 only");
    long ignored = Long.parseLong(lines[2].replace("SigIgn:", "").strip(), 16);
    assertEquals(0, ignored & (1L << (2 - 1)), "SIGINT is not ignored");
  }

  @Test
  void killingASpawnedProcessEndsItsWholeGroup() throws Exception {
    Process p = Launchers.named(Launchers.SPAWN).start(List.of("sh", "-c", "trap '' TERM; sleep 600 & wait"),
        Map.of());
    Thread.sleep(200);
    List<ProcessHandle> children = p.toHandle().descendants().toList();
    assertFalse(children.isEmpty());
    ProcessTrees.kill(p);
    assertTrue(p.waitFor(5, TimeUnit.SECONDS));
    for (ProcessHandle child : children) {
      child.onExit().get(5, TimeUnit.SECONDS);
    }
  }

  @Test
  void anUnknownLauncherNameIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Launchers.named("fork"));
  }
}
