package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.script.Script;
import io.tamis.core.smtlib.SmtLibException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading real get-model answers of z3 4.8.12 and cvc5 1.0.3 (captured from runs on these scripts). */
class ModelReaderTest {
  static final String DECLARATIONS = """
      (set-logic ALL)
      (declare-sort U 0)
      (declare-fun u1 () U)
      (declare-fun u2 () U)
      (declare-fun g (U) Int)
      (declare-fun f (Int Int) Int)
      (declare-fun a () (Array Int Int))
      (declare-fun b () (Array Int Bool))
      (declare-fun x () Real)
      (declare-fun y () Real)
      (declare-fun i () Int)
      (declare-fun bv () (_ BitVec 8))
      (declare-fun s () String)
      (declare-fun fp1 () (_ FloatingPoint 8 24))
      (declare-fun fp2 () Float64)
      (declare-fun h (Int) Int)
      """;

  static final String Z3 = """
      sat
      (
        ;; universe for U:
        ;;   U!val!1 U!val!0
        ;; -----------
        ;; definitions for universe elements:
        (declare-fun U!val!1 () U)
        (declare-fun U!val!0 () U)
        ;; cardinality constraint:
        (forall ((x U)) (or (= x U!val!1) (= x U!val!0)))
        ;; -----------
        (define-fun fp1 () (_ FloatingPoint 8 24)
          (fp #b1 #x00 #b00000000000000000000001))
        (define-fun b () (Array Int Bool)
          ((as const (Array Int Bool)) true))
        (define-fun a () (Array Int Int)
          ((as const (Array Int Int)) (- 5)))
        (define-fun fp2 () Float64
          (_ NaN 11 53))
        (define-fun u1 () U
          U!val!0)
        (define-fun i () Int
          7)
        (define-fun u2 () U
          U!val!1)
        (define-fun s () String
          "aHb")
        (define-fun bv () (_ BitVec 8)
          #xfe)
        (define-fun y () Real
          (/ 1.0 3.0))
        (define-fun x () Real
          0.0)
        (define-fun f ((x!0 Int) (x!1 Int)) Int
          (ite (and (= x!0 2) (= x!1 2)) 7
          (ite (and (= x!0 7) (= x!1 3)) (- 8)
            5)))
        (define-fun g ((x!0 U)) Int
          3)
        (define-fun div0 ((x!0 Int) (x!1 Int)) Int
          7)
        (define-fun h ((x!0 Int)) Int
          (+ 1 x!0))
        (define-fun mod0 ((x!0 Int) (x!1 Int)) Int
          0)
      )
      """;

