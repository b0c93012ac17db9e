package io.tamis.runner.cli;

import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.preflight.Preflight;
import io.tamis.solvers.preflight.Refusal;
import io.tamis.solvers.solver.SolverConfig;
import java.io.PrintStream;
import java.util.List;

/** The preflight as the commands run it: before anything is written, one line per refused configuration. */
final class SolverPreflight {
  private SolverPreflight() {}

  /** True when every configuration passed; else each refusal is said on {@code err}. */
  static boolean passes(String command, List<SolverConfig> configs, SolverPool pool, PrintStream err)
      throws InterruptedException {
    List<Refusal> refused = new Preflight(pool).check(configs);
    refused.forEach(r -> err.println("tamis: " + command + ": solver '" + r.label() + "' refused: " + r.reason()));
    return refused.isEmpty();
  }
}
