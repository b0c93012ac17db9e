package io.tamis.runner.findings.triage;

import java.util.List;

/** How bad a finding's kind is for a solver's users, worst first: the order a triage sends reports in. */
public enum Severity {
  /** A wrong sat/unsat, or an answer against the script's {@code :status}: both are wrong answers. */
  SOUNDNESS(List.of("soundness", "status")),
  INVALID_MODEL(List.of("invalid-model")),
  CRASH(List.of("crash")),
  PERFORMANCE(List.of("performance")),
  /** A kind added later: after the ones a maintainer is known to care about. */
  OTHER(List.of());

  private final List<String> kinds;

  Severity(List<String> kinds) {
    this.kinds = kinds;
  }

  public static Severity of(String kind) {
    for (Severity s : values()) {
      if (s.kinds.contains(kind)) {
        return s;
      }
    }
    return OTHER;
  }
}