  static final String CVC5 = """
      unknown
      (
      ; cardinality of U is 1
      ; rep: (as @U_0 U)
      (define-fun u1 () U (as @U_0 U))
      (define-fun u2 () U (as @U_0 U))
      (define-fun g ((BOUND_VARIABLE_5793 U)) Int 0)
      (define-fun f ((BOUND_VARIABLE_5796 Int) (BOUND_VARIABLE_5797 Int)) Int 0)
      (define-fun a () (Array Int Int) ((as const (Array Int Int)) 0))
      (define-fun b () (Array Int Bool) ((as const (Array Int Bool)) false))
      (define-fun x () Real (/ (/ 1 3) 0.0))
      (define-fun y () Real (/ 1 3))
      (define-fun i () Int 0)
      (define-fun bv () (_ BitVec 8) #b11111110)
      (define-fun s () String "aHb")
      (define-fun fp1 () (_ FloatingPoint 8 24) (fp #b0 #b00000000 #b00000000000000000000000))
      (define-fun fp2 () (_ FloatingPoint 11 53) (fp #b0 #b00000000000 #b0000000000000000000000000000000000000000000000000000))
      (define-fun h ((BOUND_VARIABLE_5806 Int)) Int 0)
      )
      """;

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "u1 -> U!val!0",
      "(= u1 u2) -> false",
      "(g u2) -> 3",
      "(f 2 2) -> 7",
      "(f 7 3) -> (- 8)",
      "(f 1 2) -> 5",
      "(select a 9) -> (- 5)",
      "(select b 7) -> true",
      "(fp.isNegative fp1) -> true",
      "(fp.isSubnormal fp1) -> true",
      "(fp.isNaN fp2) -> true",
      "(h 41) -> 42",
      "(div 5 (- i 7)) -> 7",
      "(mod 5 (- i 7)) -> 0",
      "s -> \"aHb\"",
      "y -> (/ 1.0 3.0)",
      "bv -> #xfe",
      "(forall ((v U)) (or (= v u1) (= v u2))) -> true",
      "(exists ((v U)) (= (g v) 4)) -> false",
  })
  void z3Model(String term, String expected) {
    assertEquals(expected, Eval.value(DECLARATIONS, Z3, term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "u1 -> (as @U_0 U)",
      "(= u1 u2) -> true",
      "(g u1) -> 0",
      "(f 5 6) -> 0",
      "y -> (/ 1.0 3.0)",
      "bv -> #xfe",
      "(fp.isZero fp2) -> true",
  })
  void cvc5Model(String term, String expected) {
    assertEquals(expected, Eval.value(DECLARATIONS, CVC5, term).toString());
  }

  /** cvc5's "; cardinality of U is 1" is a comment, no part of the model: U may have more elements. */
  @Test
  void aCardinalityCommentLeavesTheUniverseOpen() {
    assertTrue(Eval.value(DECLARATIONS, CVC5, "(forall ((v U)) (= v u1))").isUnknown());
  }

  @Test
  void divisionByZeroWithoutInterpretationIsUnknown() {
    assertTrue(Eval.value(DECLARATIONS, CVC5, "x").isUnknown());
    assertTrue(Eval.value(DECLARATIONS, Z3, "(/ y 0.0)").isUnknown());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(select c 7720) -> 1",
      "(select c 7719) -> 2",
      "(select (select b #b01) 5) -> true",
      "(select (select b #b10) 5) -> false",
      "(select d 3) -> 4",
      "(select e 0) -> false",
      "(select e 1) -> true",
  })
  void lambdasAndAsArray(String term, String expected) {
    String declarations = """
        (declare-fun b () (Array (_ BitVec 2) (Array Int Bool)))
        (declare-fun c () (Array Int Int))
        (declare-fun d () (Array Int Int))
        (declare-fun e () (Array Int Bool))
        """;
    String answer = """
        sat
        (
          (define-fun b () (Array (_ BitVec 2) (Array Int Bool))
            (store ((as const (Array (_ BitVec 2) (Array Int Bool)))
                 ((as const (Array Int Bool)) false))
               #b01
               ((as const (Array Int Bool)) true)))
          (define-fun c () (Array Int Int)
            (lambda ((x!1 Int)) (ite (<= 7720 x!1) 1 2)))
          (define-fun d () (Array Int Int) (_ as-array k!0))
          (define-fun e () (Array Int Bool) (store (lambda ((y Int)) (> y (k!0 y))) 1 true))
          (define-fun k!0 ((x!0 Int)) Int (+ x!0 1))
        )
        """;
    assertEquals(expected, Eval.value(declarations, answer, term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "l -> (cons (- 7) nil)",
      "(hd l) -> (- 7)",
      "r -> (- (/ 1.0 3.0))",
      "(str.len s) -> 4",
      "(select a 2) -> (/ 5.0 2.0)",
      "(select a 3) -> 0.0",
      "(f 3) -> 4",
      "(seq.len q) -> 2",
      "(seq.nth q 1) -> 1",
  })
  void cvc5QualifiedConstructorsAndRationals(String term, String expected) {
    String declarations = """
        (set-logic ALL)
        (declare-datatypes ((L 1)) ((par (T) ((nil) (cons (hd T) (tl (L T)))))))
        (declare-fun l () (L Int))
        (declare-fun f (Int) Int)
        (declare-fun r () Real)
        (declare-fun s () String)
        (declare-fun q () (Seq Int))
        (declare-fun a () (Array Int Real))
        """;
    String answer = """
        sat
        (
        (define-fun l () (L Int) ((as cons (L Int)) (- 7) (as nil (L Int))))
        (define-fun f ((_arg_1 Int)) Int (ite (= _arg_1 3) 4 (- 4)))
        (define-fun r () Real (/ (- 1) 3))
        (define-fun s () String "\\u{1f600}\\u{7f}\\u{0}a")
        (define-fun q () (Seq Int) (seq.++ (seq.unit 1) (seq.unit 1)))
        (define-fun a () (Array Int Real) (store ((as const (Array Int Real)) 0.0) 2 (/ 5 2)))
        )
        """;
    String actual = Eval.value(declarations, answer, term).toString();
    assertEquals(expected, actual.startsWith("unknown") ? "unknown" : actual);
  }

  @Test
  void oldStyleModelKeywordAndForwardReferences() {
    String answer = "(model (define-fun x () Int (k!1 2)) (define-fun k!1 ((x!0 Int)) Int (* x!0 10)))";
    assertEquals("20", Eval.value("(declare-fun x () Int)", answer, "x").toString());
  }

  @Test
  void z3AndCvc5EscapesGiveTheSameString() {
    String declarations = "(declare-fun x () String)";
    Value z3 = Eval.value(declarations, "((define-fun x () String \"\\0\\x06\\\\\"\"\\t\"))", "x");
    Value cvc5 = Eval.value(declarations,
        "((define-fun x () String \"\\u{5c}0\\u{5c}x06\\u{5c}\\u{5c}\"\"\\u{5c}t\"))", "x");
    assertEquals(z3, cvc5);
    assertEquals("(- 1)", Eval.value(declarations, "((define-fun x () String \"\\u{5c}0\"))", "(str.to_int x)")
        .toString());
  }

  @Test
  void algebraicNumbersAreUnknown() {
    Value v = Eval.value("(declare-fun r () Real)",
        "((define-fun r () Real (root-obj (+ (^ x 2) (- 2)) 1)))", "(* r r)");
    assertTrue(v instanceof Unknown u && u.reason().contains("algebraic number"), v.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "'sat\n(\n  (define-fun x () Int\n    (+ 1 zz)))\n' -> get-model:4:10: unknown symbol 'zz'",
      "'sat\n(\n  (define-fun x () Int\n    true))\n' -> get-model:3:15: body of 'x' has sort Bool, declared Int",
      "'sat\n(\n  (define-fun x () Int 1)\n' -> get-model:2:1: unbalanced '('",
      "'unsat\n' -> get-model:1:1: expected one model",
      "'(error \"line 5 column 10: model is not available\")' -> get-model:1:1: the solver answered",
      "'((define-fun x () Int 1) (assert true))' -> get-model:1:26: expected define-fun or declare-fun",
      "'(\n(define-fun y () (Array Int Int) (lambda ((v Int)) (+ v x!0 zz))))' -> get-model:2:34: unknown symbol",
  })
  void errorsNameTheLineAndColumnOfTheAnswer(String answer, String message) {
    Script s = Eval.script("(declare-fun x () Int)(declare-fun y () (Array Int Int))");
    SmtLibException e = assertThrows(SmtLibException.class,
        () -> ModelReader.read(s, answer.getBytes(StandardCharsets.ISO_8859_1)));
    assertTrue(e.getMessage().startsWith(message), e.getMessage());
  }

  @Test
  void aHundredThousandDeepIteChainIsReadAndEvaluatedOnTheHeap() {
    int depth = 100_000;
    StringBuilder body = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      body.append("(ite (= x!0 ").append(i).append(") ").append(i + 1).append(' ');
    }
    body.append("0").append(")".repeat(depth));
    String answer = "(\n  (define-fun f ((x!0 Int)) Int\n    " + body + "))";
    String declarations = "(declare-fun f (Int) Int)";
    assertEquals("100000", Eval.value(declarations, answer, "(f 99999)").toString());
    assertEquals("0", Eval.value(declarations, answer, "(f (- 1))").toString());
  }

  @Test
  void abstractValuesOfTheTwoSolversAreDistinctValues() {
    Value z3 = Eval.value(DECLARATIONS, Z3, "u1");
    Value cvc5 = Eval.value(DECLARATIONS, CVC5, "u1");
    assertNotEquals(z3, cvc5);
  }
}
