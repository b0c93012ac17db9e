package io.tamis.core.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each transformation of the reducer, forced by a predicate on the text that only it can keep true: the
 * exact result, and every candidate a solver would have seen reads back and sort-checks.
 */
class TransformationsTest {
  private static final SignatureTable TABLE = SignatureTable.standard();

  @Test
  void aTermTheFindingDoesNotNeedBecomesAFreshConstant() throws Exception {
    String source = """
        (set-logic ALL)
        (declare-fun x () Int)
        (declare-fun A () (FiniteSet Int))
        (declare-fun B () (FiniteSet Int))
        (assert (= 0 (set.size (ite (> (* x x) 3) A B))))
        (check-sat)
        """;
    Pattern symbolCondition = Pattern.compile("\\(set\\.size \\(ite [a-z] A B\\)\\)");
    String out = reduce(source, t -> symbolCondition.matcher(t).find());
    assertEquals("""
        (declare-const A (FiniteSet Int))
        (declare-const B (FiniteSet Int))
        (declare-const p Bool)
        (assert (= 0 (set.size (ite p A B))))
        (check-sat)
        """, out);
  }

  @Test
  void aTheoryTheFindingDoesNotNeedGoesAsAWhole() throws Exception {
    // z3-finiteset-size-seq-ctx-solver-simplify-crash as it was stored, and the two assertions the issue names
    String source = """
        (set-logic ALL)
        (declare-const sk2_T (FiniteSet Int))
        (declare-const sk1_x (Seq Int))
        (assert (distinct 0 (set.size sk2_T)))
        (assert (seq.prefixof (seq.unit 0) sk1_x))
        (check-sat)
        (get-model)
        """;
    String out = reduce(source, t -> t.contains("(distinct 0 (set.size ") && count(t, "(assert ") == 2
        && !t.contains("(assert true)") && !t.contains("(assert false)"));
    assertEquals("""
        (declare-const T (FiniteSet Int))
        (declare-const p Bool)
        (assert (distinct 0 (set.size T)))
        (assert p)
        (check-sat)
        (get-model)
        """, out);
  }

  @Test
  void theAssertionsOfATheoryGoTogether() throws Exception {
    String source = """
        (set-logic ALL)
        (declare-fun s () String)
        (declare-fun n () Int)
        (assert (> n 2))
        (assert (str.in_re s (re.* (str.to_re "ab"))))
        (assert (= (str.len s) (+ n 1)))
        (check-sat)
        """;
    List<String> seen = new CopyOnWriteArrayList<>();
    reduce(source, t -> {
      seen.add(t);
      return t.contains("(> n 2)");
    }, 1, Set.of());
    // the first theory the assertions use is Ints, then Strings: both its assertions go in one candidate
    assertTrue(seen.stream().anyMatch(t -> t.contains("(> n 2)") && !t.contains("str.") && count(t, "(assert ") == 1),
        seen::toString);
  }

  @Test
  void aDeclaredConstantTakesThePlaceOfAnotherWhoseDeclarationGoes() throws Exception {
    String source = """
        (set-logic QF_LIA)
        (declare-fun a () Int)
        (declare-fun b () Int)
        (assert (> (+ a b) 0))
        (check-sat)
        """;
    Pattern twice = Pattern.compile("\\(\\+ ([a-z]) \\1\\)");
    // a, the first leaf of the sum, becomes b, and a's declaration goes with it
    assertEquals("(declare-const b Int)\n(assert (> (+ b b) 0))\n(check-sat)\n",
        reduce(source, t -> twice.matcher(t).find()));
  }

  @Test
  void aSharedTermIsReplacedAtOnePlaceWhenEverywhereLosesTheFinding() throws Exception {
    String source = """
        (set-logic QF_NIA)
        (declare-fun m () Int)
        (declare-fun n () Int)
        (assert (> (* n m) n))
        (check-sat)
        """;
    assertEquals("(declare-const m Int)\n(declare-const n Int)\n(assert (> (* n m) 0))\n(check-sat)\n",
        reduce(source, t -> t.contains("(> (* n m) 0)")));
  }

