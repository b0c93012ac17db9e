package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Match;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptReaderTest {

  private static Term firstAssertion(Script s) {
    return s.assertions().get(0);
  }

  private static void assertClean(Script s) {
    assertEquals(List.of(), new SortChecker().check(s));
    assertNull(Scripts.roundTrip(s));
  }

  @Test
  void letIsReadAsSharing() {
    Script s = Scripts.read("(declare-const x Int)(assert (let ((y (+ x 1))) (> (* y y) y)))");
    Apply gt = (Apply) firstAssertion(s);
    Apply times = (Apply) gt.arg(0);
    assertSame(times.arg(0), times.arg(1));
    assertSame(times.arg(0), gt.arg(1));
    assertClean(s);
  }

  @Test
  void binderUnderLetIsRenamedInsteadOfCapturing() {
    Script s = Scripts.read("(declare-fun p (Int) Bool)(assert (forall ((x Int)) (let ((y x)) "
        + "(exists ((x Int)) (and (p x) (p y))))))");
    Quantifier outer = (Quantifier) firstAssertion(s);
    Quantifier inner = (Quantifier) outer.body();
    String innerName = inner.bound().get(0).name();
    assertTrue(!innerName.equals("x"), "inner binder must be renamed, was " + innerName);
    assertTrue(inner.body().freeVariables().contains(outer.bound().get(0)));
    assertClean(s);
  }

  @Test
  void numeralsAreRealInRealLogics() {
    Script s = Scripts.read("(set-logic QF_LRA)(declare-const x Real)(assert (> x 0))");
    assertSame(Sort.REAL, ((Apply) firstAssertion(s)).arg(1).sort());
    assertClean(s);
  }

  @Test
  void mixedArithmeticPromotesIntsWhereTheLogicHasReals() {
    Script s = Scripts.read("(set-logic QF_LIRA)(declare-const x Real)(declare-const n Int)(assert (> (+ x n) 1))");
    assertSame(Sort.REAL, ((Apply) firstAssertion(s)).arg(0).sort());
    assertClean(s);
  }

  @Test
  void parametricDatatypesMatchAndTesters() {
    Script s = Scripts.read("(declare-datatypes ((Lst 1)) ((par (T) ((nil) (cons (hd T) (tl (Lst T)))))))"
        + "(declare-const l (Lst Int))"
        + "(assert (and ((_ is cons) l) (= (hd l) 3) (= (tl l) (as nil (Lst Int)))))"
        + "(assert (= 3 (match l ((nil 0) ((cons h t) h)))))");
    Apply and = (Apply) firstAssertion(s);
    assertEquals("(_ is cons)", TermPrinter.headText((Apply) and.arg(0)));
    Apply eq = (Apply) s.assertions().get(1);
    assertInstanceOf(Match.class, eq.arg(1));
    assertClean(s);
  }

  @Test
  void namedTermsCanBeReferencedLater() {
    Script s = Scripts.read("(declare-const a Bool)(assert (! (not a) :named n1))(assert n1)");
    assertInstanceOf(Annotation.class, firstAssertion(s));
    assertClean(s);
  }

  @Test
  void patternsStayNextToTheirQuantifier() {
    Script s = Scripts.read("(declare-fun f (Int) Int)(assert (forall ((x Int)) (! (> (f x) x) "
        + ":pattern ((f x)) :qid q1)))");
    String printed = ScriptPrinter.toText(s);
    assertTrue(printed.contains("(forall ((x Int)) (! (> (f x) x) :pattern ((f x)) :qid q1))"), printed);
    assertClean(s);
  }

  @Test
  void pushPopScopesDeclarations() {
    Script s = Scripts.read("(push 1)(declare-const x Int)(assert (> x 0))(pop 1)(declare-const x Bool)(assert x)");
    assertEquals(6, s.commands().size());
    assertClean(s);
  }

  @Test
  void recursiveDefinitionsAndIndexedConstants() {
    Script s = Scripts.read("(define-funs-rec ((ev ((n Int)) Bool) (od ((n Int)) Bool)) "
        + "((ite (= n 0) true (od (- n 1))) (ite (= n 0) false (ev (- n 1)))))"
        + "(declare-const b (_ BitVec 8))(assert (and (ev 4) (= b (_ bv5 8)) (= ((_ extract 3 0) b) #b0101)))"
        + "(check-sat-assuming ((ev 2)))(get-value (b))");
    assertInstanceOf(Command.DefineFunsRec.class, s.commands().get(0));
    assertInstanceOf(Command.GetValue.class, s.commands().get(4));
    assertClean(s);
  }

  @Test
  void stringsKeepEscapesAndQuotes() {
    Script s = Scripts.read("(declare-const s String)(assert (= s \"a\"\"b\\u{48}\"))");
    assertTrue(ScriptPrinter.toText(s).contains("\"a\"\"b\\u{48}\""));
    assertClean(s);
  }

  @Test
  void quotedSymbolsAreTheSameAsPlainOnes() {
    Script s = Scripts.read("(declare-const |x| Int)(declare-const |a b| Int)(assert (> x |a b|))");
    assertTrue(ScriptPrinter.toText(s).contains("(> x |a b|)"));
    assertClean(s);
  }
}
