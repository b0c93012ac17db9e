package io.tamis.runner.oracle;

import java.util.Locale;

/** What one solver configuration said about one script. */
public enum Verdict {
  SAT, UNSAT, UNKNOWN, TIMEOUT, CRASH,
  /** Parse error, unsupported feature or logic, resource limit: counted, never a bug. */
  REJECTED,
  /** The solver's own model check failed. */
  INVALID_MODEL,
  /** The run was stopped by the user (SIGINT/SIGTERM): no verdict. */
  CANCELLED;

  /** The SMT-LIB style name: sat, unsat, invalid-model, ... */
  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  public boolean definite() {
    return this == SAT || this == UNSAT;
  }

  public static Verdict ofAnswer(String answer) {
    return switch (answer) {
      case "sat" -> SAT;
      case "unsat" -> UNSAT;
      default -> UNKNOWN;
    };
  }
}
