package io.tamis.runner.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.preflight.Preflight;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Needs z3, cvc5 and cvc4 on PATH (Debian's): fails (never skips) without them. */
@Tag("solver")
class PreflightRealSolverTest {
  /** The configurations of the real-solver tests and every mode of their profiles pass. */
  @Test
  void debianSolversAndTheirModesPass() throws Exception {
    for (String s : List.of("z3", "cvc5", "cvc4")) {
      assertNotNull(Executables.find(s), s + " is not on PATH; install it with: apt-get install -y z3 cvc5 cvc4");
    }
    List<SolverConfig> configs = new ArrayList<>(SolverProfiles.bundled().parseShortForm(
        "z3 model_validate=true;cvc5 --check-models --produce-models --strings-exp -q;cvc4", Duration.ofSeconds(10)));
    for (SolverConfig c : List.copyOf(configs)) {
      c.profile().modes().forEach(m -> configs.add(c.under(m)));
    }
    try (SolverPool pool = new SolverPool(2)) {
      assertEquals(List.of(), new Preflight(pool).check(configs));
    }
  }
}
