package io.tamis.runner.campaign;

import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Performance;
import io.tamis.runner.oracle.Verdict;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * The cheap path to performance bugs under a cut budget: a test on which one configuration timed out
 * at the cut while another answered within {@value #FAST_SHARE} of it is a candidate, run again with
 * the configurations' own limits, and judged by the performance oracle ({@code --perf}, else
 * {@value #FACTOR}x and at least 1 s). Each (slow, fast, logic) is tried at most {@value #TRIES} times
 * and not after it was confirmed, and the reruns take at most {@value #SHARE} of the campaign's solver
 * time, so the path costs little whatever the seeds.
 */
public final class PerformanceCandidates {
  static final double FAST_SHARE = 0.25;
  static final double FACTOR = 10;
  static final int TRIES = 3;
  static final double SHARE = 0.05;

  private final Map<String, AtomicInteger> tries = new ConcurrentHashMap<>();
  private final LongAdder solverNanos = new LongAdder();
  private final LongAdder rerunNanos = new LongAdder();
  private final LongAdder candidates = new LongAdder();
  private final LongAdder reruns = new LongAdder();
  private final LongAdder confirmed = new LongAdder();

  /**
   * True when the outcomes of a test cut at {@code cut} make it a candidate worth a rerun now (the tries
   * of its key and the share of the reruns allow it); counts its solver time either way.
   */
  boolean take(List<Outcome> outcomes, Duration cut, String logic) {
    outcomes.forEach(o -> solverNanos.add(wall(o)));
    String key = key(outcomes, cut, logic);
    if (key == null) {
      return false;
    }
    candidates.increment();
    if (rerunNanos.sum() > SHARE * solverNanos.sum()) {
      return false;
    }
    AtomicInteger n = tries.computeIfAbsent(key, k -> new AtomicInteger());
    if (n.get() >= TRIES || n.incrementAndGet() > TRIES) {
      return false;
    }
    reruns.increment();
    return true;
  }

  /** The oracle a rerun is judged by: {@code --perf}'s, else {@value #FACTOR}x. */
  static Performance oracle(Performance configured) {
    return configured.off() ? Performance.of(FACTOR) : configured;
  }

  /** Counts a rerun's solver time, and whether it confirmed a performance finding (then its key is done). */
  void rerun(TestResult r) {
    r.outcomes().forEach(o -> rerunNanos.add(wall(o)));
    r.findings().stream().filter(f -> f.kind().equals("performance")).findFirst().ifPresent(f -> {
      confirmed.increment();
      tries.computeIfAbsent(f.dedupKey(), k -> new AtomicInteger()).set(TRIES);
    });
  }

  /** The performance key of a timeout at the cut beside a fast answer, or null. */
  static String key(List<Outcome> outcomes, Duration cut, String logic) {
    long fastNanos = (long) (FAST_SHARE * cut.toNanos());
    for (Outcome slow : outcomes) {
      if (slow.verdict() != Verdict.TIMEOUT) {
        continue;
      }
      for (Outcome fast : outcomes) {
        if (fast.verdict().definite() && wall(fast) <= fastNanos) {
          return DedupKeys.performance(slow.label(), fast.label(), logic);
        }
      }
    }
    return null;
  }

  private static long wall(Outcome o) {
    return o.run() == null ? 0 : o.run().wallNanos();
  }

  /** What summary.json keeps. */
  public Map<String, Object> json() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("candidates", candidates.sum());
    m.put("reruns", reruns.sum());
    m.put("confirmed", confirmed.sum());
    m.put("rerunSolverSeconds", Math.round(rerunNanos.sum() / 1e6) / 1000.0);
    return m;
  }
}
