package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Ints and Reals with SMT-LIB's edge cases: Euclidean div/mod, floor to_int, division by zero. */
class ArithmeticEvalTest {
  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(+ 1 2 3) -> 6",
      "(- 5) -> (- 5)",
      "(- 10 3 2) -> 5",
      "(* 2 (- 3) 4) -> (- 24)",
      "(div 7 2) -> 3",
      "(div (- 7) 2) -> (- 4)",
      "(div 7 (- 2)) -> (- 3)",
      "(div (- 7) (- 2)) -> 4",
      "(mod 7 2) -> 1",
      "(mod (- 7) 2) -> 1",
      "(mod 7 (- 2)) -> 1",
      "(mod (- 7) (- 2)) -> 1",
      "(mod (- 6) 3) -> 0",
      "(div 100 7 3) -> 4",
      "(abs (- 9)) -> 9",
      "(rem (- 7) 2) -> 1",
      "(rem 7 (- 2)) -> (- 1)",
      "(< 1 2 3) -> true",
      "(< 1 3 2) -> false",
      "(<= 2 2) -> true",
      "(>= 1 2) -> false",
      "(> 3 2 1) -> true",
      "((_ divisible 3) 9) -> true",
      "((_ divisible 3) (- 10)) -> false",
      "(^ 2 10) -> 1024",
      "(+ 99999999999999999999 1) -> 100000000000000000000",
  })
  void ints(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(/ 1.0 3.0) -> (/ 1.0 3.0)",
      "(/ (- 1.0) 3.0) -> (- (/ 1.0 3.0))",
      "(+ 0.5 0.25) -> (/ 3.0 4.0)",
      "(* 1.5 2.0) -> 3.0",
      "(- 2.5) -> (- (/ 5.0 2.0))",
      "(to_real 3) -> 3.0",
      "(to_int 2.5) -> 2",
      "(to_int (- 2.5)) -> (- 3)",
      "(to_int (- 3.0)) -> (- 3)",
      "(is_int 2.0) -> true",
      "(is_int (/ 7.0 2.0)) -> false",
      "(< (/ 1.0 3.0) 0.34) -> true",
      "(= (to_real 2) 2.0) -> true",
      "(+ (to_real 1) 0.5) -> (/ 3.0 2.0)",
      "(^ 2.0 (- 1.0)) -> (/ 1.0 2.0)",
      "(abs (- 0.5)) -> (/ 1.0 2.0)",
  })
  void reals(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(div 7 0) -> div0",
      "(mod 7 0) -> mod0",
      "(/ 1.0 0.0) -> /0",
      "(^ 0 0) -> not specified",
      "(^ 2 (- 1)) -> not specified",
  })
  void partialOperationsAreUnknownWithoutAModel(String term, String reason) {
    Value v = Eval.value(term);
    assertTrue(v instanceof Unknown u && u.reason().contains(reason), v.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(and false (= (div 1 0) 2)) -> false",
      "(or true (= (div 1 0) 2)) -> true",
      "(=> false (= (div 1 0) 2)) -> true",
      "(=> (= (div 1 0) 2) true) -> true",
      "(ite true 1 (div 1 0)) -> 1",
      "(ite (= (div 1 0) 2) 5 5) -> 5",
      "(* 0 (div 1 0)) -> unknown",
      "(and true (= (div 1 0) 2)) -> unknown",
  })
  void unknownSpreadsOnlyWhereTheResultDependsOnIt(String term, String expected) {
    String actual = Eval.value(term).toString();
    assertEquals(expected, actual.startsWith("unknown") ? "unknown" : actual);
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(div x 0) -> 7",
      "(mod x 0) -> 0",
      "(div 5 0) -> 7",
      "(/ 1.0 0.0) -> 3.0",
  })
  void divisionByZeroComesFromTheModel(String term, String expected) {
    String answer = """
        sat
        (
          (define-fun x () Int 7)
          (define-fun div0 ((x!0 Int) (x!1 Int)) Int (ite (= x!0 5) 7 x!0))
          (define-fun mod0 ((x!0 Int) (x!1 Int)) Int 0)
          (define-fun /0 ((x!0 Real) (x!1 Real)) Real 3.0)
        )
        """;
    assertEquals(expected, Eval.value("(declare-const x Int)", answer, term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(+ x 1) -> 3.0",
      "(< x 3) -> true",
      "(= x 2) -> true",
  })
  void intsMixWithReals(String term, String expected) {
    assertEquals(expected, Eval.value("(set-logic AUFLIRA)(define-fun x () Real 2)", term).toString());
  }
}
