package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the regression suites of cvc5 and z3 write beyond SMT-LIB 2.6: higher-order terms, extension
 * commands, cvc5's tuples and relations, constants typed by their context, z3's and cvc5's literal
 * forms. Each script must also sort-check and print back to the very same terms.
 */
class ExtensionsReaderTest {

  private static Term firstAssertion(Script s) {
    return s.assertions().get(0);
  }

  private static Script clean(String text) {
    Script s = Scripts.read(text);
    assertEquals(List.of(), new SortChecker().check(s));
    assertNull(Scripts.roundTrip(s));
    return s;
  }

  @Test
  void functionSortsAreFlatAndLambdasHaveThem() {
    Script s = clean("(set-logic HO_ALL)(declare-const f (-> Int (-> Int Bool)))"
        + "(assert (= f (lambda ((x Int) (y Int)) (< x y))))");
    Apply eq = (Apply) firstAssertion(s);
    assertSame(eq.arg(0).sort(), eq.arg(1).sort());
    assertEquals("(-> Int Int Bool)", eq.arg(0).sort().toString());
    assertInstanceOf(Binder.class, eq.arg(1));
  }

  @Test
  void partialApplicationAndItsExplicitFormAreOneTerm() {
    Script s = clean("(set-logic HO_ALL)(declare-fun f (Int Int) Int)(declare-const g (-> Int Int))"
        + "(assert (= g (f 1)))(assert (= g (@ f 1)))(assert (= (g 2) ((f 1) 2)))(assert (= (f 1 2) (@ (@ f 1) 2)))");
    Apply first = (Apply) s.assertions().get(0);
    Apply second = (Apply) s.assertions().get(1);
    assertSame(first, second);
    assertEquals("(-> Int Int)", first.arg(1).sort().toString());
    Apply full = (Apply) s.assertions().get(3);
    assertSame(full.arg(0), full.arg(1), "(@ (@ f 1) 2) is (f 1 2)");
    assertTrue(ScriptPrinter.toText(s).contains("(assert (= (g 2) (f 1 2)))"), ScriptPrinter.toText(s));
  }

  @Test
  void aFunctionIsAValueAndAnArgument() {
    Script s = clean("(set-logic HO_ALL)(declare-fun p (Int) Bool)(declare-const S (Set Int))"
        + "(assert (= (set.filter p S) (set.map (lambda ((x Int)) (+ x 1)) S)))");
    Apply filter = (Apply) ((Apply) firstAssertion(s)).arg(0);
    assertEquals("(-> Int Bool)", filter.arg(0).sort().toString());
    assertEquals(0, filter.arg(0).argCount());
  }

  @Test
  void tuplesSelectProjectAndRelationsJoin() {
    Script s = clean("(set-logic ALL)(declare-const t (Tuple Int Bool String))(declare-const R (Relation Int Int))"
        + "(assert ((_ tuple.select 1) t))"
        + "(assert (= ((_ tuple.project 2 0) t) (tuple \"a\" 1)))"
        + "(assert (set.member (tuple 1 2) (rel.join R (rel.transpose R))))"
        + "(assert (= tuple.unit (tuple.project t)))");
    assertSame(Sort.BOOL, firstAssertion(s).sort());
    Apply project = (Apply) ((Apply) s.assertions().get(1)).arg(0);
    assertEquals("(Tuple String Int)", project.sort().toString());
    assertEquals(SortKind.SET, ((Apply) s.assertions().get(2)).arg(1).sort().kind());
    assertEquals("UnitTuple", ((Apply) s.assertions().get(3)).arg(0).sort().toString());
  }

  @Test
  void constantsWithoutTheirSortTakeItFromTheContext() {
    Script s = clean("(set-logic ALL)(declare-const x (Seq Int))(declare-const S (Set Bool))"
        + "(assert (= x (seq.++ seq.empty x)))(assert (set.subset set.empty S))"
        + "(assert (seq.prefixof seq.empty seq.empty))");
    Apply concat = (Apply) ((Apply) firstAssertion(s)).arg(1);
    assertEquals("(Seq Int)", concat.arg(0).sort().toString());
    assertTrue(ScriptPrinter.toText(s).contains("(seq.++ seq.empty x)"), "printed without (as ...)");
    Apply prefix = (Apply) s.assertions().get(2);
    assertEquals("(Seq Bool)", prefix.arg(0).sort().toString(), "cvc5's placeholder sort");
  }

