package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Finite sets in cvc5's names and in z3 5's, evaluated alike. */
class SetEvalTest {
  private static final String Z3 = "(set-logic ALL)(declare-fun C () (FiniteSet Int))";
  private static final String CVC5 = "(set-logic ALL)(declare-fun C () (Set Int))";

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(set.size (set.difference C (set.singleton 2))) -> 1",
      "(set.size (set.union C (set.singleton 5))) -> 3",
      "(set.size (set.intersect C (set.singleton 2))) -> 1",
      "(set.in 3 C) -> true",
      "(set.in 4 (set.union C (set.singleton 5))) -> false",
      "(set.subset (set.singleton 3) C) -> true",
      "(set.subset C (set.singleton 3)) -> false",
      "(= C (set.union C (set.singleton 2))) -> true",
      "(= C (set.union C (set.singleton 4))) -> false",
      "(>= (set.size (set.difference C (set.singleton 2))) 0) -> true",
  })
  void z3FiniteSets(String term, String expected) {
    // The empty set pins the union to z3's sort: cvc5's (Set A) shares set.union and set.singleton.
    String model = "((define-fun C () (FiniteSet Int) (set.union (set.singleton 2) (set.union (set.singleton 3)"
        + " (as set.empty (FiniteSet Int))))))";
    assertEquals(expected, Eval.value(Z3, model, term).toString());
  }

  /** z3 5 names a set whose size it decided by {@code set.unique}, without its elements. */
  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(set.in #b00 U) -> true",
      "(set.size U) -> 4",
      "(= U (set.union U (set.singleton #b11))) -> true",
      "(set.in #b01 (set.difference U V)) -> true",
  })
  void z3SetOfEveryElementOfASmallSort(String term, String expected) {
    String declarations = "(set-logic ALL)(declare-fun U () (FiniteSet (_ BitVec 2)))"
        + "(declare-fun V () (FiniteSet (_ BitVec 2)))";
    String model = "((define-fun U () (FiniteSet (_ BitVec 2)) ((as set.unique (FiniteSet (_ BitVec 2))) 1 4))\n"
        + " (define-fun V () (FiniteSet (_ BitVec 2)) (set.union (set.singleton #b11) (as set.empty (FiniteSet"
        + " (_ BitVec 2))))))";
    assertEquals(expected, Eval.value(declarations, model, term).toString());
  }

  @ParameterizedTest
  @CsvSource({
      "(FiniteSet Int), 1 4, (set.in 0 U), (set.unique 1 4) names a set of size 4 without its elements",
      "(FiniteSet (_ BitVec 2)), 1 3, (set.size U), names a set of size 3 without its elements",
      "(FiniteSet (_ BitVec 2)), 2 5, (set.in #b00 U), has more elements than (_ BitVec 2) (4)",
  })
  void z3SetsNotListedAreUnknown(String sort, String indexAndCount, String term, String reason) {
    String model = "((define-fun U () " + sort + " (set.union ((as set.unique " + sort + ") " + indexAndCount
        + ") (as set.empty " + sort + "))))";
    Value v = Eval.value("(set-logic ALL)(declare-fun U () " + sort + ")", model, term);
    assertTrue(v instanceof Unknown u && u.reason().contains(reason), v.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(set.card (set.minus C (set.singleton 2))) -> 1",
      "(set.card (set.inter C (set.singleton 7))) -> 0",
      "(set.member 2 (set.insert 7 8 C)) -> true",
      "(set.card (set.insert 7 8 C)) -> 4",
      "(set.is_empty (set.minus C C)) -> true",
      "(set.card (as set.empty (Set Int))) -> 0",
  })
  void cvc5Sets(String term, String expected) {
    String model = "((define-fun C () (Set Int) (set.union (set.singleton 2) (set.singleton 3))))";
    assertEquals(expected, Eval.value(CVC5, model, term).toString());
  }
}
