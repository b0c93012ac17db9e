package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.script.Script;
import org.junit.jupiter.api.Test;

class TermPrinterTest {

  /** x_{i+1} = (+ x_i x_i), 60 times: a tree of 2^60 nodes, a DAG of 60. */
  private static String doubling(int levels, String binder) {
    StringBuilder s = new StringBuilder("(declare-const x Int)(assert ");
    s.append(binder.isEmpty() ? "" : "(forall ((y Int)) ");
    for (int i = 0; i < levels; i++) {
      s.append("(let ((a").append(i + 1).append(" (+ a").append(i).append(" a").append(i).append("))) ");
    }
    s.append("(> a").append(levels).append(" 0)");
    s.append(")".repeat(levels));
    s.append(binder.isEmpty() ? "" : ")");
    s.append(")");
    String base = binder.isEmpty() ? "x" : "(+ x y)";
    return s.toString().replaceFirst("\\(let \\(\\(a1 \\(\\+ a0 a0\\)\\)\\) ",
        "(let ((a1 (+ " + base + " " + base + "))) ");
  }

  @Test
  void sharedSubtermsPrintWithLet() {
    Script s = Scripts.read(doubling(60, ""));
    String printed = ScriptPrinter.toText(s);
    assertTrue(printed.length() < 5_000, () -> "printed " + printed.length() + " bytes");
    assertTrue(printed.contains("(let ("), printed);
    assertNull(Scripts.roundTrip(s));
  }

  @Test
  void letsInsideQuantifiersStayUnderTheirBinder() {
    Script s = Scripts.read(doubling(60, "y"));
    String printed = ScriptPrinter.toText(s);
    assertTrue(printed.length() < 5_000, () -> "printed " + printed.length() + " bytes");
    assertTrue(printed.contains("(forall ((y Int)) (let ("), printed);
    assertNull(Scripts.roundTrip(s));
  }

  /** Regression: a let value reached a name of its own let group through a quantifier body. */
  @Test
  void letValuesDoNotSeeTheirOwnGroupThroughBinders() {
    Script s = Scripts.read("(declare-const i Int)(assert (let ((c (+ i 1))) (let ((q (exists ((v Int)) "
        + "(and (= v c) (> v c) (< v c) (distinct v c))))) (and q q (> c 0) (< c 9) (= c 3) (distinct c 4) q))))");
    assertTrue(ScriptPrinter.toText(s).contains("(let ("));
    assertNull(Scripts.roundTrip(s));
  }

  /** Regression: an inner scope took a non-closed let name of the enclosing scope as visible. */
  @Test
  void innerScopesDoNotUseOpenNamesOfOuterScopes() {
    Script s = Scripts.read("(declare-const i Int)(assert (forall ((x Int)) (let ((a (* 2 (+ x (- 1))))) "
        + "(and (> a 0) (< a 5) (= a 1) (exists ((y Int)) (let ((b (+ (* 2 (+ x (- 1))) (- 1)))) "
        + "(and (> b y) (< b y) (= b y) (= (- 1) y) (= (- 1) (- y)) (= a b))))))))");
    assertNull(Scripts.roundTrip(s));
  }

  @Test
  void smallTermsPrintWithoutLet() {
    Script s = Scripts.read("(declare-const x Int)(assert (and (> (+ x 1) 0) (< (+ x 1) 5)))");
    assertTrue(ScriptPrinter.toText(s).contains("(assert (and (> (+ x 1) 0) (< (+ x 1) 5)))"));
  }

  /** Regression: a let value mentioning x made the reader rename a nested binder of another x. */
  @Test
  void letValuesDoNotMentionNamesOfNestedBinders() {
    String conjuncts = " (> (+ (f x) (f x) (f x) (f x)) 0)".repeat(8);
    Script s = Scripts.read("(declare-fun f (Int) Int)(assert (forall ((x Int)) (and" + conjuncts
        + " (exists ((x Int)) (> x 0)))))");
    assertNull(Scripts.roundTrip(s));
  }
}
