package io.tamis.mutator.histfuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.term.Term;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.atoms.Atoms;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AssociationRulesTest {
  private static final String PREFIX = "(str.prefixof var_String var_String)";
  private static final String IN_RE = "(str.in_re var_String (re.* (str.to_re const_String)))";

  @Test
  void aRuleNeedsSupportAndConfidence() {
    List<Set<String>> scripts = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      scripts.add(Set.of("A", "B"));
    }
    scripts.add(Set.of("A", "C"));
    scripts.add(Set.of("C"));
    AssociationRules r = AssociationRules.mine(scripts, new AssociationRules.Thresholds(3, 0.5));
    assertEquals(List.of("B"), r.consequents("A"), "A -> B: 3 scripts, 3 of 4 with A");
    assertEquals(List.of("A"), r.consequents("B"));
    assertEquals(List.of(), r.consequents("C"), "A and C meet in one script only");
    assertEquals(2, r.count());
    AssociationRules strict = AssociationRules.mine(scripts, new AssociationRules.Thresholds(3, 0.8));
    assertEquals(List.of(), strict.consequents("A"), "A -> B has confidence 0.75");
    assertEquals(List.of("A"), strict.consequents("B"));
  }

  @Test
  void thresholdsAreParsedOrRefused() {
    assertEquals(new AssociationRules.Thresholds(5, 0.25), AssociationRules.Thresholds.parse("5, 0.25"));
    for (String bad : List.of("5", "x,0.5", "0,0.5", "3,1.5", "3,0", "3,0.5,1")) {
      assertThrows(IllegalArgumentException.class, () -> AssociationRules.Thresholds.parse(bad), bad);
    }
  }

  @Test
  void aShapeKeepsOperatorsAndSortsAndForgetsNamesAndValues() {
    List<Term> atoms = atoms("(declare-const x Int)(declare-const y Int)(declare-const a Int)(declare-const b Int)"
        + "(declare-const v (_ BitVec 8))"
        + "(assert (< x (+ y 7)))(assert (< a (+ b 1)))(assert (< x 7))(assert (= ((_ extract 3 0) v) #x0))");
    assertEquals("(< var_Int (+ var_Int const_Int))", AtomShape.of(atoms.get(0)));
    assertEquals(AtomShape.of(atoms.get(0)), AtomShape.of(atoms.get(1)));
    assertNotEquals(AtomShape.of(atoms.get(0)), AtomShape.of(atoms.get(2)));
    assertEquals("(= ((_ extract 3 0) var_(_ BitVec 8)) const_(_ BitVec 4))", AtomShape.of(atoms.get(3)));
  }

  /**
   * Three history scripts pair a prefix test with a regular-expression membership; one more holds a dozen
   * other shapes once. After a prefix atom, the pool with rules gives the membership about half the
   * time; without rules about one time in fourteen.
   */
  @Test
  void thePoolFollowsRulesAfterAnAssociatedAtom() {
    List<SeedScript> history = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      history.add(seed("h" + i, "(declare-const s String)(declare-const t String)"
          + "(assert (str.prefixof s t))(assert (str.in_re t (re.* (str.to_re \"a" + i + "\"))))"));
    }
    StringBuilder other = new StringBuilder("(declare-const x Int)(declare-const y Int)");
    for (String a : List.of("(> x 0)", "(> (+ x y) 0)", "(> (* x 2) 0)", "(> (- x) 0)", "(< x 0)", "(<= x y)",
        "(>= (abs x) 0)", "(= (div x 2) y)", "(= (mod x 3) 1)", "(distinct x y)", "(< (+ x 1) (- y 2))",
        "(> (* x y) 1)")) {
      other.append("(assert ").append(a).append(')');
    }
    history.add(seed("other", other.toString()));
    Set<String> solvers = Set.of("z3", "cvc5");
    double with = share(new AtomPool(history, SignatureTable.standard(), solvers,
        AssociationRules.Thresholds.DEFAULT));
    double without = share(new AtomPool(history, SignatureTable.standard(), solvers, null));
    assertTrue(with > 0.4, "membership after a prefix test with rules: " + with);
    assertTrue(without < 0.2, "membership after a prefix test without rules: " + without);
  }

  private static double share(AtomPool pool) {
    Term prefix = pool.atoms().stream().filter(a -> AtomShape.of(a).equals(PREFIX)).findFirst().orElseThrow();
    RandomSource random = RandomSource.seeded(28);
    int hits = 0;
    int draws = 2_000;
    for (int i = 0; i < draws; i++) {
      hits += AtomShape.of(pool.next(List.of(prefix), random)).equals(IN_RE) ? 1 : 0;
    }
    return (double) hits / draws;
  }

  private static List<Term> atoms(String body) {
    return Atoms.of(seed("t", body).script());
  }

  private static SeedScript seed(String name, String body) {
    byte[] text = ("(set-logic ALL)" + body + "(check-sat)").getBytes(StandardCharsets.UTF_8);
    return SeedScript.of(name + ".smt2", text, new ScriptReader().read(name + ".smt2", text));
  }
}