  @Test
  void extensionCommandsKeepTheirTextAndReadTheirTerms() {
    String text = "(declare-const x Int)(declare-const y Int)"
        + "(check-sat-using (then simplify (using-params smt :random-seed 3)))"
        + "(simplify (+ x 0) :som true)(minimize (+ x y))(assert-soft (> x 2) :weight 3 :id goal)"
        + "(get-abduct A (> x 0) ((Start Bool) ((Start Bool (true false)))))(get-qe (exists ((z Int)) (> z x)))"
        + "(declare-pool P Int (x y))(get-consequences ((> x 0)) (x y))";
    Script s = clean(text);
    Command.Opaque tactic = (Command.Opaque) s.commands().get(2);
    assertEquals(List.of(new Command.TextPart("(then simplify (using-params smt :random-seed 3))")), tactic.parts());
    Command.Opaque soft = (Command.Opaque) s.commands().get(5);
    assertEquals(1, soft.terms().size());
    assertSame(Sort.BOOL, soft.terms().get(0).sort());
    assertEquals(2, ((Command.Opaque) s.commands().get(9)).terms().size() - 1, "three terms in two lists");
    String printed = ScriptPrinter.toText(s);
    assertTrue(printed.contains("(assert-soft (> x 2) :weight 3 :id goal)"), printed);
    assertTrue(printed.contains("(get-consequences ((> x 0)) (x y))"), printed);
  }

  @Test
  void datatypesInSmtLib25FormAndCodatatypes() {
    Script s = clean("(declare-datatypes (T) ((Lst nil (cons (hd T) (tl Lst)))))(declare-const l (Lst Int))"
        + "(assert (= (hd l) 1))(declare-codatatypes ((Stream 0)) (((sc (sh Int) (st Stream)))))"
        + "(declare-const s Stream)(assert (= s (sc 1 s)))(assert (= ((_ update hd) l 2) (cons 2 nil)))");
    assertEquals("declare-codatatypes", s.commands().get(3).name());
    Apply update = (Apply) ((Apply) s.assertions().get(2)).arg(0);
    assertEquals(FunctionSymbol.Kind.UPDATER, ((FunctionSymbol) update.op()).kind());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "(assert (= -1 (- 1))) | NUMERAL | Int",
      "(assert (= -2.5 (- 2.5))) | DECIMAL | Real",
      "(assert (= 1/3 (/ 1.0 3.0))) | RATIONAL | Real",
      "(assert (= -1/3 (- 1/3))) | RATIONAL | Real",
      "(assert (= 2. 2.0)) | DECIMAL | Real",
      "(assert (= #f3m5 (as ff3 (_ FiniteField 5)))) | FIELD | (_ FiniteField 5)",
  })
  void literalForms(String text, String kind, String sort) {
    Script s = clean("(set-logic ALL)" + text);
    Constant c = (Constant) ((Apply) firstAssertion(s)).arg(0);
    assertEquals(ConstantKind.valueOf(kind), c.kind());
    assertEquals(sort, c.sort().toString());
  }

  @Test
  void z3LenientForms() {
    Script s = clean("(declare-fun fp () Real)(declare-const a (Array Int Bool))(declare-const b (Array Int Bool))"
        + "(declare-const m (Array Int Int Bool))"
        + "(assert (fp.isZero (fp (_ bv0 1) (_ bv0 8) (_ bv0 23))))(assert (= a ((_ map or) a b)))"
        + "(assert (a 1))(assert (m 1 2))(assert (= a (lambda ((i Int)) (> i 0))))"
        + "(check-sat (a 0))(assert (forall ((i Int)) (! (a i) :pattern (a i))))");
    assertInstanceOf(Command.CheckSatAssuming.class, s.commands().get(9));
    Apply select = (Apply) s.assertions().get(2);
    assertEquals("select", select.name());
    Apply lambdaEq = (Apply) s.assertions().get(4);
    assertSame(lambdaEq.arg(0).sort(), lambdaEq.arg(1).sort(), "a lambda where an array is expected is one");
  }

  @Test
  void aScriptOverZ3sFiniteSetsGetsZ3sMeaningOfSharedNames() {
    Script s = clean("(declare-const S (FiniteSet Int))(declare-const x Int)"
        + "(assert (= S (set.union (set.singleton x) (set.union (set.singleton 1) (set.singleton 2)))))"
        + "(assert (set.in x (set.intersect S set.empty)))");
    Apply union = (Apply) ((Apply) firstAssertion(s)).arg(1);
    assertEquals(SortKind.FINITE_SET, union.sort().kind());
    assertEquals(SortKind.FINITE_SET, union.arg(0).sort().kind());
    Script cvc5 = clean("(declare-const S (Set Int))(assert (= S (set.union (set.singleton 1) S)))");
    assertEquals(SortKind.SET, ((Apply) firstAssertion(cvc5)).arg(1).sort().kind());
  }

  @Test
  void hugeFieldOrdersKeepTheirSort() {
    String p = "52435875175126190479447740508185965837690552500527637822603658699938581184513";
    Script s = clean("(set-logic QF_FF)(declare-const x (_ FiniteField " + p + "))(assert (= (ff.mul x x) x))");
    assertEquals("(_ FiniteField " + p + ")", ((Apply) firstAssertion(s)).arg(0).sort().toString());
  }
}
