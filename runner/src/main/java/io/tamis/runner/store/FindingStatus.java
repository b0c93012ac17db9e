package io.tamis.runner.store;

import java.util.Comparator;
import java.util.List;

/**
 * Where a finding stands on the way to a report, in the order summaries list findings: a maintainer acts on
 * the first kind only.
 */
public enum FindingStatus {
  /** Not a known bug, and the newest release shows it (bisection says so). */
  REPORTABLE("reportable"),
  /** Not a known bug; whether the newest release shows it is not known yet ({@code tamis bisect}). */
  UNCONFIRMED("not bisected"),
  /** Not a known bug, but the newest release does not show it: fixed already. */
  FIXED("fixed in the newest release"),
  /** Matches a publicly reported bug ({@code config/known-bugs}). */
  KNOWN("known");

  /** Kinds in the order a maintainer cares about them. */
  private static final List<String> KINDS = List.of("soundness", "status", "invalid-model", "crash", "performance");
  /** Status, then kind, then dedup key. */
  public static final Comparator<FindingRecord> ORDER = Comparator.comparing(FindingStatus::of)
      .thenComparingInt(r -> KINDS.indexOf(r.kind()) < 0 ? KINDS.size() : KINDS.indexOf(r.kind()))
      .thenComparing(FindingRecord::dedupKey);

  private final String label;

  FindingStatus(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  public static FindingStatus of(FindingRecord r) {
    if (r.known() != null) {
      return KNOWN;
    }
    Bisection b = r.bisection();
    if (b == null || b.newestShows() == null) {
      return UNCONFIRMED;
    }
    return b.newestShows() ? REPORTABLE : FIXED;
  }
}
