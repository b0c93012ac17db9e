package io.tamis.runner.findings.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.solvers.solver.SmallerOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the minimal command tries in a kept option's place: the profile's smaller options, then each tactic alone. */
class SmallerCandidatesTest {
  @Test
  void aSequenceOfTacticsIsTriedOneTacticAtATimeAfterTheProfilesOwn() {
    SmallerOption cores = new SmallerOption("(set-option :produce-unsat-cores true)", "unsat cores");
    String option = "tactic.default_tactic=(then simplify ctx-solver-simplify smt)";
    assertEquals(List.of("(set-option :produce-unsat-cores true)", "tactic.default_tactic=simplify",
        "tactic.default_tactic=ctx-solver-simplify", "tactic.default_tactic=smt"),
        MinimalOptions.candidates(option, Map.of(option, List.of(cores))).stream().map(SmallerOption::by).toList());
  }

  @Test
  void anOptionWithoutASequenceHasOnlyTheProfilesOnes() {
    assertEquals(List.of(), MinimalOptions.candidates("tactic.default_tactic=smt", Map.of()));
    assertEquals(List.of(), MinimalOptions.candidates("smt.arith.solver=2", Map.of()));
  }
}
