package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The table's names for the solvers under test come from their profiles, whatever the program is called. */
class TableSolversTest {
  @Test
  void profilesTheTableKnowsConstrainAndOthersDoNot() {
    assertEquals(Set.of("bitwuzla", "yices2"), TableSolvers.of(List.of(config("/opt/y/bin/yices-smt2"),
        config("bitwuzla --produce-models"))));
    assertEquals(Set.of("cvc5", "z3"), TableSolvers.of(List.of(config("/tmp/fake-solver.sh"))), "generic only");
    assertEquals(Set.of("yices2"), TableSolvers.of(List.of(config("yices-smt2"), config("/tmp/fake-solver.sh"))));
  }

  private static SolverConfig config(String line) {
    return SolverProfiles.bundled().config(line, Duration.ofSeconds(1));
  }
}
