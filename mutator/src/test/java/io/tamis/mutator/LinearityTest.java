package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.term.Term;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LinearityTest {

  /** What z3 4.8.12 accepts in QF_LRA, checked by hand: (* x (- 1 2)) is rejected, (* x (/ 1 2)) is not. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "(* x 2.0) | true", "(* x (- 2.0)) | true", "(* x (/ 1.0 2.0)) | true", "(* x y) | false",
      "(* x (- 1.0 2.0)) | false", "(* x (+ 1.0 2.0)) | false", "(/ x 3.0) | true", "(/ x y) | false",
      "(/ x 0.0) | false", "(+ x y) | true", "(* x (/ (- 235.0) (/ 235.0 235.0))) | false"})
  void matchesWhatZ3CallsLinear(String term, boolean linear) {
    Script s = new ScriptReader().read("t", ("(set-logic QF_LRA)(declare-const x Real)(declare-const y Real)"
        + "(assert (= " + term + " 0.0))").getBytes(StandardCharsets.UTF_8));
    Term t = s.assertions().get(0).arg(0);
    assertEquals(linear, Linearity.holdsAt(t), term);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "QF_LIA | Core Ints", "QF_LRA | Core Reals", "QF_AUFLIRA | Core Ints Reals Reals_Ints ArraysEx",
      "QF_BV | Core FixedSizeBitVectors", "QF_FP | Core FloatingPoint", "QF_SLIA | Core Ints Strings",
      "QF_S | Core Strings", "QF_DTSLIA | Core Ints Strings", "QF_UFLIAFS | Core Ints",
      "QF_ABVFP | Core FixedSizeBitVectors FloatingPoint ArraysEx"})
  void logicsAdmitTheirTheories(String logic, String theories) {
    assertEquals(Set.of(theories.split(" ")), LogicTheories.of(logic));
  }

  /** Wider logics z3 4.8.12, cvc5 1.0.3 and CVC4 1.8 all solve in (z3 says "unsupported" to QF_SNIA, then solves). */
  @ParameterizedTest
  @CsvSource(delimiter = '|', nullValues = "-", value = {
      "QF_LIA | QF_NIRA", "QF_LRA | QF_NIRA", "QF_NRA | QF_NIRA", "QF_NIA | QF_NIRA", "QF_LIRA | QF_NIRA",
      "QF_IDL | QF_NIRA", "QF_UFLIA | QF_UFNIRA", "QF_AUFLIRA | QF_AUFNIRA", "LIA | NIRA", "QF_S | QF_SNIA",
      "QF_SLIA | QF_SNIA", "QF_DTSLIA | QF_DTSNIA", "QF_SNIA | QF_SNIA", "QF_NIRA | QF_NIRA", "QF_BV | -",
      "QF_UF | -", "ALL | -", "QF_ABVFP | -"})
  void logicsWidenToNonlinearMixedArithmetic(String logic, String wide) {
    assertEquals(wide, LogicTheories.widened(logic));
    if (wide != null) {
      assertEquals(false, LogicTheories.linear(wide), wide);
      assertEquals(true, LogicTheories.of(wide).containsAll(LogicTheories.of(logic)), wide);
    }
  }

  /**
   * z3, cvc5 and CVC4 solve QF_SNIRA, QF_UFSNIRA and QF_AUFSNIRA scripts mixing to_int with str.from_int;
   * string logics gain reals.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', nullValues = "-", value = {
      "QF_LIA | QF_SNIRA", "QF_NRA | QF_SNIRA", "QF_UFLIA | QF_UFSNIRA", "QF_AUFLIRA | QF_AUFSNIRA", "LIA | SNIRA",
      "QF_S | QF_SNIRA", "QF_SLIA | QF_SNIRA", "QF_DTSLIA | QF_DTSNIRA", "QF_BV | -", "ALL | -"})
  void arithmeticLogicsWidenWithStrings(String logic, String wide) {
    assertEquals(wide, LogicTheories.widenedWithStrings(logic));
    if (wide != null) {
      assertEquals(true, LogicTheories.of(wide).containsAll(Set.of("Strings", "Ints", "Reals_Ints", "Core")), wide);
      assertEquals(true, LogicTheories.of(wide).containsAll(LogicTheories.of(logic)), wide);
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"QF_SNIRA | true", "QF_UFSNIRA | true", "QF_DTSLIA | true", "QF_UFLIAFS | false",
      "QF_NIRA | false", "QF_S | true"})
  void aLogicsNameTellsWhetherItHasStrings(String logic, boolean strings) {
    assertEquals(strings, LogicTheories.of(logic).contains("Strings"), logic);
  }

}
