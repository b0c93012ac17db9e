package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cheap performance path of issue 43: under a cut budget, a fake that sleeps past the cut where the
 * other configuration answers at once is run again with the configurations' own limit and reported.
 */
class PerformanceCandidateTest {
  private static final Duration OWN = Duration.ofSeconds(8);
  private static final Duration CUT = Duration.ofMillis(800);

  @Test
  void aTimeoutAtTheCutBesideAFastAnswerIsRunAgainWithTheOwnLimitAndReported() throws Exception {
    SolverConfig slow = FakeSolvers.config("sleep-sat.sh", OWN, "2");
    SolverConfig fast = FakeSolvers.config("sat.sh", OWN);
    try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, List.of(slow, fast))) {
      TestResult first = runner.run(0, "a.smt2", test(0), "QF_LIA", CUT);
      assertEquals(List.of(Verdict.SAT, Verdict.SAT), first.outcomes().stream().map(o -> o.verdict()).toList(),
          "the rerun's outcomes: the slow one answered within its own limit");
      assertEquals(List.of("performance"), first.findings().stream().map(Finding::kind).toList(), first.toString());
      assertEquals(slow.label(), first.findings().get(0).solvers().get(0));
      TestResult again = runner.run(1, "a.smt2", test(1), "QF_LIA", CUT);
      assertEquals(Verdict.TIMEOUT, again.outcomes().get(0).verdict(), "a confirmed key is not run again");
      assertEquals(List.of(), again.findings());
      assertEquals(1L, runner.performanceCandidates().json().get("confirmed"));
      assertEquals(1L, runner.performanceCandidates().json().get("reruns"));
      assertEquals(2L, runner.performanceCandidates().json().get("candidates"));
    }
  }

  @Test
  void withoutACutOrWithoutAFastAnswerThereIsNoCandidate() throws Exception {
    SolverConfig slow = FakeSolvers.config("sleep-sat.sh", Duration.ofMillis(600), "2");
    SolverConfig alsoSlow = FakeSolvers.config("sleep-sat.sh", OWN, "3");
    try (SolverPool pool = new SolverPool(2);
        TestRunner fixed = new TestRunner(pool, List.of(slow, FakeSolvers.config("sat.sh", OWN)));
        TestRunner bothSlow = new TestRunner(pool, List.of(FakeSolvers.config("sleep-sat.sh", OWN, "2"), alsoSlow))) {
      TestResult r = fixed.run(0, "a.smt2", test(0), "QF_LIA", null);
      assertEquals(Verdict.TIMEOUT, r.outcomes().get(0).verdict(), "--budget fixed: the limit is the own one");
      assertEquals(0L, fixed.performanceCandidates().json().get("candidates"));
      TestResult both = bothSlow.run(0, "a.smt2", test(0), "QF_LIA", CUT);
      assertEquals(List.of(Verdict.TIMEOUT, Verdict.TIMEOUT), both.outcomes().stream().map(o -> o.verdict()).toList());
      assertEquals(0L, bothSlow.performanceCandidates().json().get("candidates"));
    }
  }

  /**
   * A slowness that the seed shows by itself is the seed's: counted, not kept. The same slowness on a test
   * whose seed is fast is a finding.
   */
  @Test
  void aSlownessTheSeedShowsAloneIsNotKept() throws Exception {
    SolverConfig slow = FakeSolvers.config("sleep-on.sh", OWN, "2))", "1.5");
    SolverConfig fast = FakeSolvers.config("sat.sh", OWN);
    List<SeedScript> seeds = List.of(SeedScript.of("a.smt2", test(2).text(), null),
        SeedScript.of("b.smt2", test(3).text(), null));
    try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, List.of(slow, fast));
        TestRunner other = new TestRunner(pool, List.of(slow, fast))) {
      runner.seeds(seeds);
      TestResult ofSlowSeed = runner.run(2, "a.smt2", test(2), "QF_LIA", CUT);
      assertEquals(List.of(), ofSlowSeed.findings(), ofSlowSeed.toString());
      assertEquals(1L, runner.seedsSlowAlone());
      other.seeds(seeds);
      TestCase fromFastSeed = new TestCase(test(2).text(), null, "typefuzz", "b.smt2", "0", 1, 2, 2);
      TestResult kept = other.run(2, "b.smt2", fromFastSeed, "QF_LIA", CUT);
      assertEquals(List.of("performance"), kept.findings().stream().map(Finding::kind).toList(), kept.toString());
      assertEquals(0L, other.seedsSlowAlone());
    }
  }

  private static TestCase test(int i) {
    byte[] text = ("(set-logic QF_LIA)(declare-fun x () Int)(assert (> x " + i + "))(check-sat)\n")
        .getBytes(StandardCharsets.UTF_8);
    return new TestCase(text, null, "typefuzz", "a.smt2", "0", 1, i, i);
  }
}
