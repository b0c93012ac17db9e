package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
  void aSeedsCutIsThreeTimesTheQuantileOfItsCallsNotItsSlowestAnswer() {
    SeedBudget b = new SeedBudget();
    assertEquals(SeedBudget.START, b.timeout("a", "QF_LIA", LIMIT), "nothing came back yet");
    for (int i = 0; i < 19; i++) {
      b.record(result("a", "QF_LIA", Verdict.SAT, 120));
    }
    assertEquals(cut(120), b.timeout("a", "QF_LIA", LIMIT));
    b.record(result("a", "QF_LIA", Verdict.SAT, 900));
    assertEquals(cut(120), b.timeout("a", "QF_LIA", LIMIT), "one slow answer in 20 is above the 0.95 quantile");
    b.record(result("a", "QF_LIA", Verdict.SAT, 900));
    assertEquals(SeedBudget.CEILING, b.timeout("a", "QF_LIA", LIMIT), "two are not: 3 x 0.9 s, within 1 s");
    assertEquals(Duration.ofMillis(300), b.timeout("a", "QF_LIA", Duration.ofMillis(300)), "never above the limit");
  }

  @Test
  void theCutStaysWithinTheFloorAndTheCeiling() {
    SeedBudget b = new SeedBudget();
    for (int i = 0; i < 10; i++) {
      b.record(result("fast", "QF_LIA", Verdict.SAT, 5));
      b.record(result("slow", "QF_LIA", Verdict.UNSAT, 3000));
    }
    assertEquals(SeedBudget.FLOOR, b.timeout("fast", "QF_LIA", LIMIT));
    assertEquals(SeedBudget.CEILING, b.timeout("slow", "QF_LIA", LIMIT), "not 9 s, nor the 10 s limit");
  }

  @Test
  void aTimeoutNeverLengthensTheCutButASlowerAnswerDoes() {
    SeedBudget b = new SeedBudget();
    for (int i = 0; i < SeedBudget.MIN_POOLED; i++) {
      b.record(result("s" + i, "QF_NIA", Verdict.SAT, 60));
    }
    for (int i = 0; i < 5; i++) {
      b.record(result("a", "QF_NIA", Verdict.SAT, 60));
    }
    Duration answers = b.timeout("a", "QF_NIA", LIMIT);
    assertEquals(cut(60), answers, "5 calls: 3x its slowest answer, above its logic's 2x");
    b.record(result("a", "QF_NIA", Verdict.TIMEOUT, 300));
    assertEquals(answers, b.timeout("a", "QF_NIA", LIMIT), "1 of 6 calls above the answers: not 2x the timeout");
    b.record(result("a", "QF_NIA", Verdict.TIMEOUT, 600));
    assertEquals(answers, b.timeout("a", "QF_NIA", LIMIT));
    b.record(result("a", "QF_NIA", Verdict.SAT, 150));
    assertEquals(cut(150), b.timeout("a", "QF_NIA", LIMIT), "an answer in 150 ms: 3x that");
    for (int i = 0; i < 60; i++) {
      b.record(result("a", "QF_NIA", Verdict.SAT, 60));
    }
    assertEquals(cut(60), b.timeout("a", "QF_NIA", LIMIT), "2 timeouts, 1 slow answer in 68 calls: above the 0.95");
  }

  @Test
  void aNewSeedBorrowsItsLogicsAnswersThenTheCampaigns() {
    SeedBudget b = new SeedBudget();
    for (int i = 0; i < SeedBudget.MIN_POOLED; i++) {
      b.record(result("s" + i, "QF_S", Verdict.SAT, 30));
      b.record(result("n" + i, "QF_NIA", Verdict.UNSAT, 250));
    }
    assertEquals(SeedBudget.FLOOR, b.timeout("new-s", "QF_S", LIMIT), "strings answer in 30 ms");
    assertEquals(pooled(250), b.timeout("new-n", "QF_NIA", LIMIT), "not one rule for every logic");
    assertEquals(pooled(250), b.timeout("new-x", "QF_BV", LIMIT), "an unseen logic: the campaign's 0.9 quantile");
  }

  @Test
  void aSeedWithFewCallsKeepsWhatItsOwnCallsShowed() {
    SeedBudget b = new SeedBudget();
    for (int i = 0; i < SeedBudget.MIN_POOLED; i++) {
      b.record(result("s" + i, "QF_S", Verdict.SAT, 30));
    }
    b.record(result("a", "QF_S", Verdict.SAT, 150));
    assertEquals(cut(150), b.timeout("a", "QF_S", LIMIT), "not the logic's 0.2 s: its answer took 150 ms");
    b.record(result("t", "QF_S", Verdict.TIMEOUT, 200));
    assertEquals(SeedBudget.FLOOR, b.timeout("t", "QF_S", LIMIT), "its logic's cut: a timeout does not lengthen it");
  }

  @Test
  void everyCallOfATestCountsAndUnknownsAreAnswers() {
    SeedBudget b = new SeedBudget();
    for (int i = 0; i < 3; i++) {
      b.record(result("a", "QF_LIA", List.of(call(Verdict.UNKNOWN, 100), call(Verdict.SAT, 100))));
    }
    assertEquals(cut(100), b.timeout("a", "QF_LIA", LIMIT), "6 calls, all answered");
  }

  /** POOLED_FACTOR times the bucket bound of {@code millis}. */
  private static Duration pooled(long millis) {
    return Duration.ofNanos(SeedBudget.POOLED_FACTOR * CallTimes.upper(CallTimes.bucket(millis * 1_000_000)));
  }

  /** FACTOR times the bucket bound of {@code millis}. */
  private static Duration cut(long millis) {
    long q = CallTimes.upper(CallTimes.bucket(millis * 1_000_000));
    Duration d = Duration.ofNanos(SeedBudget.FACTOR * q);
    return d.compareTo(SeedBudget.CEILING) < 0 ? d : SeedBudget.CEILING;
  }

  static TestResult result(String seed, String logic, Verdict v, long millis) {
    return result(seed, logic, List.of(call(v, millis)));
  }

  static Outcome call(Verdict v, long millis) {
    ProcessRun run = new ProcessRun(List.of("z3"), 0, 0, v == Verdict.TIMEOUT, false, millis * 1_000_000, -1, "",
        0, "", 0, null);
    List<String> answers = v.definite() || v == Verdict.UNKNOWN ? List.of(v.label()) : List.of();
    return new Outcome("z3", v, answers, "", null, run);
  }

  static TestResult result(String seed, String logic, List<Outcome> outcomes) {
    TestCase t = new TestCase(new byte[0], null, "typefuzz", seed, null, 0, 0, 0);
    return new TestResult(0, seed, t, logic, outcomes, List.of(), null);
  }
}
