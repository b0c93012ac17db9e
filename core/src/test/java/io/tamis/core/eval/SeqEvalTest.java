package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Sequences under a model as z3 and cvc5 print one: the strings' rules, element for character. */
class SeqEvalTest {
  private static final String DECLARED = "(set-logic ALL)(declare-fun x () (Seq Int))";
  private static final String MODEL = "((define-fun x () (Seq Int) (seq.++ (seq.unit 1) (seq.unit 2) (seq.unit 3))))";

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(seq.len x) -> 3",
      "(seq.nth x 1) -> 2",
      "(seq.extract x 1 5) -> (seq.++ (seq.unit 2) (seq.unit 3))",
      "(seq.extract x (- 1) 2) -> (as seq.empty (Seq Int))",
      "(seq.at x 3) -> (as seq.empty (Seq Int))",
      "(seq.at x 0) -> (seq.unit 1)",
      "(seq.indexof x (seq.unit 3) 0) -> 2",
      "(seq.indexof x (as seq.empty (Seq Int)) 3) -> 3",
      "(seq.indexof x (seq.unit 3) 4) -> (- 1)",
      "(seq.indexof x (seq.unit 1) 1) -> (- 1)",
      "(seq.contains x (seq.++ (seq.unit 2) (seq.unit 3))) -> true",
      "(seq.contains x (seq.++ (seq.unit 3) (seq.unit 2))) -> false",
      "(seq.replace x (seq.unit 2) (as seq.empty (Seq Int))) -> (seq.++ (seq.unit 1) (seq.unit 3))",
      "(seq.replace x (as seq.empty (Seq Int)) (seq.unit 0)) -> "
          + "(seq.++ (seq.unit 0) (seq.unit 1) (seq.unit 2) (seq.unit 3))",
      "(seq.replace_all (seq.++ x x) (seq.unit 2) (seq.unit 9)) -> (seq.++ (seq.unit 1) (seq.unit 9) (seq.unit 3)"
          + " (seq.unit 1) (seq.unit 9) (seq.unit 3))",
      "(seq.rev x) -> (seq.++ (seq.unit 3) (seq.unit 2) (seq.unit 1))",
      "(seq.update x 2 (seq.++ (seq.unit 7) (seq.unit 8))) -> (seq.++ (seq.unit 1) (seq.unit 2) (seq.unit 7))",
      "(seq.update x 3 (seq.unit 7)) -> (seq.++ (seq.unit 1) (seq.unit 2) (seq.unit 3))",
      "(seq.prefixof (seq.unit 1) x) -> true",
      "(seq.suffixof (seq.unit 1) x) -> false",
      "(seq.suffixof (seq.++ (seq.unit 2) (seq.unit 3)) x) -> true",
      "(= x (seq.++ (seq.unit 1) (seq.++ (seq.unit 2) (seq.unit 3)))) -> true",
      "(distinct x (seq.rev (seq.rev x))) -> false",
      "(str.len x) -> 3",
      "(str.substr x 2 1) -> (seq.unit 3)",
  })
  void sequencesFollowTheStringRules(String term, String expected) {
    assertEquals(expected, Eval.value(DECLARED, MODEL, term).toString());
  }

  /** z3 applies the seq. names to strings. */
  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(seq.len \"abc\") -> 3",
      "(seq.extract \"abcd\" 1 2) -> \"bc\"",
      "(seq.++ \"ab\" \"c\") -> \"abc\"",
      "(seq.prefixof \"ab\" \"abc\") -> true",
  })
  void seqNamesTakeStrings(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  /** Outside the sequence seq.nth is the solver's choice, which no model prints: unknown, saying why. */
  @Test
  void nthOutsideIsUnknown() {
    Value v = Eval.value(DECLARED, MODEL, "(seq.nth x 3)");
    assertTrue(v instanceof Unknown u && u.reason().contains("(seq.nth (seq.++ (seq.unit 1) (seq.unit 2) "
        + "(seq.unit 3)) 3) is not specified"), v.toString());
  }

  /** Sequences of arrays compare element by element, extensionally. */
  @Test
  void sequencesOfArraysCompareExtensionally() {
    String declared = "(set-logic ALL)(declare-fun s () (Seq (Array Bool Int)))";
    String model = "((define-fun s () (Seq (Array Bool Int)) (seq.unit (store ((as const (Array Bool Int)) 0) "
        + "true 1))))";
    String same = "(seq.unit (store (store ((as const (Array Bool Int)) 5) false 0) true 1))";
    assertEquals("true", Eval.value(declared, model, "(= s " + same + ")").toString());
  }
}
