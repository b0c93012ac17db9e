package io.tamis.mutator.diver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.Rational;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.term.Term;
import io.tamis.mutator.Position;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SAT-preserving constraint at chosen occurrences, under x = 2, y = 5, b = true. */
class PreAnalysisTest {
  private static final String DECLS = "(declare-fun x () Int)(declare-fun y () Int)(declare-fun b () Bool)";
  private static final String MODEL = "((define-fun x () Int 2) (define-fun y () Int 5) (define-fun b () Bool true))";

  /** The constraint at the occurrence reached from the assertion through {@code children}. */
  private static Constraint at(String assertion, int... children) {
    byte[] text = (DECLS + "(assert " + assertion + ")").getBytes(StandardCharsets.UTF_8);
    Script s = new ScriptReader().read("t.smt2", text);
    Model m = ModelReader.read(s, MODEL.getBytes(StandardCharsets.UTF_8));
    List<Term> path = new ArrayList<>(List.of(s.assertions().get(0)));
    for (int c : children) {
      path.add(path.get(path.size() - 1).arg(c));
    }
    return new PreAnalysis(new Evaluator(m)).at(new Position(s.commands().size() - 1, path, children, List.of()));
  }

  private static Constraint range(Integer lo, Integer hi) {
    return new Constraint.Range(new Interval(lo == null ? null : Rational.of(lo, 1), hi == null ? null : Rational.of(hi, 1)));
  }

  @Test
  void booleanRequirementsFlowThroughConnectives() {
    assertEquals(Constraint.TRUE, at("(and b (< x y))", 0));
    assertEquals(Constraint.TOP, at("(or b (< y x))", 1), "another disjunct is true");
    assertEquals(Constraint.TRUE, at("(or b (< y x))", 0), "the only true disjunct");
    assertEquals(Constraint.FALSE, at("(not (< y x))", 0));
    assertEquals(Constraint.TOP, at("(=> (< y x) b)", 1), "a false premise releases the conclusion");
    assertEquals(Constraint.TOP, at("(ite b (< x y) (< y x))", 2), "the branch not taken");
    assertEquals(Constraint.TRUE, at("(ite b (< x y) (< y x))", 1));
  }

  @Test
  void comparisonsGiveIntervalsThatSumsShift() {
    assertEquals(range(null, 5), at("(< x y)", 0));
    assertEquals(range(2, null), at("(< x y)", 1));
    assertEquals(range(null, 5), at("(not (>= x y))", 0, 0));
    assertEquals(range(5, 5), at("(= (+ x y) 7)", 0, 1), "y = 7 - x");
    assertEquals(range(4, null), at("(<= (- y x) 1)", 0, 1), "x >= y - 1");
    assertEquals(range(null, 3), at("(<= (- y x) 1)", 0, 0), "y <= x + 1");
    assertEquals(Constraint.POINT, at("(< (* x y) 20)", 0, 0), "a product pins its factors");
  }

  @Test
  void weightsFollowDiver() {
    assertEquals(1.0, Constraint.TOP.weight());
    assertEquals(0.5, Constraint.TRUE.weight());
    assertEquals(1.0, range(null, 5).weight());
    assertEquals(0.001, range(7, 7).weight());
    assertEquals(0.011, range(0, 10).weight(), 1e-9);
  }
}