  @Test
  void anOperatorBecomesAShorterOneOfItsSignature() throws Exception {
    String source = """
        (set-logic ALL)
        (declare-fun A () (FiniteSet Int))
        (declare-fun B () (FiniteSet Int))
        (declare-fun x () Int)
        (assert (set.in x (set.intersect A B)))
        (check-sat)
        """;
    Pattern overAB = Pattern.compile("\\(set\\.\\w+ A B\\)");
    // set.difference is no shorter; set.union is: not intersection but union
    assertEquals("""
        (declare-const A (FiniteSet Int))
        (declare-const B (FiniteSet Int))
        (assert (set.in 0 (set.union A B)))
        (check-sat)
        """, reduce(source, t -> overAB.matcher(t).find(), 1, Set.of("z3", "cvc5")));
  }

  @Test
  void aStandardOperatorDoesNotBecomeASolversSynonym() throws Exception {
    String source = """
        (set-logic QF_LIA)
        (declare-fun c () Bool)
        (declare-fun x () Int)
        (assert (> (ite c x 1) 0))
        (check-sat)
        """;
    List<String> seen = new CopyOnWriteArrayList<>();
    reduce(source, t -> seen.add(t) && t.contains(" c x 1)"), 1, Set.of("z3"));
    assertTrue(seen.stream().noneMatch(t -> t.contains("(if ")), seen::toString);
  }

  @Test
  void longNamesBecomeLettersAndConstantsAreDeclaredWithDeclareConst() throws Exception {
    String source = """
        (set-logic ALL)
        (declare-sort Element 0)
        (declare-fun sk2_T () (FiniteSet Element))
        (declare-fun some_count () Int)
        (assert (forall ((elem_1 Element)) (= some_count (set.size (set.union sk2_T (set.singleton elem_1))))))
        (check-sat)
        """;
    Pattern shape = Pattern.compile("\\(forall \\(\\(\\w+ \\w+\\)\\) \\(= [a-zA-Z]\\w* \\(set\\.size \\(set\\.union \\w+ \\(set\\.singleton");
    assertEquals("""
        (declare-sort E 0)
        (declare-const T (FiniteSet E))
        (declare-const c Int)
        (assert (forall ((e E)) (= c (set.size (set.union T (set.singleton e))))))
        (check-sat)
        """, reduce(source, t -> shape.matcher(t).find()));
  }

  @Test
  void aNameTheFindingNeedsStaysWhileTheOthersAreShortened() throws Exception {
    String source = """
        (set-logic QF_LIA)
        (declare-fun first_one () Int)
        (declare-fun second_two () Int)
        (declare-fun keep_me () Int)
        (assert (> (+ first_one second_two) keep_me))
        (check-sat)
        """;
    // all at once loses the finding; one by one, both others become letters and keep_me stays
    assertEquals("""
        (declare-const o Int)
        (declare-const t Int)
        (declare-const keep_me Int)
        (assert (> (+ o t) keep_me))
        (check-sat)
        """, reduce(source, t -> t.contains("(+ ") && t.contains(" keep_me)") && count(t, "(declare-") == 3));
  }

  private static String reduce(String source, Predicate<String> interesting) throws Exception {
    return reduce(source, interesting, 1, Set.of());
  }

  /** The reduced text; fails when a candidate did not read back or sort-check, or the result is not interesting. */
  static String reduce(String source, Predicate<String> interesting, int jobs, Set<String> solvers)
      throws Exception {
    Interesting checked = text -> {
      Script s = new ScriptReader(TABLE).read("candidate", text.getBytes(StandardCharsets.UTF_8));
      assertEquals(List.of(), new SortChecker(TABLE).check(s), text);
      return interesting.test(text);
    };
    Script script = new ScriptReader(TABLE).read("test.smt2", source.getBytes(StandardCharsets.UTF_8));
    Reducer.Result r = new Reducer(TABLE, checked, new Reducer.Options(Duration.ofSeconds(30), jobs, solvers),
        t -> { }).reduce(script);
    assertEquals(0, r.malformed(), "every candidate reads back");
    assertFalse(r.timedOut());
    assertTrue(interesting.test(r.text()), r.text());
    return r.text();
  }

  static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }
}
