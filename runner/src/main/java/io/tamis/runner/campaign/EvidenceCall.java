package io.tamis.runner.campaign;

import io.tamis.runner.oracle.Outcome;
import io.tamis.solvers.solver.SolverConfig;

/**
 * One solver call made to check a test's answers, beyond the test's own calls: a run under a mode (on the
 * test's script: {@link #MODE}), an unsat core's request ({@link #CORE_REQUEST}) or a run of the core alone
 * ({@link #CORE}).
 *
 * @param config the configuration as it ran, or null in a result restored from the journal
 */
public record EvidenceCall(String purpose, SolverConfig config, Outcome outcome) {
  public static final String MODE = "mode";
  public static final String CORE_REQUEST = "core-request";
  public static final String CORE = "core";

  /** Whether the call ran the test's own script (a mode): a finding can record and replay it. */
  public boolean onScript() {
    return purpose.equals(MODE);
  }
}
