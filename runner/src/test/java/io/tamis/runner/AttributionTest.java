package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.runner.oracle.Attribution;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which evidence names the wrong side of a sat/unsat disagreement, strongest first. */
class AttributionTest {
  private static final Outcome Z3 = ClassifierTest.outcome("z3", 0, "sat\\n", "");
  private static final Outcome CVC5 = ClassifierTest.outcome("cvc5", 0, "unsat\\n", "");
  private static final ScriptCheck.Result FALSE = new ScriptCheck.Result(ScriptCheck.Verdict.FALSE, 2, null, "");
  private static final ScriptCheck.Result OPEN = new ScriptCheck.Result(ScriptCheck.Verdict.UNKNOWN, 2, null,
      "a value left open");

  @Test
  void aSatisfyingModelOutranksTheDeclaredStatus() {
    Finding f = decide(List.of(Z3, CVC5), List.of(new ModelCheck.Checked(Z3, ScriptCheck.Result.SATISFIED)),
        List.of("unsat"));
    assertEquals("cvc5", f.culprit());
    assertEquals("model", f.evidence());
    assertEquals("soundness|cvc5 wrong: unsat|QF_LIA", f.dedupKey());
  }

  @Test
  void theDeclaredStatusOutranksAFalsifyingModel() {
    Finding f = decide(List.of(Z3, CVC5), List.of(new ModelCheck.Checked(Z3, FALSE)), List.of("sat"));
    assertEquals("cvc5", f.culprit());
    assertEquals("status", f.evidence());
    assertTrue(f.detail().contains("by status: the script's expected answer is sat"), f.detail());
  }

  @Test
  void aFalsifyingModelBlamesTheSatSideWithoutAStatus() {
    Finding f = decide(List.of(Z3, CVC5), List.of(new ModelCheck.Checked(Z3, FALSE)), List.of());
    assertEquals("z3", f.culprit());
    assertEquals("invalid-model", f.evidence());
  }

  @Test
  void aStatusDecidesTheQueryWhereTheSidesFirstDiffer() {
    Outcome a = ClassifierTest.outcome("z3", 0, "sat\\nunsat\\n", "");
    Outcome b = ClassifierTest.outcome("cvc5", 0, "sat\\nsat\\n", "");
    Finding f = decide(List.of(a, b), List.of(), List.of("unsat", "unsat"));
    assertEquals("cvc5", f.culprit(), "the first query's expectation (unsat) must not decide query 2");
    assertEquals("status", f.evidence());
  }

  @Test
  void agreeingThirdConfigurationsVoteAsWeakerEvidence() {
    Outcome third = ClassifierTest.outcome("cvc4", 0, "unsat\\n", "");
    Finding f = decide(List.of(Z3, CVC5, third), List.of(new ModelCheck.Checked(Z3, OPEN)), List.of());
    assertEquals("z3", f.culprit());
    assertEquals("vote", f.evidence());
    assertTrue(f.detail().contains("weaker evidence"), f.detail());
  }

  @Test
  void splitVotesAndUnknownsDecideNothing() {
    Outcome unknown = ClassifierTest.outcome("cvc4", 0, "unknown\\n", "");
    Finding f = decide(List.of(Z3, CVC5, unknown), List.of(new ModelCheck.Checked(Z3, OPEN)), List.of());
    assertEquals("undecided", f.culprit());
    assertNull(f.evidence());
    assertTrue(f.detail().contains("leaves assertion 2 open: a value left open"), f.detail());
  }

  @Test
  void anUnknownExpectationIsNoEvidence() {
    Finding f = decide(List.of(Z3, CVC5), List.of(), List.of("unknown"));
    assertEquals("undecided", f.culprit());
    assertTrue(f.detail().contains("no model to decide"), f.detail());
  }

  /** A verified model outranks a declared status: the declaration is in doubt, not the solver. */
  @Test
  void aSatisfyingModelPutsAContraryStatusInDoubt() {
    List<Finding> status = Oracle.judge(List.of(Z3), "unsat", "QF_LIA");
    List<ModelCheck.Checked> model = List.of(new ModelCheck.Checked(Z3, ScriptCheck.Result.SATISFIED));
    Finding f = Attribution.decide(status, List.of(Z3), model, List.of("unsat"), "QF_LIA").get(0);
    assertEquals("status", f.kind());
    assertEquals("undecided", f.culprit());
    assertTrue(f.detail().contains("the expected answer is in doubt"), f.detail());
    Finding kept = Attribution.decide(status, List.of(Z3), List.of(new ModelCheck.Checked(Z3, OPEN)), List.of("unsat"),
        "QF_LIA").get(0);
    assertNull(kept.culprit(), "an open model leaves the status finding as it is");
  }

  /** Soundness findings between the first two outcomes, attributed. */
  private static Finding decide(List<Outcome> outcomes, List<ModelCheck.Checked> models, List<String> expected) {
    List<Finding> all = Oracle.judge(outcomes.subList(0, 2), null, "QF_LIA");
    List<Finding> decided = Attribution.decide(all, outcomes, models, expected, "QF_LIA");
    assertEquals(1, decided.size(), decided::toString);
    return decided.get(0);
  }
}
