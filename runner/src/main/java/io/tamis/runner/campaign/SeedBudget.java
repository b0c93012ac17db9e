package io.tamis.runner.campaign;

import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Spends solver time where it pays: a test that times out cannot show a wrong answer. Per seed:
 * until one of its tests has answered, tests get {@link #MIN_TIMEOUT}, doubled after each timeout;
 * after that, {@value #FACTOR} times the slowest answer seen; always between {@link #MIN_TIMEOUT}
 * and {@link #MAX_TIMEOUT}. A seed whose timeouts cost more solver time than its answers (after
 * {@value #DEMOTE_AFTER} timeouts) is demoted to one turn in {@value #DEMOTED_PERIOD} rounds, times
 * how many times its timeouts outweigh its answers (up to {@value #MAX_BACKOFF}); answers bring it
 * back. Never above the configured limit. Results arrive on the writer thread, questions on the
 * campaign thread.
 */
public final class SeedBudget {
  /**
   * 5 (was 10): in a 6-minute typefuzz run over yinyang300, 97 % of the answers took under 0.1 s and
   * 0.3 % over 1 s, while the timeouts above 2 s (a sixth of them) took more than half of the time
   * lost to timeouts.
   */
  static final int FACTOR = 5;
  /**
   * 0.5 s (was 1 s; 2 s gave 61% of solver time to timeouts in a 30-minute corpus campaign): in a
   * 30-minute yinyang300 run, 99.6 % of 64,323 answers took under 0.5 s, while the 749 timeouts at
   * 1 s took about a fifth of all solver time. A seed that has not answered doubles its probe up to
   * {@link #MAX_TIMEOUT}; one slower than that is left to demotion (or {@code --budget fixed}).
   */
  static final Duration MIN_TIMEOUT = Duration.ofMillis(500);
  /**
   * 1 s (was 2 s; before that the 8 s limit): in a 30-minute yinyang300 run 40 of 99,146 answers took
   * 1-2 s while the 305 timeouts at 2 s took a sixth of the slots' time; the answers that showed the
   * 152 findings of sessions 11 and 12 took 195 ms at most.
   */
  static final Duration MAX_TIMEOUT = Duration.ofSeconds(1);
  static final int DEMOTE_AFTER = 2;
  static final int DEMOTED_PERIOD = 16;
  /**
   * 8: with one turn in 16 rounds for every demoted seed, the 130 seeds demoted in a 30-minute
   * yinyang300 run still took 45 % of the solver time; a seed whose every turn times out now gets
   * one in 128.
   */
  static final int MAX_BACKOFF = 8;

  private final Map<String, Health> seeds = new ConcurrentHashMap<>();

  /** What one seed's tests did so far; written by the writer thread only. */
  private static final class Health {
    volatile int timeouts;
    volatile int answered;
    volatile long slowestAnswerNanos;
    /** Solver time in calls that timed out, and in the others. */
    volatile long timeoutNanos;
    volatile long otherNanos;

    /**
     * Time share, not test share: one timeout at 1 s costs as much as twenty answers at 50 ms, so
     * a seed with one timeout in ten tests already spends most of its solver time waiting.
     */
    boolean demoted() {
      return timeouts >= DEMOTE_AFTER && timeoutNanos > otherNanos;
    }

    /** Rounds per turn of a demoted seed: the worse its time share, the rarer its turns. */
    long period() {
      long outweigh = timeoutNanos / Math.max(1, otherNanos);
      return DEMOTED_PERIOD * Math.max(1, Math.min(MAX_BACKOFF, outweigh));
    }
  }

  /** Counts a finished test (a listener of the recorder). */
  public void record(TestResult r) {
    if (r.test() == null || r.cancelled()) {
      return;
    }
    Health h = seeds.computeIfAbsent(r.name(), k -> new Health());
    for (Outcome o : r.outcomes()) {
      if (o.verdict() == Verdict.TIMEOUT) {
        h.timeoutNanos += wall(o);
      } else {
        h.otherNanos += wall(o);
      }
    }
    boolean timedOut = r.outcomes().stream().anyMatch(o -> o.verdict() == Verdict.TIMEOUT);
    if (timedOut) {
      h.timeouts++;
    } else if (r.outcomes().stream().allMatch(o -> o.verdict().definite())) {
      h.answered++;
      h.slowestAnswerNanos = Math.max(h.slowestAnswerNanos, slowest(r));
    }
  }

  private static long slowest(TestResult r) {
    return r.outcomes().stream().mapToLong(SeedBudget::wall).max().orElse(0);
  }

  private static long wall(Outcome o) {
    return o.run() == null ? 0 : o.run().wallNanos();
  }

  /** The timeout for the next test of {@code seed}: never above {@code limit}. */
  public Duration timeout(String seed, Duration limit) {
    Health h = seeds.get(seed);
    Duration adapted = h == null ? MIN_TIMEOUT : h.answered == 0 ? probe(h.timeouts)
        : Duration.ofNanos(FACTOR * h.slowestAnswerNanos);
    Duration t = adapted.compareTo(MIN_TIMEOUT) < 0 ? MIN_TIMEOUT : adapted;
    Duration max = MAX_TIMEOUT.compareTo(limit) < 0 ? MAX_TIMEOUT : limit;
    return t.compareTo(max) < 0 ? t : max;
  }

  /** The floor doubled per timeout, for a seed that has not answered yet. */
  private static Duration probe(int timeouts) {
    return MIN_TIMEOUT.multipliedBy(1L << Math.min(timeouts, 8));
  }

  /** True when {@code seed} should sit out {@code round}. */
  public boolean skips(String seed, long round) {
    Health h = seeds.get(seed);
    return h != null && h.demoted() && round % h.period() != 0;
  }

  /** Seeds demoted now. */
  public long demoted() {
    return seeds.values().stream().filter(Health::demoted).count();
  }
}
