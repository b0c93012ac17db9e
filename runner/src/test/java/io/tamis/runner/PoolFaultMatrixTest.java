package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.launch.Launchers;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fault matrix: each misbehaving fake solver is classified as expected, within the timeout plus
 * a small margin, and leaves no process behind.
 */
class PoolFaultMatrixTest {
  /** Kill escalation (2 x 100 ms grace) plus process start and scheduling on a busy 2-core host. */
  private static final long MARGIN_MILLIS = 1500;
  private static final byte[] SCRIPT = "(set-logic QF_LIA)\n(check-sat)\n".getBytes(StandardCharsets.US_ASCII);

  private static final String[][] FAULTS = {
      {"hang.sh", "1500", "TIMEOUT", "timeout after"},
      {"hang-child.sh", "1500", "TIMEOUT", "timeout after"},
      {"segv.sh", "10000", "CRASH", "signal 11"},
      {"assert.sh", "10000", "CRASH", "Assertion `x > 0' failed."},
      {"flood.sh", "30000", "SAT", ""},
      {"garbage.sh", "10000", "UNKNOWN", "no answer"},
      {"noread.sh", "10000", "UNSAT", ""},
      {"status.sh", "10000", "SAT", "Expected result unsat but got sat"},
  };

  /** Every fault with each launcher: the spawn launcher must behave exactly as ProcessBuilder does. */
  static Stream<Arguments> faults() {
    return Stream.of(Launchers.SPAWN, Launchers.JDK).flatMap(launcher -> Arrays.stream(FAULTS)
        .map(f -> Arguments.of(launcher, f[0], Long.parseLong(f[1]), Verdict.valueOf(f[2]), f[3])));
  }

  @Test
  void spawnIsTheDefaultLauncherOnLinux() {
    assertNull(Launchers.spawnUnavailable());
    assertEquals(Launchers.SPAWN, new SolverPool(1).launcher().name());
  }

  @ParameterizedTest(name = "{0}: {1} -> {3}")
  @MethodSource("faults")
  void faultIsClassified(String launcher, String fake, long timeoutMillis, Verdict verdict, String detail)
      throws Exception {
    String marker = FakeSolvers.marker();
    Duration timeout = Duration.ofMillis(timeoutMillis);
    SolverConfig config = FakeSolvers.config(fake, timeout, marker);
    try (SolverPool pool = new SolverPool(2, Launchers.named(launcher))) {
      long t0 = System.nanoTime();
      byte[] script = bigScript();
      ProcessRun run = pool.run(config, script);
      long millis = (System.nanoTime() - t0) / 1_000_000;
      Outcome o = new Classifier(config.profile()).classify(config.label(), run, script);
      assertEquals(verdict, o.verdict(), () -> fake + ": " + o.detail() + ", exit " + run.exitCode());
      assertTrue(o.detail().contains(detail), () -> fake + ": detail was " + o.detail());
      assertTrue(millis < timeout.toMillis() + MARGIN_MILLIS, fake + " took " + millis + " ms");
    }
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000), "processes outlived the run");
  }

  @Test
  void floodIsCountedButNotKept() throws Exception {
    SolverConfig config = FakeSolvers.config("flood.sh", Duration.ofSeconds(20));
    long before = usedHeap();
    ProcessRun run;
    try (SolverPool pool = new SolverPool(1)) {
      run = pool.run(config, SCRIPT);
    }
    assertEquals(100_000_005, run.stdoutBytes());
    assertTrue(run.stdout().length() < 2 * SolverPool.CAPTURE_LIMIT + 100, "kept " + run.stdout().length());
    assertTrue(run.stdout().endsWith("sat\n"), "the tail is kept");
    assertTrue(usedHeap() - before < 32 << 20, "heap grew by " + (usedHeap() - before));
  }

  @Test
  void randomAnswersAreSoundnessFindingsExactlyWhenTheyDisagree() throws Exception {
    SolverConfig random = FakeSolvers.config("random.sh", Duration.ofSeconds(10));
    SolverConfig sat = FakeSolvers.config("sat.sh", Duration.ofSeconds(10));
    TestCase t = new TestCase(SCRIPT, null, "test", "t.smt2", "0", 0, 0, 0);
    int unsat = 0;
    int findings = 0;
    try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, List.of(random, sat))) {
      for (int i = 0; i < 20; i++) {
        TestResult r = runner.run(i, "t", t, "QF_LIA");
        Verdict v = r.outcomes().get(0).verdict();
        assertTrue(v == Verdict.SAT || v == Verdict.UNSAT, v::toString);
        unsat += v == Verdict.UNSAT ? 1 : 0;
        findings += r.findings().size();
        r.findings().forEach(f -> assertEquals("soundness", f.kind()));
      }
    }
    assertEquals(unsat, findings);
  }

  @ParameterizedTest
  @ValueSource(strings = {Launchers.SPAWN, Launchers.JDK})
  void manyHangingSolversAreAllKilledOnTime(String launcher) throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig config = FakeSolvers.config("hang-child.sh", Duration.ofSeconds(1), marker);
    long t0 = System.nanoTime();
    try (SolverPool pool = new SolverPool(4, Launchers.named(launcher)); ExecutorService ex = Executors.newVirtualThreadPerTaskExecutor()) {
      List<Callable<ProcessRun>> calls = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        calls.add(() -> pool.run(config, SCRIPT));
      }
      for (Future<ProcessRun> f : ex.invokeAll(calls)) {
        assertTrue(f.get().timedOut());
      }
    }
    long millis = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(millis < 2 * 1000 + 2 * MARGIN_MILLIS, "two waves of 4 took " + millis + " ms");
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000), "processes outlived the run");
  }

  /** Larger than a pipe buffer: a solver that does not read it must not block the feeder forever. */
  private static byte[] bigScript() {
    StringBuilder sb = new StringBuilder("(set-logic QF_LIA)\n");
    while (sb.length() < 1 << 20) {
      sb.append("; padding padding padding padding padding padding padding padding\n");
    }
    return sb.append("(check-sat)\n").toString().getBytes(StandardCharsets.US_ASCII);
  }

  private static long usedHeap() {
    System.gc();
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }
}
