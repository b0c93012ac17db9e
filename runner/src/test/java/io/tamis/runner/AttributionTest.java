package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.runner.oracle.Attribution;
import io.tamis.runner.oracle.CoreCheck;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which evidence names the wrong side of a sat/unsat disagreement, strongest first. */
class AttributionTest {
  private static final Outcome Z3 = ClassifierTest.outcome("z3", 0, "sat\\n", "");
  private static final Outcome CVC5 = ClassifierTest.outcome("cvc5", 0, "unsat\\n", "");
  private static final ScriptCheck.Result FALSE = new ScriptCheck.Result(ScriptCheck.Verdict.FALSE, 2, 2, null, "");
  private static final ScriptCheck.Result OPEN = new ScriptCheck.Result(ScriptCheck.Verdict.UNKNOWN, 2, 2, null,
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
    assertEquals("z3", kept.culprit(), "an open model leaves the expected answer as the evidence");
    assertEquals("status", kept.evidence());
  }

  /** A sat answer on the unsat side's core, with a model that satisfies the core, outranks a status. */
  @Test
  void aSatisfiedCoreOutranksTheDeclaredStatus() {
    CoreCheck core = new CoreCheck(CVC5, 2, 5, List.of(new CoreCheck.Run(Z3, ScriptCheck.Result.SATISFIED, OPEN)));
    Finding f = decide(List.of(Z3, CVC5), List.of(new ModelCheck.Checked(Z3, OPEN)), List.of("unsat"), core);
    assertEquals("cvc5", f.culprit());
    assertEquals("core", f.evidence());
    assertTrue(f.detail().contains("its unsat core is sat for z3, whose model satisfies it"), f.detail());
  }

  /** The sat side answering unsat on the other side's core contradicts its own sat: weaker than a false model. */
  @Test
  void aSatSideThatFindsTheCoreUnsatIsBlamedAfterTheModels() {
    Outcome onCore = ClassifierTest.outcome("z3", 0, "unsat\n", "");
    CoreCheck core = new CoreCheck(CVC5, 2, 5, List.of(new CoreCheck.Run(onCore, null, null)));
    Finding f = decide(List.of(Z3, CVC5), List.of(new ModelCheck.Checked(Z3, OPEN)), List.of(), core);
    assertEquals("z3", f.culprit());
    assertEquals("core", f.evidence());
    Finding byModel = decide(List.of(Z3, CVC5), List.of(new ModelCheck.Checked(Z3, ScriptCheck.Result.SATISFIED)),
        List.of(), core);
    assertEquals("model", byModel.evidence(), "a satisfying model outranks the core's unsat");
  }

  /** The unsat side's own proof check failed under its proof mode: it is blamed, before modes and votes. */
  @Test
  void aFailedProofCheckBlamesTheUnsatSide() {
    Outcome third = ClassifierTest.outcome("cvc4", 0, "unsat\n", "");
    Finding proof = new Finding("proof", List.of("cvc5 {--check-proofs}"), "failed", "proof|cvc5|x",
        "cvc5 {--check-proofs}", "proof");
    List<Finding> all = new java.util.ArrayList<>(Oracle.judge(List.of(Z3, CVC5), null, "QF_LIA"));
    all.add(proof);
    Finding f = Attribution.decide(all, List.of(Z3, CVC5, third), List.of(new ModelCheck.Checked(Z3, OPEN)),
        List.of(), "QF_LIA").get(0);
    assertEquals("cvc5", f.culprit());
    assertEquals("proof", f.evidence());
  }

  /**
   * A solver that gives the other side's answer under another of its modes contradicts itself; a mode that
   * agrees with its own solver does not vote for it (they may share the bug).
   */
  @ParameterizedTest
  @CsvSource({"sat, cvc5, mode", "unsat, undecided, "})
  void aSolversOwnModeCountsOnlyAgainstIt(String modeAnswer, String culprit, String evidence) {
    Outcome cvc5Mode = ClassifierTest.outcome("cvc5 {--simplification=none}", 0, modeAnswer + "\\n", "");
    Finding f = decide(List.of(Z3, CVC5, cvc5Mode), List.of(new ModelCheck.Checked(Z3, OPEN)), List.of());
    assertEquals(culprit, f.culprit());
    assertEquals(evidence, f.evidence());
  }

