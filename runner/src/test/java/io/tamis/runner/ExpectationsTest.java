package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.runner.oracle.Expectations;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** cvc5's suite comments as an oracle: expected answers in order, and scripts meant to fail. */
class ExpectationsTest {
  private static final String TWO_QUERIES = """
      ; COMMAND-LINE: --incremental
      ; EXPECT: sat
      ; EXPECT: ((x 1))
      ; EXPECT: unsat
      (set-logic QF_LIA)
      (declare-fun x () Int)
      (assert (= x 1))
      (check-sat)
      (get-value (x))
      (assert (= x 2))
      (check-sat)
      """;

  @Test
  void answersLineUpWithTheQueries() {
    Expectations e = Expectations.of(bytes(TWO_QUERIES));
    assertEquals(List.of("sat", "unsat"), e.answers());
    assertEquals(0, e.exit());
    assertNull(e.single());
  }

  /**
   * z3's rewriter.hi_div0 false leaves division by zero open for z3 alone (z3test t135): z3's sat against
   * cvc5's unsat there is no soundness finding.
   */
  @Test
  void anOptionThatChangesOneSolversSemanticsTurnsTheDifferentialOff() {
    String script = "(set-option :rewriter.hi-div0 false)\n(set-logic QF_BV)\n(check-sat)\n";
    Expectations e = Expectations.of(bytes(script));
    assertEquals(true, e.oneSolverSemantics());
    List<Outcome> outcomes = List.of(ClassifierTest.outcome("z3", 0, "sat\\n", ""),
        ClassifierTest.outcome("cvc5", 0, "unsat\\n", ""));
    assertEquals(List.of(), Oracle.judge(outcomes, null, e, "QF_BV"));
    assertEquals(1, Oracle.judge(outcomes, null, Expectations.of(bytes(script.replace("false", "true"))), "QF_BV")
        .size());
  }

  /**
   * After a block-model the next query's answer depends on the model blocked (cvc5 regress1/model-blocker-values:
   * cvc5 with --simplification=none finds another first model, and a third sat where cvc5 says unsat).
   */
  @Test
  void aBlockedModelTurnsTheDifferentialOff() {
    String script = "(set-logic QF_UFLIA)\n(declare-fun a () Int)\n(check-sat)\n(block-model :values)\n(check-sat)\n";
    assertEquals(true, Expectations.of(bytes(script)).oneSolverSemantics());
    assertEquals(false, Expectations.of(bytes(script.replace("(block-model :values)\n", ""))).oneSolverSemantics());
  }

  /** A scrubbed or error-ending script expects fewer answers than it has queries: not used as an oracle. */
  @Test
  void answersThatDoNotLineUpAreNotUsed() {
    Expectations e = Expectations.of(bytes(TWO_QUERIES.replace("; EXPECT: unsat\n", "")));
    assertEquals(List.of(), e.answers());
  }

  @Test
  void aScriptMeantToFailSaysSo() {
    Expectations e = Expectations.of(bytes("; EXPECT-ERROR: (error \"x\")\n; EXIT: 1\n(check-sat)\n(foo)\n"));
    assertEquals(1, e.exit());
    assertEquals(Expectations.NONE, Expectations.of(bytes("(check-sat)\n")));
  }

  @Test
  void theSecondAnswerContradictedIsAFindingOfItsOwnKind() {
    Expectations e = Expectations.of(bytes(TWO_QUERIES));
    List<Finding> f = Oracle.judge(List.of(outcome("z3", "sat\n((x 1))\nsat\n")), null, e, "QF_LIA");
    assertEquals(List.of("expect"), f.stream().map(Finding::kind).toList());
    assertEquals("z3 answered sat at check-sat 2, expected unsat (the script's ; EXPECT: lines)", f.get(0).detail());
    assertEquals(List.of(), Oracle.judge(List.of(outcome("z3", "sat\n((x 1))\nunsat\n")), null, e, "QF_LIA"));
    assertEquals(List.of(), Oracle.judge(List.of(outcome("z3", "sat\n((x 1))\nunknown\n")), null, e, "QF_LIA"));
  }

  @Test
  void aOneQueryExpectationStandsInForAMissingStatus() {
    Expectations e = Expectations.of(bytes("; EXPECT: unsat\n(set-logic QF_LIA)\n(check-sat)\n"));
    assertEquals("unsat", e.single());
    List<Finding> f = Oracle.judge(List.of(outcome("z3", "sat\n")), null, e, "QF_LIA");
    assertEquals(List.of("status"), f.stream().map(Finding::kind).toList());
  }

  /** cvc5's suite runs strings-alpha-card-65 with a 32-letter alphabet: its unsat holds for no default run. */
  @Test
  void answersUnderASemanticOptionAreNotAnOracle() {
    Expectations e = Expectations.of(bytes("; COMMAND-LINE: --strings-alpha-card=32\n; EXPECT: unsat\n"
        + "(set-info :status unsat)\n(check-sat)\n"));
    assertEquals(List.of(), Oracle.judge(List.of(outcome("z3", "sat\n")), "unsat", e, "QF_SLIA"));
    Expectations plain = Expectations.of(bytes("; COMMAND-LINE: --strings-exp\n; EXPECT: unsat\n(check-sat)\n"));
    assertEquals(1, Oracle.judge(List.of(outcome("z3", "sat\n")), "unsat", plain, "QF_SLIA").size());
  }

  /** set-info-status.smt2 sets a wrong :status on purpose and expects cvc5's error (; EXIT: 1). */
  @Test
  void theStatusErrorAScriptIsMeantToRaiseIsNoFinding() {
    Expectations e = Expectations.of(bytes("; EXPECT: (error \"Expected result unsat but got sat\")\n; EXIT: 1\n"
        + "(set-info :status unsat)\n(check-sat)\n"));
    Outcome cvc5 = ClassifierTest.outcome("cvc5", 1, "(error \"Expected result unsat but got sat\")\n", "");
    assertEquals(List.of(), Oracle.judge(List.of(cvc5), "unsat", e, "QF_BV"));
    assertEquals(1, Oracle.judge(List.of(cvc5), "unsat", Expectations.NONE, "QF_BV").size());
  }

  private static Outcome outcome(String label, String stdout) {
    return ClassifierTest.outcome(label, 0, stdout, "");
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }
}
