package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.pool.WarmSessions;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class WarmSessionTest {
  private static final byte[] CHECK = "(check-sat)\n(exit)\n".getBytes(StandardCharsets.US_ASCII);

  @Test
  void sessionIsReusedAndReplacedAfterMaxTests() throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig c = warmConfig(marker, Duration.ofSeconds(10));
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 2)) {
      assertEquals("sat\n", pool.run(w, CHECK).stdout());
      assertEquals("unsat\n", pool.run(w, CHECK).stdout(), "the second test ran in the same process");
      assertEquals("sat\n", pool.run(w, CHECK).stdout(), "a new process after 2 tests");
    }
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000));
  }

  @Test
  void crashAndTimeoutEndTheSession() throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig c = warmConfig(marker, Duration.ofSeconds(1));
    Classifier classifier = new Classifier(c.profile());
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 100)) {
      pool.run(w, CHECK);
      byte[] script = "(crash)\n".getBytes(StandardCharsets.US_ASCII);
      ProcessRun crash = pool.run(w, script);
      assertEquals(Verdict.CRASH, classifier.classify("warm", crash, script).verdict(), crash::toString);
      assertEquals("sat\n", pool.run(w, CHECK).stdout(), "a fresh session after the crash");
      ProcessRun hang = pool.run(w, "(hang)\n".getBytes(StandardCharsets.US_ASCII));
      assertTrue(hang.timedOut());
      assertEquals("sat\n", pool.run(w, CHECK).stdout(), "a fresh session after the timeout");
    }
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000));
  }

  /**
   * A test interrupted while its solver works (the reducer cancels the trials it no longer needs) ends that
   * solver: it was left running, and a reduction that ended left solvers looping for the rest of a campaign.
   */
  @Test
  void anInterruptedTestEndsItsSolver() throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig c = warmConfig(marker, Duration.ofSeconds(30));
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 100)) {
      assertEquals("sat\n", pool.run(w, CHECK).stdout(), "the session is started and idle");
      AtomicReference<Throwable> thrown = new AtomicReference<>();
      Thread test = Thread.ofVirtual().start(() -> {
        try {
          pool.run(w, "(hang)\n".getBytes(StandardCharsets.US_ASCII));
        } catch (Throwable e) {
          thrown.set(e);
        }
      });
      Thread.sleep(500); // the session has read (hang)
      test.interrupt();
      test.join(5000);
      assertTrue(thrown.get() instanceof InterruptedException, String.valueOf(thrown.get()));
      assertEquals(List.of(), FakeSolvers.survivors(marker, 2000), "with the pool and its sessions still open");
    }
  }

  /** z3 stops at its own :timeout and reads on: the test is a timeout, the session lives. */
  @Test
  void aSolverThatKeepsItsOwnTimeLimitKeepsItsSession() throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig c = warmConfig("warm.py", marker, Duration.ofSeconds(1), "(set-option :timeout {ms})");
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 100)) {
      assertEquals("sat\n", pool.run(w, CHECK).stdout());
      ProcessRun slow = pool.run(w, "(slow)\n".getBytes(StandardCharsets.US_ASCII));
      assertTrue(slow.timedOut(), slow::toString);
      assertEquals("unsat\n", pool.run(w, CHECK).stdout(), "the same session after the solver's own timeout");
      ProcessRun hang = pool.run(w, "(hang)\n".getBytes(StandardCharsets.US_ASCII));
      assertTrue(hang.timedOut() && hang.wallMillis() < 4000, hang::toString);
      assertEquals("sat\n", pool.run(w, CHECK).stdout(), "a fresh session after a solver that did not stop");
      assertEquals(2, w.started());
    }
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000));
  }

  @Test
  void warmFindingIsConfirmedInAFreshProcess() throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig warm = warmConfig(marker, Duration.ofSeconds(10));
    SolverConfig fresh = FakeSolvers.config("sat.sh", Duration.ofSeconds(10));
    TestCase t = new TestCase(CHECK, null, "test", "t.smt2", "0", 0, 0, 0);
    try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, List.of(warm, fresh), 10)) {
      for (int i = 0; i < 3; i++) {
        TestResult r = runner.run(i, "t", t, "QF_LIA");
        assertEquals(List.of(), r.findings(), "warm says unsat from test 2 on; a fresh process says sat");
      }
    }
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000));
  }

  @Test
  void scopedSessionReadsEachHeaderOnceAndSeparatesTestsByPushPop() throws Exception {
    String marker = FakeSolvers.marker();
    SolverConfig c = warmConfig("scoped.py", marker, Duration.ofSeconds(10));
    String a = "(set-logic QF_LIA)\n(declare-const a Int)\n(assert (= a %d))\n(check-sat)\n";
    String b = "(set-logic QF_LIA)\n(declare-const b Int)\n(assert (= b 1))\n(check-sat)\n";
    String unscoped = "(set-logic QF_LIA)\n(declare-const c Int)\n(assert (= c 1))\n(check-sat)\n(reset)\n";
    List<String> scripts = List.of(a.formatted(1), a.formatted(2), a.formatted(3), b, a.formatted(4), unscoped,
        a.formatted(5), a.formatted(6));
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 100, true)) {
      for (String script : scripts) {
        assertEquals("sat\n", pool.run(w, script.getBytes(StandardCharsets.US_ASCII)).stdout(), script);
      }
      // set-logic read for a (once for 1-3), b, a again, the unscoped script, a after it: 5, not 8.
      assertEquals("5\n", pool.run(w, "(logics)\n".getBytes(StandardCharsets.US_ASCII)).stdout());
    }
    assertEquals(List.of(), FakeSolvers.survivors(marker, 1000));
  }

  private static SolverConfig warmConfig(String marker, Duration timeout) {
    return warmConfig("warm.py", marker, timeout);
  }

  private static SolverConfig warmConfig(String fake, String marker, Duration timeout) {
    return warmConfig(fake, marker, timeout, "");
  }

  private static SolverConfig warmConfig(String fake, String marker, Duration timeout, String sessionTimeout) {
    ProfileSpec generic = SolverProfiles.bundled().profileFor(fake);
    ProfileSpec warm = new ProfileSpec(fake, fake, List.of(), List.of(), "stdin", 10, 0, generic.env(),
        List.of(), generic.crashPatterns(), generic.ignorePatterns(), generic.invalidModelPatterns(),
        generic.expectedPatterns(), true, List.of(), List.of(), 0, java.util.Map.of(), java.util.Map.of(),
        sessionTimeout, List.of(), false, List.of(), java.util.Map.of());
    return new SolverConfig(fake, warm, FakeSolvers.path(fake).toString(), List.of(marker), timeout, 0);
  }
}
