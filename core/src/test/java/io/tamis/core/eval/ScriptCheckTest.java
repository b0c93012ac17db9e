package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.script.Script;
import io.tamis.core.smtlib.TermPrinter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Checking a script's assertions under a model, and evaluating without recursion on depth. */
class ScriptCheckTest {
  private static ScriptCheck.Result check(String script, String answer) {
    Script s = Eval.script(script);
    return ScriptCheck.check(s, ModelReader.read(s, answer.getBytes(StandardCharsets.ISO_8859_1)));
  }

  @Test
  void satisfiedScript() {
    ScriptCheck.Result r = check("(declare-const x Int)(assert (> x 2))(assert (< x 5))(check-sat)",
        "sat ((define-fun x () Int 3))");
    assertEquals(ScriptCheck.Verdict.TRUE, r.verdict());
    assertEquals(-1, r.command());
  }

  @Test
  void namesTheFirstFalseAssertion() {
    ScriptCheck.Result r = check("(declare-const x Int)(assert (> x 2))(assert (< x 3))(assert (= x 0))(check-sat)",
        "sat ((define-fun x () Int 3))");
    assertEquals(ScriptCheck.Verdict.FALSE, r.verdict());
    assertEquals(2, r.command());
    assertEquals("(< x 3)", TermPrinter.toText(r.assertion()));
  }

  /** Messages name the assertion as people count them: the script's first assert is assertion 1. */
  @Test
  void numbersAssertionsFromOne() {
    ScriptCheck.Result r = check("(declare-const x Int)(declare-const y Int)(assert (= x 1))(check-sat)",
        "((define-fun x () Int 0) (define-fun y () Int 0))");
    assertEquals(2, r.command());
    assertEquals(1, r.number());
  }

  @Test
  void falseWinsOverAnEarlierUnknown() {
    ScriptCheck.Result r = check("(declare-const x Int)(assert (= (div x 0) 1))(assert (< x 3))(check-sat)",
        "((define-fun x () Int 3))");
    assertEquals(ScriptCheck.Verdict.FALSE, r.verdict());
    assertEquals(2, r.command());
  }

  @Test
  void unknownSaysWhy() {
    ScriptCheck.Result r = check("(declare-const x Int)(assert (= (div x 0) 1))(check-sat)",
        "((define-fun x () Int 3))");
    assertEquals(ScriptCheck.Verdict.UNKNOWN, r.verdict());
    assertTrue(r.reason().contains("div0"), r.reason());
  }

  @Test
  void onlyAssertionsInScopeAtTheFirstCheckSatCount() {
    String script = """
        (declare-const x Int)
        (push 1)
        (assert (= x 5))
        (pop 1)
        (assert (> x 2))
        (check-sat)
        (assert (= x 7))
        """;
    assertEquals(ScriptCheck.Verdict.TRUE, check(script, "((define-fun x () Int 3))").verdict());
  }

  @Test
  void assumptionsOfCheckSatAssumingCount() {
    String script = "(declare-const p Bool)(declare-const q Bool)(assert p)(check-sat-assuming (q))";
    ScriptCheck.Result r = check(script, "((define-fun p () Bool true) (define-fun q () Bool false))");
    assertEquals(ScriptCheck.Verdict.FALSE, r.verdict());
    assertEquals(3, r.command());
  }

  @Test
  void namedTermsAndDefinitionsOfTheScriptAreUsed() {
    String script = """
        (declare-const x Int)
        (define-fun twice ((v Int)) Int (* 2 v))
        (assert (! (> (twice x) 5) :named big))
        (assert big)
        (check-sat)
        """;
    assertEquals(ScriptCheck.Verdict.TRUE, check(script, "((define-fun x () Int 3))").verdict());
  }

  @Test
  void runawayRecursionIsUnknownNotAStackOverflow() {
    String script = """
        (define-fun-rec loop ((n Int)) Int (+ 1 (loop (+ n 1))))
        (assert (> (loop 0) 0))
        (check-sat)
        """;
    ScriptCheck.Result r = check(script, "()");
    assertEquals(ScriptCheck.Verdict.UNKNOWN, r.verdict());
    assertTrue(r.reason().contains("budget"), r.reason());
  }

  @Test
  void recursiveDefinitionsEvaluate() {
    String script = """
        (define-fun-rec fact ((n Int)) Int (ite (<= n 1) 1 (* n (fact (- n 1)))))
        (assert (= (fact 20) 2432902008176640000))
        (check-sat)
        """;
    assertEquals(ScriptCheck.Verdict.TRUE, check(script, "()").verdict());
  }

  private static final int DEPTH = 100_000;

  @ParameterizedTest
  @ValueSource(strings = {"(not %s)", "(+ 1 %s)", "(ite (> x 0) %s 0)", "(let ((w %s)) (+ w 1))",
      "(forall ((b Bool)) (and b %s))", "(select (store ((as const (Array Int Int)) 0) 1 %s) 1)"})
  void hundredThousandDeepTermsEvaluateOnTheHeap(String layer) {
    String[] parts = layer.split("%s");
    boolean bool = layer.startsWith("(not") || layer.startsWith("(forall");
    String leaf = bool ? "(> x 0)" : "x";
    String deep = parts[0].repeat(DEPTH) + leaf + parts[1].repeat(DEPTH);
    String assertion = bool ? "(or " + deep + " true)" : "(> " + deep + " (- 1))";
    ScriptCheck.Result r = check("(declare-const x Int)(assert " + assertion + ")(check-sat)",
        "((define-fun x () Int 1))");
    assertEquals(ScriptCheck.Verdict.TRUE, r.verdict(), r.reason());
  }
}