  /** Between two modes of one solver, its other modes decide when they all agree with one side. */
  @Test
  void otherModesDecideBetweenTwoModesOfOneSolver() {
    Outcome base = ClassifierTest.outcome("z3", 0, "unsat\n", "");
    Outcome arith = ClassifierTest.outcome("z3 {smt.arith.solver=2}", 0, "sat\n", "");
    Outcome core = ClassifierTest.outcome("z3 {tactic.default_tactic=smt}", 0, "unsat\n", "");
    List<Finding> all = Oracle.judgeModes(List.of(base), List.of(arith, core), List.of(), null,
        io.tamis.runner.oracle.Expectations.NONE, "QF_LIA");
    Finding f = Attribution.decide(all, List.of(base, arith, core),
        List.of(new ModelCheck.Checked(arith, OPEN)), List.of(), "QF_LIA").get(0);
    assertEquals("z3 {smt.arith.solver=2}", f.culprit());
    assertEquals("mode", f.evidence());
    assertEquals("soundness|z3 {smt.arith.solver=2} wrong: sat|QF_LIA", f.dedupKey());
  }

  /**
   * Other solvers that side with the lone mode outweigh the solver's own modes, which share its code: z3@main
   * unsat and under tactic.default_tactic=smt, sat under proof=true, cvc5 sat in four modes (bench/notes/2026-11-28-issue-40-wave-3-triaged-cvc5-1.3.0.md: the
   * script is sat, with a division by zero; proof=true was right). The vote blames the majority of z3's modes.
   */
  @Test
  void otherSolversOutweighTheOwnModesBetweenTwoModesOfOneSolver() {
    Outcome base = ClassifierTest.outcome("z3", 0, "unsat\n", "");
    Outcome proof = ClassifierTest.outcome("z3 {proof=true}", 0, "sat\n", "");
    Outcome tactic = ClassifierTest.outcome("z3 {tactic.default_tactic=smt}", 0, "unsat\n", "");
    Outcome cvc5 = ClassifierTest.outcome("cvc5", 0, "sat\n", "");
    Outcome mbqi = ClassifierTest.outcome("cvc5 {--mbqi}", 0, "sat\n", "");
    List<Finding> all = Oracle.judgeModes(List.of(base), List.of(proof, tactic), List.of(), null,
        io.tamis.runner.oracle.Expectations.NONE, "ALL");
    Finding f = Attribution.decide(all, List.of(base, proof, tactic, cvc5, mbqi),
        List.of(new ModelCheck.Checked(proof, OPEN)), List.of(), "ALL").get(0);
    assertEquals("z3", f.culprit(), f.detail());
    assertEquals("vote", f.evidence());
    Outcome unsatCvc5 = ClassifierTest.outcome("cvc5", 0, "unsat\n", "");
    Finding split = Attribution.decide(all, List.of(base, proof, tactic, cvc5, unsatCvc5),
        List.of(new ModelCheck.Checked(proof, OPEN)), List.of(), "ALL").get(0);
    assertEquals("undecided", split.culprit(), "other solvers split: neither the modes nor a vote decide");
  }

  /** Soundness findings between the first two outcomes, attributed. */
  private static Finding decide(List<Outcome> outcomes, List<ModelCheck.Checked> models, List<String> expected,
      CoreCheck... cores) {
    List<Finding> all = Oracle.judge(outcomes.subList(0, 2), null, "QF_LIA");
    List<Finding> decided = Attribution.decide(all, outcomes, models, expected, "QF_LIA", List.of(cores));
    assertEquals(1, decided.size(), decided::toString);
    return decided.get(0);
  }
}
