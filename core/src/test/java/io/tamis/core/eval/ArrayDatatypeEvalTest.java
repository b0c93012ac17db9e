package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Arrays (constant, store chains, extensional equality) and datatypes (constructors, selectors, testers, match). */
class ArrayDatatypeEvalTest {
  private static final String CONST = "((as const (Array Int Int)) 0)";

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(select (store C 1 5) 1) -> 5",
      "(select (store C 1 5) 2) -> 0",
      "(select (store (store C 1 5) 1 6) 1) -> 6",
      "(= (store C 1 0) C) -> true",
      "(= (store C 1 5) C) -> false",
      "(= (store (store C 1 5) 2 6) (store (store C 2 6) 1 5)) -> true",
      "(= (store (store C 1 5) 1 0) C) -> true",
      "(= ((as const (Array Int Int)) 1) C) -> false",
      "(= ((as const (Array (_ BitVec 1) Int)) 0) (store (store ((as const (Array (_ BitVec 1) Int)) 1) #b0 0) #b1 0)) -> true",
      "(= ((as const (Array (_ BitVec 1) Int)) 0) (store ((as const (Array (_ BitVec 1) Int)) 1) #b0 0)) -> false",
      "(= ((as const (Array Bool Int)) 3) (store (store ((as const (Array Bool Int)) 1) true 3) false 3)) -> true",
      "(select ((as const (Array Int (Array Int Bool))) ((as const (Array Int Bool)) true)) 4) -> ((as const (Array Int Bool)) true)",
      "(distinct C (store C 0 1) (store C 0 2)) -> true",
  })
  void arrays(String term, String expected) {
    assertEquals(expected, Eval.value(term.replace("C", CONST)).toString());
  }

  @Test
  void arrayEqualityOverAnUninterpretedIndexWithoutUniverseIsUnknown() {
    Value v = Eval.value("(declare-sort U 0)(declare-const u U)",
        "sat ((define-fun u () U U!val!0))",
        "(= ((as const (Array U Int)) 0) (store ((as const (Array U Int)) 1) u 0))");
    assertTrue(v.isUnknown(), v.toString());
  }

  /** cvc5's "; cardinality of U is 1" is a comment, no part of the model: U may have a second element. */
  @Test
  void arrayEqualityOverAUniverseOnlyACommentStatesIsUnknown() {
    String answer = """
        sat
        (
        ; cardinality of U is 1
        ; rep: (as @U_0 U)
        (define-fun u () U (as @U_0 U))
        )
        """;
    Value v = Eval.value("(declare-sort U 0)(declare-const u U)", answer,
        "(= ((as const (Array U Int)) 0) (store ((as const (Array U Int)) 1) u 0))");
    assertTrue(v.isUnknown(), v.toString());
  }

  @Test
  void arrayEqualityOverAStatedUniverseIsDecided() {
    String answer = """
        (
          (declare-fun U!val!0 () U)
          (forall ((x U)) (= x U!val!0))
          (define-fun u () U U!val!0)
        )
        """;
    Value v = Eval.value("(declare-sort U 0)(declare-const u U)", answer,
        "(= ((as const (Array U Int)) 0) (store ((as const (Array U Int)) 1) u 0))");
    assertEquals(BoolValue.TRUE, v);
  }

  private static final String LISTS = """
      (set-logic ALL)
      (declare-datatypes ((L 1)) ((par (T) ((nil) (cons (hd T) (tl (L T)))))))
      (declare-datatype Color ((red) (green) (blue)))
      (declare-datatype Pair ((pair (first Color) (second Bool))))
      """;

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(hd (cons 1 (as nil (L Int)))) -> 1",
      "(tl (cons 1 (as nil (L Int)))) -> nil",
      "((_ is cons) (cons 1 (as nil (L Int)))) -> true",
      "(is-nil (cons 1 (as nil (L Int)))) -> false",
      "(= (cons 1 (as nil (L Int))) (cons 1 (as nil (L Int)))) -> true",
      "(= (cons 1 (as nil (L Int))) (cons 2 (as nil (L Int)))) -> false",
      "(cons 1 (cons 2 (as nil (L Int)))) -> (cons 1 (cons 2 nil))",
      "(match (cons 1 (as nil (L Int))) ((nil 0) ((cons h t) (+ h 10)))) -> 11",
      "(match (as nil (L Int)) ((nil 0) ((cons h t) (+ h 10)))) -> 0",
      "(match red ((green 1) (c 2))) -> 2",
      "(forall ((c Color)) (or (= c red) (= c green) (= c blue))) -> true",
      "(exists ((p Pair)) (and (= (first p) blue) (not (second p)))) -> true",
      "(forall ((p Pair)) (= (first p) red)) -> false",
      "((_ update hd) (cons 1 (as nil (L Int))) 5) -> (cons 5 nil)",
      "((_ update hd) (as nil (L Int)) 5) -> nil",
      "((_ update second) (pair blue false) true) -> (pair blue true)",
  })
  void datatypes(String term, String expected) {
    assertEquals(expected, Eval.value(LISTS, term).toString());
  }

  @Test
  void selectorOnTheWrongConstructorIsUnknown() {
    Value v = Eval.value(LISTS, "(hd (as nil (L Int)))");
    assertTrue(v instanceof Unknown u && u.reason().contains("selects a field of cons"), v.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(forall ((b Bool)) (or b (not b))) -> true",
      "(exists ((b Bool) (c Bool)) (and b (not c))) -> true",
      "(forall ((x (_ BitVec 8))) (bvuge x #x00)) -> true",
      "(forall ((x (_ BitVec 8))) (bvult x #xff)) -> false",
      "(exists ((x (_ BitVec 8)) (y (_ BitVec 8))) (= (bvmul x y) #x3f)) -> true",
      "(forall ((x Int)) (or (> x 0) true)) -> true",
      "(exists ((x Int)) (and (> x 0) false)) -> false",
  })
  void quantifiersOverFiniteDomainsAndDecidedBodies(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "((lambda ((x Int)) x) 1) -> no evaluation rule for lambda",
      "(set.comprehension ((x Int)) (> x 0) x) -> no evaluation rule for set.comprehension",
      "(tuple 1 2) -> no evaluation rule for tuple",
  })
  void termsWithoutARuleAreUnknown(String term, String reason) {
    Value v = Eval.value(term);
    assertTrue(v instanceof Unknown u && u.reason().contains(reason), v.toString());
  }

  @Test
  void quantifierOverIntsWithAnOpenBodyIsUnknown() {
    assertTrue(Eval.value("(forall ((x Int)) (> (* x x) (- 1)))").isUnknown());
  }
}
