package io.tamis.mutator.diver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.core.gen.Answer;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** diver on small seeds with models written by hand: every mutant is true under its model. */
class DiverTest {
  private static final Diver DIVER = new Diver(SignatureTable.standard(), Set.of("z3", "cvc5"));

  /** A seed and a model that satisfies it, as z3 prints one. */
  private record Case(String script, String model) {}

  private static final List<Case> CASES = List.of(
      new Case("""
          (set-logic QF_LIA)
          (declare-fun x () Int)
          (declare-fun y () Int)
          (assert (and (< x (+ y 3)) (or (= x 2) (> y 100))))
          (assert (distinct (- x y) 7))
          (check-sat)
          """, "((define-fun x () Int 2) (define-fun y () Int 0))"),
      new Case("""
          (set-logic QF_NRA)
          (declare-fun a () Real)
          (declare-fun b () Real)
          (assert (> (* a b) 1.5))
          (assert (ite (> a 0.0) (< b 10.0) (> b 10.0)))
          (check-sat)
          """, "((define-fun a () Real (/ 1.0 2.0)) (define-fun b () Real 4.0))"),
      new Case("""
          (set-logic QF_SLIA)
          (declare-fun s () String)
          (declare-fun n () Int)
          (assert (= (str.len s) n))
          (assert (str.prefixof "ab" s))
          (assert (> n 2))
          (check-sat)
          """, "((define-fun s () String \"abc\") (define-fun n () Int 3))"),
      new Case("""
          (set-logic QF_BV)
          (declare-fun u () (_ BitVec 8))
          (declare-fun v () (_ BitVec 8))
          (assert (bvult u v))
          (assert (= (bvand u #x0f) #x03))
          (check-sat)
          """, "((define-fun u () (_ BitVec 8) #x03) (define-fun v () (_ BitVec 8) #x10))"));

  private static SeedScript seed(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return SeedScript.of("inline.smt2", bytes, new ScriptReader().read("inline.smt2", bytes));
  }

  /** The stream after the seed's answer: its first test is the seed itself. */
  private static DiverStream started(Case c, long campaignSeed) {
    DiverStream stream = (DiverStream) DIVER.open(seed(c.script()), campaignSeed);
    TestCase first = stream.next();
    assertEquals(0, first.iteration());
    assertFalse(stream.ready(), "waits for the seed's answer");
    stream.answered(first, new Answer("sat", c.model()));
    assertTrue(stream.ready());
    return stream;
  }

  @Test
  void everyMutantIsTrueUnderItsModelAndReadsBack() {
    for (Case c : CASES) {
      DiverStream stream = started(c, 5);
      int seen = 0;
      for (TestCase t = stream.next(); t != null && seen < 60; t = stream.next(), seen++) {
        assertEquals("sat", t.expected());
        Candidate made = stream.pending(t.iteration());
        assertNotNull(made, "mutant " + t.iteration() + " is remembered until answered");
        String text = new String(t.text(), StandardCharsets.UTF_8);
        Script read = new ScriptReader().read("mutant.smt2", t.text());
        assertEquals(ScriptCheck.Verdict.TRUE, ScriptCheck.check(read, made.model()).verdict(), text);
        assertNotEquals(c.script().strip(), text.strip());
        stream.answered(t, new Answer("sat", null));
      }
      assertEquals(60, seen, "a seed with room for mutation gives many mutants: " + c.script());
    }
  }

  @Test
  void aSeedWithoutAConfirmedModelGivesNoMutant() {
    Case c = CASES.get(0);
    DiverStream wrong = (DiverStream) DIVER.open(seed(c.script()), 1);
    wrong.answered(wrong.next(), new Answer("sat", "((define-fun x () Int 9) (define-fun y () Int 0))"));
    assertNull(wrong.next(), "a model that makes an assertion false is not used");
    DiverStream unsat = (DiverStream) DIVER.open(seed(c.script()), 1);
    unsat.answered(unsat.next(), new Answer("unsat", null));
    assertNull(unsat.next());
  }

  @Test
  void sameAnswersGiveTheSameTests() {
    for (Case c : CASES) {
      assertEquals(texts(c, 9, 25), texts(c, 9, 25));
      assertNotEquals(texts(c, 9, 25), texts(c, 10, 25), "the campaign seed matters");
    }
  }

  @Test
  void complicateAddsBoundedFreshConstants() {
    DiverStream stream = started(CASES.get(0), 3);
    int complicated = 0;
    for (int i = 0; i < 200; i++) {
      TestCase t = stream.next();
      if (t == null) {
        break;
      }
      String text = new String(t.text(), StandardCharsets.UTF_8);
      if (text.contains("(declare-const diver_" + t.iteration() + "_0 Int)")) {
        complicated++;
        assertTrue(text.contains("(<= diver_" + t.iteration() + "_0 "), text);
      }
      stream.answered(t, new Answer("sat", null));
    }
    assertTrue(complicated > 10, "about half of the mutants are complicated, got " + complicated);
  }

  private static List<String> texts(Case c, long campaignSeed, int n) {
    DiverStream stream = started(c, campaignSeed);
    List<String> out = new ArrayList<>();
    for (TestCase t = stream.next(); t != null && out.size() < n; t = stream.next()) {
      out.add(new String(t.text(), StandardCharsets.UTF_8));
      stream.answered(t, new Answer(out.size() % 3 == 0 ? "unsat" : "sat", null));
    }
    return out;
  }
}
