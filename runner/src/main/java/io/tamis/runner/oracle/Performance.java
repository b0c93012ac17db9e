package io.tamis.runner.oracle;

import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.solver.OptionWords;
import java.util.List;
import java.util.Optional;

/**
 * The performance oracle: one configuration took {@code factor} times longer than a peer that gave
 * a definite answer on the same script (a timeout counts with its limit), and at least
 * {@code minSlowNanos}, so start-up noise on tiny scripts is not a finding. A {@code +debug} or {@code +asan}
 * build is the slow side only when {@code checkingBuilds} (a replay of a finding recorded on one).
 */
public record Performance(double factor, long minSlowNanos, boolean checkingBuilds) {
  /** No performance findings. */
  public static final Performance OFF = new Performance(0, 0, false);
  /** Wall times under this are treated as this: process start-up dominates them. */
  private static final long FLOOR_NANOS = 20_000_000;
  private static final long DEFAULT_MIN_SLOW_NANOS = 1_000_000_000;

  public Performance {
    if (factor != 0 && factor <= 1) {
      throw new IllegalArgumentException("performance factor must be > 1 (or 0: off), got " + factor);
    }
  }

  /** K times slower and at least one second. */
  public static Performance of(double factor) {
    return factor == 0 ? OFF : new Performance(factor, DEFAULT_MIN_SLOW_NANOS, false);
  }

  /** This oracle, judging {@code +debug} and {@code +asan} builds as well: to replay a finding recorded on one. */
  public Performance withCheckingBuilds() {
    return new Performance(factor, minSlowNanos, true);
  }

  public boolean off() {
    return factor == 0;
  }

  /** The most lopsided pair, if any pair crosses the factor. */
  public Optional<Finding> judge(List<Outcome> outcomes, String logic) {
    if (off()) {
      return Optional.empty();
    }
    Outcome slow = null;
    Outcome fast = null;
    double worst = factor;
    for (Outcome s : outcomes) {
      if (!checkingBuilds && checkingBuild(s.label())) {
        continue;
      }
      for (Outcome f : outcomes) {
        double ratio = ratio(s, f);
        if (s != f && ratio >= worst && wall(s) >= minSlowNanos) {
          slow = s;
          fast = f;
          worst = ratio;
        }
      }
    }
    return slow == null ? Optional.empty() : Optional.of(finding(slow, fast, worst, logic));
  }

  private static double ratio(Outcome slow, Outcome fast) {
    boolean slowCounts = slow.verdict() == Verdict.TIMEOUT || !slow.answers().isEmpty();
    if (!slowCounts || !fast.verdict().definite()) {
      return 0;
    }
    return (double) wall(slow) / Math.max(FLOOR_NANOS, wall(fast));
  }

  private static long wall(Outcome o) {
    return o.run() == null ? 0 : o.run().wallNanos();
  }

  /**
   * A {@code +debug} or {@code +asan} build: its assertions or sanitizers make it slow by design, so its time
   * says nothing of the solver's (its release build, run beside it, is judged instead).
   */
  public static boolean checkingBuild(String label) {
    return BuildSpec.variantOf(OptionWords.split(label).get(0)) != BuildSpec.Variant.RELEASE;
  }

  private static Finding finding(Outcome slow, Outcome fast, double ratio, String logic) {
    String detail = String.format("%s took %.2f s (%s), %s answered %s in %.2f s: %.0fx", slow.label(),
        wall(slow) / 1e9, slow.verdict().label(), fast.label(), fast.verdict().label(), wall(fast) / 1e9, ratio);
    return new Finding("performance", List.of(slow.label(), fast.label()), detail,
        DedupKeys.performance(slow.label(), fast.label(), logic));
  }
}
