package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Spends solver time where answers come back: which seed gives the next test ({@link SeedBandit}) and
 * how long its solver calls may take. The limit is cut from the times of the seed's earlier calls:
 * {@value #FACTOR} times their {@value #QUANTILE} quantile, a call that timed out counting as longer
 * than every answer; with fewer than {@value #MIN_CALLS} calls, or when the quantile falls among its
 * timeouts, from its logic's answers (then the campaign's; {@link #POOLED}), and never below what the
 * seed's own answers took. A timeout never lengthens the cut. Always between {@link #FLOOR} and {@link #CEILING}
 * and never above the configured limit. Results arrive on the writer thread, questions on the
 * campaign thread.
 */
public final class SeedBudget {
  /** 0.95: in a 6-minute typefuzz run over yinyang300, 97 % of the answers took under 0.1 s and 0.3 % over 1 s. */
  static final double QUANTILE = 0.95;
  /** 3: room for a loaded machine (two campaigns on two cores doubled the call times of either). */
  static final int FACTOR = 3;
  static final int MIN_CALLS = 6;
  /**
   * A seed with few calls of its own gets {@value #POOLED_FACTOR} times the {@value #POOLED} quantile of
   * its logic's answers: tighter than its own rule, since a new seed is where most timeouts are (a corpus
   * of thousands of seeds, most of them tried once or twice in a campaign, spent half its solver time
   * in timeouts at a 0.5 s first probe).
   */
  static final double POOLED = 0.9;
  static final int POOLED_FACTOR = 2;
  /** Answers a logic (or the campaign) needs before its quantile stands for a seed's. */
  static final int MIN_POOLED = 20;
  /**
   * 0.2 s: above the start of a fresh process (Debian's cvc5 1.0.3 and z3 4.8.12 took 20-160 ms per call
   * in the corpus campaigns) with room for the load; the answers that showed the 152 findings of sessions
   * 11 and 12 took 195 ms at most.
   */
  static final Duration FLOOR = Duration.ofMillis(200);
  /** Before any call of the campaign came back. */
  static final Duration START = Duration.ofMillis(500);
  /**
   * 1 s: in a 30-minute yinyang300 run 40 of 99,146 answers took 1-2 s while the 305 timeouts at 2 s took
   * a sixth of the slots' time.
   */
  static final Duration CEILING = Duration.ofSeconds(1);

  private final Map<String, CallTimes> seeds = new ConcurrentHashMap<>();
  private final Map<String, CallTimes> logics = new ConcurrentHashMap<>();
  private final CallTimes campaign = new CallTimes();
  private final SeedBandit bandit = new SeedBandit();

  /** The seeds the campaign draws from: the bandit's arms, by logic. */
  public void enroll(List<SeedScript> scripts) {
    bandit.enroll(scripts);
  }

  public SeedBandit bandit() {
    return bandit;
  }

  /** Counts a finished test (a listener of the recorder, and the journal's tests on resume). */
  public void record(TestResult r) {
    if (r.test() == null || r.cancelled()) {
      return;
    }
    bandit.record(r);
    CallTimes own = seeds.computeIfAbsent(r.name(), k -> new CallTimes());
    CallTimes logic = logics.computeIfAbsent(r.logic() == null ? "" : r.logic(), k -> new CallTimes());
    for (Outcome o : r.outcomes()) {
      long wall = o.run() == null ? 0 : o.run().wallNanos();
      if (o.verdict() == Verdict.TIMEOUT) {
        own.timeout();
      } else if (o.verdict().definite() || o.verdict() == Verdict.UNKNOWN) {
        own.answer(wall);
        logic.answer(wall);
        campaign.answer(wall);
      }
    }
  }

  /** The limit of the next test of {@code seed}, judged in {@code logic}: never above {@code limit}. */
  public Duration timeout(String seed, String logic, Duration limit) {
    long cut = cut(seeds.get(seed), logics.get(logic == null ? "" : logic));
    Duration max = CEILING.compareTo(limit) < 0 ? CEILING : limit;
    Duration t = Duration.ofNanos(Math.max(cut, FLOOR.toNanos()));
    return t.compareTo(max) < 0 ? t : max;
  }

  private long cut(CallTimes own, CallTimes logic) {
    long pooled = logic != null && logic.answered() >= MIN_POOLED ? POOLED_FACTOR * logic.answerQuantile(POOLED)
        : campaign.answered() >= MIN_POOLED ? POOLED_FACTOR * campaign.answerQuantile(POOLED) : START.toNanos();
    if (own == null) {
      return pooled;
    }
    long q = own.calls() >= MIN_CALLS ? own.quantile(QUANTILE) : CallTimes.CENSORED;
    if (q != CallTimes.CENSORED) {
      return FACTOR * q;
    }
    // Few calls, or its quantile among its timeouts: what its answers showed, not more (a longer cut
    // after a timeout made a seed's next timeouts cost up to 1 s each, and the bandit draws it little).
    return Math.max(pooled, FACTOR * own.answerQuantile(own.answered() >= MIN_CALLS ? QUANTILE : 1));
  }
}
