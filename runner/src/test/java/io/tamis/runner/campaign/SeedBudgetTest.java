package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeedBudgetTest {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  @Test
  void aNewSeedGetsTheFloorThenFiveTimesItsSlowestAnswer() {
    SeedBudget b = new SeedBudget();
    assertEquals(SeedBudget.MIN_TIMEOUT, b.timeout("a", LIMIT), "no answer yet");
    b.record(result("a", Verdict.SAT, 120));
    assertEquals(Duration.ofMillis(600), b.timeout("a", LIMIT));
    b.record(result("a", Verdict.UNSAT, 180));
    assertEquals(Duration.ofMillis(900), b.timeout("a", LIMIT));
    b.record(result("a", Verdict.SAT, 50));
    assertEquals(Duration.ofMillis(900), b.timeout("a", LIMIT), "the slowest answer counts");
    assertEquals(Duration.ofMillis(300), b.timeout("b", Duration.ofMillis(300)), "never above the limit");
  }

  @Test
  void timeoutStaysWithinTheFloorAndTheCeiling() {
    SeedBudget fast = new SeedBudget();
    fast.record(result("a", Verdict.SAT, 10));
    assertEquals(SeedBudget.MIN_TIMEOUT, fast.timeout("a", LIMIT));
    SeedBudget slow = new SeedBudget();
    slow.record(result("a", Verdict.SAT, 3000));
    assertEquals(Duration.ofSeconds(1), slow.timeout("a", LIMIT), "not 15 s, nor the 10 s limit");
    assertEquals(Duration.ofMillis(700), slow.timeout("a", Duration.ofMillis(700)), "the limit is lower");
  }

  @Test
  void aSeedThatHasNotAnsweredDoublesItsProbeUpToTheCeiling() {
    SeedBudget b = new SeedBudget();
    b.record(result("a", Verdict.TIMEOUT, 500));
    assertEquals(Duration.ofSeconds(1), b.timeout("a", LIMIT));
    for (int i = 0; i < 40; i++) {
      b.record(result("a", Verdict.TIMEOUT, 1000));
    }
    assertEquals(SeedBudget.MAX_TIMEOUT, b.timeout("a", LIMIT));
    b.record(result("a", Verdict.SAT, 1500));
    assertEquals(SeedBudget.MAX_TIMEOUT, b.timeout("a", LIMIT), "5x its answer, within the ceiling");
    SeedBudget quick = new SeedBudget();
    quick.record(result("q", Verdict.TIMEOUT, 500));
    quick.record(result("q", Verdict.SAT, 40));
    assertEquals(SeedBudget.MIN_TIMEOUT, quick.timeout("q", LIMIT), "an answer ends the probing");
  }

  @Test
  void aSeedWhoseTimeoutsCostMoreThanItsAnswersRunsOneRoundInSixteen() {
    SeedBudget b = new SeedBudget();
    b.record(result("a", Verdict.TIMEOUT, 1000));
    for (int i = 0; i < 30; i++) {
      b.record(result("a", Verdict.SAT, 50));
    }
    assertFalse(b.skips("a", 1), "one timeout is not enough");
    b.record(result("a", Verdict.TIMEOUT, 1000));
    assertTrue(b.skips("a", 1), "2 timeouts, 2 s, in 32 tests against 1.5 s of answers");
    assertFalse(b.skips("a", 16));
    assertEquals(SeedBudget.MIN_TIMEOUT, b.timeout("a", LIMIT), "its turn gets its usual timeout");
    assertEquals(1, b.demoted());
    b.record(result("a", Verdict.SAT, 180));
    b.record(result("a", Verdict.SAT, 170));
    b.record(result("a", Verdict.SAT, 160));
    assertFalse(b.skips("a", 1), "answers bring it back: 2.01 s of answers");
    assertEquals(Duration.ofMillis(900), b.timeout("a", LIMIT), "5x its slowest answer");
    assertEquals(0, b.demoted());
  }

  @Test
  void theMoreItsTimeoutsOutweighItsAnswersTheRarerADemotedSeedsTurns() {
    SeedBudget b = new SeedBudget();
    b.record(result("a", Verdict.SAT, 100));
    b.record(result("a", Verdict.TIMEOUT, 1000));
    b.record(result("a", Verdict.TIMEOUT, 1000));
    b.record(result("a", Verdict.TIMEOUT, 1000));
    b.record(result("a", Verdict.SAT, 900));
    assertTrue(b.skips("a", 16), "3 s waiting against 1 s answering: one round in 48");
    assertTrue(b.skips("a", 32));
    assertFalse(b.skips("a", 48));
    SeedBudget hopeless = new SeedBudget();
    for (int i = 0; i < 5; i++) {
      hopeless.record(result("h", Verdict.TIMEOUT, 1000));
    }
    for (long round = 1; round < 128; round++) {
      assertTrue(hopeless.skips("h", round), "round " + round);
    }
    assertFalse(hopeless.skips("h", 128), "never answered: one round in 16 x " + SeedBudget.MAX_BACKOFF);
  }

  @Test
  void timeAnsweringCountsForEveryCallOfATest() {
    SeedBudget b = new SeedBudget();
    b.record(result("a", List.of(call(Verdict.TIMEOUT, 1000), call(Verdict.SAT, 900))));
    b.record(result("a", List.of(call(Verdict.SAT, 50), call(Verdict.TIMEOUT, 1000))));
    assertTrue(b.skips("a", 1), "2 s waiting, 0.95 s answering");
    b.record(result("a", List.of(call(Verdict.UNKNOWN, 600), call(Verdict.SAT, 600))));
    assertFalse(b.skips("a", 1), "an unknown is not a timeout: 2.15 s against 2 s");
  }

  private static TestResult result(String seed, Verdict v, long millis) {
    return result(seed, List.of(call(v, millis)));
  }

  private static Outcome call(Verdict v, long millis) {
    ProcessRun run = new ProcessRun(List.of("z3"), 0, 0, v == Verdict.TIMEOUT, false, millis * 1_000_000, -1, "",
        0, "", 0, null);
    List<String> answers = v.definite() ? List.of(v.label()) : List.of();
    return new Outcome("z3", v, answers, "", null, run);
  }

  private static TestResult result(String seed, List<Outcome> outcomes) {
    TestCase t = new TestCase(new byte[0], null, "typefuzz", seed, null, 0, 0, 0);
    return new TestResult(0, seed, t, "QF_LIA", outcomes, List.of(), null);
  }
}
