package io.tamis.runner.campaign;

import static io.tamis.runner.campaign.SeedBudgetTest.call;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.runner.journal.TestRecord;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SeedBanditTest {
  private static final long CAMPAIGN = 43;
  private static final boolean[] TRIED = new boolean[3];

  @Test
  void drawsFollowTheWeightsAndTheCampaignSeedAlone() {
    double[] w = {1, 0, 3};
    int[] hits = new int[3];
    for (long n = 0; n < 4000; n++) {
      int i = SeedBandit.draw(w, TRIED, 3, CAMPAIGN, n);
      assertEquals(i, SeedBandit.draw(w, TRIED, 3, CAMPAIGN, n), "draw " + n + " is a function of (seed, n)");
      hits[i]++;
    }
    assertEquals(0, hits[1], "a weight of 0 is never drawn");
    assertTrue(hits[2] > 2.7 * hits[0] && hits[2] < 3.3 * hits[0], hits[0] + " / " + hits[2]);
    assertEquals(-1, SeedBandit.draw(new double[] {0, 0}, TRIED, 2, CAMPAIGN, 0), "nothing ready");
    List<Integer> other = new ArrayList<>();
    List<Integer> same = new ArrayList<>();
    for (long n = 0; n < 50; n++) {
      other.add(SeedBandit.draw(w, TRIED, 3, CAMPAIGN + 1, n));
      same.add(SeedBandit.draw(w, TRIED, 3, CAMPAIGN, n));
    }
    assertTrue(!other.equals(same), "another campaign seed draws otherwise");
  }

  @Test
  void aShareOfTheDrawsGoesToSeedsNotTriedYetWhateverTheirWeight() {
    double[] w = {1, 1, 1, 9};
    boolean[] fresh = {true, true, true, false};
    int toFresh = 0;
    for (long n = 0; n < 4000; n++) {
      toFresh += fresh[SeedBandit.draw(w, fresh, 4, CAMPAIGN, n)] ? 1 : 0;
    }
    assertEquals(SeedBandit.EXPLORE, toFresh / 4000.0, 0.02);
    assertTrue(fresh[SeedBandit.draw(new double[] {1, 1, 1, 0}, fresh, 4, CAMPAIGN, 0)], "no tried seed ready");
    SeedBandit b = new SeedBandit();
    SeedScript s = seed("a", "QF_LIA");
    b.enroll(List.of(s));
    assertTrue(SeedBandit.fresh(b.arm("a")));
    b.drawn(s, b.arm("a"), s.text());
    assertTrue(!SeedBandit.fresh(b.arm("a")), "drawn once: tried");
  }

  /** A scripted sequence of results: the seed whose tests time out loses its draws to the one that answers. */
  @Test
  void scriptedResultsMoveTheDrawsToTheSeedThatAnswers() {
    SeedBandit b = new SeedBandit();
    b.enroll(List.of(seed("fast", "QF_LIA"), seed("slow", "QF_LIA")));
    SeedBandit.Arm fast = b.arm("fast");
    SeedBandit.Arm slow = b.arm("slow");
    assertEquals(b.weight(fast), b.weight(slow), "alike before any result");
    assertEquals(0.5, share(b, fast, slow, 0, 1000), 0.05);
    for (int i = 0; i < 10; i++) {
      b.record(result("fast", "QF_LIA", Verdict.SAT, 50, Verdict.UNSAT, 40));
      b.record(result("slow", "QF_LIA", Verdict.SAT, 50, Verdict.SAT, 50));
    }
    assertEquals(0.5, share(b, fast, slow, 1000, 2000), 0.1, "both answer in about the same time");
    for (int i = 0; i < 3; i++) {
      b.record(result("slow", "QF_LIA", Verdict.TIMEOUT, 500, Verdict.SAT, 100));
    }
    double fastShare = share(b, fast, slow, 2000, 3000);
    assertTrue(fastShare > 0.95, "3 timeouts in 13 tests, 1.5 of 2.8 s: " + fastShare);
    for (int i = 0; i < 40; i++) {
      b.record(result("slow", "QF_LIA", Verdict.SAT, 50, Verdict.SAT, 50));
    }
    double after = share(b, fast, slow, 3000, 4000);
    assertTrue(after < 0.85, "answers bring the slow seed back: " + after);
  }

  /**
   * The seed's first test is its probe: nothing more of it until it is back, and a seed whose probe timed
   * out loses its draws at once, which its yield alone would not do (a timeout at the cut costs a few answers).
   */
  @Test
  void aSeedWhoseProbeTimedOutLosesItsDrawsAtOnce() {
    SeedBandit b = new SeedBandit();
    List<SeedScript> seeds = List.of(seed("good", "QF_LIA"), seed("bad", "QF_LIA"), seed("all", "QF_LIA"),
        seed("steady", "QF_LIA"));
    b.enroll(seeds);
    SeedBandit.Arm good = b.arm("good");
    SeedBandit.Arm bad = b.arm("bad");
    assertTrue(b.weight(bad) > 0);
    b.drawn(seeds.get(1), bad, seeds.get(1).text());
    assertEquals(0, b.weight(bad), "its probe is out");
    b.drawn(seeds.get(0), good, seeds.get(0).text());
    b.record(result("good", "QF_LIA", Verdict.SAT, 50, Verdict.UNSAT, 40));
    b.record(result("bad", "QF_LIA", Verdict.TIMEOUT, 300, Verdict.SAT, 100));
    assertTrue(b.yield(bad) > 0.2 * b.yield(good), b.yield(bad) + " against " + b.yield(good));
    assertTrue(b.weight(bad) < 0.01 * b.weight(good), b.weight(bad) + " against " + b.weight(good));
    for (int i = 0; i < 5; i++) {
      b.record(result("all", "QF_LIA", Verdict.TIMEOUT, 300, Verdict.TIMEOUT, 300));
    }
    assertEquals(SeedBandit.MIN_CHANCE * b.yield(b.arm("all")), b.weight(b.arm("all")), 1e-12,
        "a seed that only timed out keeps a little");
    for (int i = 0; i < 19; i++) {
      b.record(result("steady", "QF_LIA", Verdict.SAT, 50, Verdict.UNSAT, 40));
    }
    b.record(result("steady", "QF_LIA", Verdict.TIMEOUT, 300, Verdict.UNSAT, 40));
    SeedBandit.Arm steady = b.arm("steady");
    assertTrue(b.weight(steady) > 0.4 * b.yield(steady), "one timeout in 20 tests: most of its chance kept");
  }

  /** New seeds of a logic whose seeds' first tests time out are tried less often, and still tried. */
  @Test
  void newSeedsOfALogicWhoseProbesTimeOutAreTriedLess() {
    SeedBandit b = new SeedBandit();
    List<SeedScript> seeds = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      seeds.add(seed("bv" + i, "BV"));
      seeds.add(seed("dt" + i, "AUFDTLIA"));
    }
    b.enroll(seeds);
    assertEquals(b.weight(b.arm("bv7")) / b.yield(b.arm("bv7")), b.weight(b.arm("dt7")) / b.yield(b.arm("dt7")),
        1e-12, "alike before any probe");
    for (int i = 0; i < 6; i++) {
      b.record(result("bv" + i, "BV", Verdict.TIMEOUT, 400, Verdict.SAT, 100));
      b.record(result("dt" + i, "AUFDTLIA", Verdict.SAT, 100, Verdict.UNSAT, 100));
    }
    for (int i = 0; i < 6; i++) {
      b.record(result("bv" + i, "BV", Verdict.SAT, 50, Verdict.SAT, 50));
    }
    double bv = b.weight(b.arm("bv7")) / b.yield(b.arm("bv7"));
    double dt = b.weight(b.arm("dt7")) / b.yield(b.arm("dt7"));
    assertTrue(bv < 0.5 * dt && bv > 0.05, "BV's probes spent 2.4 of 3 s in timeouts, later tests none: " + bv);
  }

  @Test
  void aNewFindingIsWorthManyAnswersOnceAndANewSeedStartsWhereItsLogicIs() {
    SeedBandit b = new SeedBandit();
    b.enroll(List.of(seed("a", "QF_S"), seed("b", "QF_S"), seed("c", "QF_S"), seed("n1", "QF_NIA"),
        seed("n2", "QF_NIA")));
    b.record(finding(result("a", "QF_S", Verdict.SAT, 50, Verdict.UNSAT, 50), "soundness|k1"));
    b.record(finding(result("b", "QF_S", Verdict.SAT, 50, Verdict.UNSAT, 50), "soundness|k1"));
    assertEquals(SeedBandit.ANSWER + SeedBandit.FINDING, reward(b, "a"), 1e-9);
    assertEquals(SeedBandit.ANSWER, reward(b, "b"), 1e-9, "the same key again: a duplicate");
    for (int i = 0; i < 20; i++) {
      b.record(result("n1", "QF_NIA", Verdict.TIMEOUT, 500, Verdict.TIMEOUT, 500));
    }
    assertTrue(b.yield(b.arm("c")) > 10 * b.yield(b.arm("n2")), "a new QF_S seed against a new QF_NIA one");
  }

  @Test
  void coverageCountsWhatATestAddsToItsSeedsStreamOnce() {
    SeedBandit b = new SeedBandit();
    SeedScript s = seed("a", "QF_LIA");
    b.enroll(List.of(s));
    SeedBandit.Arm a = b.arm("a");
    b.drawn(s, a, s.text());
    assertEquals(0, a.reward(), "the seed's own operators are not new");
    byte[] mutant = "(set-logic QF_LIA)(declare-fun x () Int)(assert (> (* x x) (div x 3)))(check-sat)"
        .getBytes(StandardCharsets.UTF_8);
    b.drawn(s, a, mutant);
    double once = a.reward();
    assertTrue(once >= 3 * SeedBandit.NEW_ITEM, "*, div, > over * and over div: " + once);
    b.drawn(s, a, mutant);
    assertEquals(once, a.reward(), "nothing new the second time");
  }

  /**
   * What the journal keeps of each test (TestRecord) restores the bandit to the state that saw the tests
   * live: the same yields, and the same draws from there on.
   */
  @Test
  void aBanditRestoredFromTheJournalDrawsAsTheLiveOne() {
    List<SeedScript> seeds = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      seeds.add(seed("s" + i, i % 3 == 0 ? "QF_NIA" : "QF_LIA"));
    }
    SeedBandit live = new SeedBandit();
    SeedBandit restored = new SeedBandit();
    live.enroll(seeds);
    restored.enroll(seeds);
    SplittableRandom random = new SplittableRandom(CAMPAIGN);
    Verdict[] verdicts = {Verdict.SAT, Verdict.UNSAT, Verdict.TIMEOUT, Verdict.UNKNOWN, Verdict.CRASH};
    for (int t = 0; t < 300; t++) {
      SeedScript s = seeds.get(random.nextInt(seeds.size()));
      TestResult r = result(s.name(), "QF_LIA", verdicts[random.nextInt(5)], random.nextInt(1, 1000),
          verdicts[random.nextInt(5)], random.nextInt(1, 1000));
      if (random.nextInt(20) == 0) {
        r = finding(r, "crash|k" + random.nextInt(4));
      }
      live.record(r);
      restored.record(TestRecord.of(r, false).toResult());
    }
    for (SeedScript s : seeds) {
      assertEquals(live.weight(live.arm(s.name())), restored.weight(restored.arm(s.name())), s.name());
    }
    for (long n = 300; n < 500; n++) {
      assertEquals(pick(live, seeds, n), pick(restored, seeds, n), "draw " + n);
    }
  }

  private static int pick(SeedBandit b, List<SeedScript> seeds, long n) {
    double[] w = seeds.stream().mapToDouble(s -> b.weight(b.arm(s.name()))).toArray();
    return SeedBandit.draw(w, new boolean[w.length], w.length, CAMPAIGN, n);
  }

  private static double share(SeedBandit b, SeedBandit.Arm first, SeedBandit.Arm second, long from, long to) {
    double[] w = {b.weight(first), b.weight(second)};
    int hits = 0;
    for (long n = from; n < to; n++) {
      hits += SeedBandit.draw(w, TRIED, 2, CAMPAIGN, n) == 0 ? 1 : 0;
    }
    return (double) hits / (to - from);
  }

  private static double reward(SeedBandit b, String seed) {
    return b.arm(seed).reward();
  }

  static SeedScript seed(String name, String logic) {
    String text = "(set-logic " + logic + ")(declare-fun x () Int)(assert (> x 1))(check-sat)";
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return SeedScript.of(name, bytes, new ScriptReader().read(name, bytes));
  }

  private static TestResult result(String seed, String logic, Verdict v1, long ms1, Verdict v2, long ms2) {
    List<Outcome> calls = List.of(call(v1, ms1), call(v2, ms2));
    TestCase t = new TestCase(new byte[0], null, "typefuzz", seed, "0", CAMPAIGN, 0, 0);
    return new TestResult(0, seed, t, logic, calls, List.of(), null);
  }

  private static TestResult finding(TestResult r, String key) {
    Finding f = new Finding(key.split("\\|")[0], List.of("z3"), "", key);
    return new TestResult(r.index(), r.name(), r.test(), r.logic(), r.outcomes(), List.of(f), null);
  }
}
