package io.tamis.runner.findings.triage;

import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.FindingRecord.Recheck;
import java.util.List;

/**
 * Where a finding was last seen, best evidence first: a maintainer acts at once on a bug their trunk still
 * has, less surely on one seen on releases only, least on one that comes and goes.
 */
public enum Reproduction {
  /** {@code tamis recheck} saw it every run on a build from source (z3@main and its commit). */
  TRUNK,
  /** Seen on releases only, not rechecked, or rechecked without a decision (timeouts). */
  RELEASES,
  /** Rechecked: some runs only showed it. */
  FLAKY,
  /** Rechecked and never shown, or the newest release does not show it (bisection): set apart. */
  FIXED;

  /** Where {@code rec}, a finding of {@code solver} ("z3"), stands. */
  static Reproduction of(FindingRecord rec, String solver) {
    Recheck mark = rec.recheck();
    if (mark == null) {
      Bisection b = rec.bisection();
      return b != null && Boolean.FALSE.equals(b.newestShows()) ? FIXED : RELEASES;
    }
    return switch (mark.status()) {
      case Recheck.FIXED -> FIXED;
      case Recheck.FLAKY -> FLAKY;
      case Recheck.UNDECIDED -> RELEASES;
      default -> mark.builds().stream().anyMatch(b -> fromSource(b, solver)) ? TRUNK : RELEASES;
    };
  }

  /** A build of {@code solver} from source: recheck names those with their commit ("z3@main aaf2464b21"). */
  private static boolean fromSource(String build, String solver) {
    return build.startsWith(solver + "@") && build.contains(" ");
  }

  /**
   * What the triage table shows: {@code open on z3@main aaf2464b21}, {@code not rechecked}, ...; the builds
   * of {@code solver} only, where the recheck moved the other configurations too.
   */
  static String shown(FindingRecord rec, String solver) {
    Recheck mark = rec.recheck();
    if (mark == null) {
      return "not rechecked";
    }
    List<String> own = mark.builds().stream().filter(b -> b.startsWith(solver + "@")).toList();
    return mark.status() + " on " + String.join(", ", own.isEmpty() ? mark.builds() : own)
        + (mark.status().equals(Recheck.OPEN) || mark.status().equals(Recheck.FIXED) ? "" : " (" + mark.counts() + ")");
  }
}
