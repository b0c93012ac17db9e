package io.smtfuzz.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.runner.oracle.Outcome;
import io.smtfuzz.runner.oracle.Verdict;
import io.smtfuzz.runner.pool.ProcessRun;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeedBudgetTest {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  @Test
  void aNewSeedGetsTheFloorThenTenTimesItsSlowestAnswer() {
    SeedBudget b = new SeedBudget();
    assertEquals(SeedBudget.MIN_TIMEOUT, b.timeout("a", LIMIT), "no answer yet");
    b.record(result("a", Verdict.SAT, 300));
    assertEquals(Duration.ofMillis(3000), b.timeout("a", LIMIT));
    b.record(result("a", Verdict.UNSAT, 450));
    assertEquals(Duration.ofMillis(4500), b.timeout("a", LIMIT));
    b.record(result("a", Verdict.SAT, 50));
    assertEquals(Duration.ofMillis(4500), b.timeout("a", LIMIT), "the slowest answer counts");
    assertEquals(Duration.ofSeconds(1), b.timeout("b", Duration.ofSeconds(1)), "never above the limit");
  }

  @Test
  void timeoutStaysWithinTheFloorAndTheLimit() {
    SeedBudget fast = new SeedBudget();
    fast.record(result("a", Verdict.SAT, 10));
    assertEquals(SeedBudget.MIN_TIMEOUT, fast.timeout("a", LIMIT));
    SeedBudget slow = new SeedBudget();
    slow.record(result("a", Verdict.SAT, 3000));
    assertEquals(LIMIT, slow.timeout("a", LIMIT));
  }

  @Test
  void aSeedWhoseTestsKeepTimingOutRunsOneRoundInSixteenWithTheFullLimit() {
    SeedBudget b = new SeedBudget();
    b.record(result("a", Verdict.TIMEOUT, 2000));
    b.record(result("a", Verdict.SAT, 100));
    b.record(result("a", Verdict.SAT, 100));
    assertFalse(b.skips("a", 1), "one timeout is not enough");
    b.record(result("a", Verdict.TIMEOUT, 2000));
    b.record(result("a", Verdict.TIMEOUT, 2000));
    assertTrue(b.skips("a", 1), "3 of 5 timed out");
    assertFalse(b.skips("a", 16));
    assertEquals(LIMIT, b.timeout("a", LIMIT));
    assertEquals(1, b.demoted());
    b.record(result("a", Verdict.SAT, 4000));
    b.record(result("a", Verdict.SAT, 100));
    assertFalse(b.skips("a", 1), "answers bring it back: 3 of 7 timed out");
    assertEquals(LIMIT, b.timeout("a", LIMIT), "10x its slowest answer, 4 s");
  }

  private static TestResult result(String seed, Verdict v, long millis) {
    ProcessRun run = new ProcessRun(List.of("z3"), 0, 0, v == Verdict.TIMEOUT, false, millis * 1_000_000, -1, "",
        0, "", 0, null);
    List<String> answers = v.definite() ? List.of(v.label()) : List.of();
    Outcome o = new Outcome("z3", v, answers, "", null, run);
    TestCase t = new TestCase(new byte[0], null, "typefuzz", seed, null, 0, 0, 0);
    return new TestResult(0, seed, t, "QF_LIA", List.of(o), List.of(), null);
  }
}
