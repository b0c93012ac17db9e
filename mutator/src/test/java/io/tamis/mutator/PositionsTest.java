package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Term;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PositionsTest {

  @Test
  void occurrencesAreSampledUniformlyOverTheTree() {
    // (and (> x 0) (> x 0)) shares (> x 0): as a tree it has 7 occurrences, 3 distinct targets.
    Script s = new ScriptReader().read("t", "(declare-const x Int)(assert (and (> x 0) (> x 0)))"
        .getBytes(StandardCharsets.UTF_8));
    RandomSource random = RandomSource.seeded(5);
    Map<String, Integer> counts = new HashMap<>();
    int n = 70_000;
    for (int i = 0; i < n; i++) {
      Term t = Positions.sample(s, random, Term::size).target();
      counts.merge(TermPrinter.toText(t), 1, Integer::sum);
    }
    assertEquals(4, counts.size(), counts.toString());
    assertClose(n / 7, counts.get("(and (> x 0) (> x 0))"));
    assertClose(2 * n / 7, counts.get("(> x 0)"));
    assertClose(2 * n / 7, counts.get("x"));
    assertClose(2 * n / 7, counts.get("0"));
  }

  @Test
  void occurrencesThatAPredicateAcceptsAreSampledUniformly() {
    // Of the 7 occurrences of (and (> x 0) (> x 0)), the 3 applications are wanted.
    Script s = new ScriptReader().read("t", "(declare-const x Int)(assert (and (> x 0) (> x 0)))"
        .getBytes(StandardCharsets.UTF_8));
    RandomSource random = RandomSource.seeded(5);
    Occurrences applications = new Occurrences(t -> t.argCount() > 0);
    Map<String, Integer> counts = new HashMap<>();
    int n = 30_000;
    for (int i = 0; i < n; i++) {
      counts.merge(TermPrinter.toText(Positions.sample(s, random, applications).target()), 1, Integer::sum);
    }
    assertEquals(2, counts.size(), counts.toString());
    assertClose(n / 3, counts.get("(and (> x 0) (> x 0))"));
    assertClose(2 * n / 3, counts.get("(> x 0)"));
  }

  @Test
  void boundVariablesAreInScopeBelowTheirBinder() {
    Script s = new ScriptReader().read("t", "(assert (forall ((y Int)) (> y 0)))".getBytes(StandardCharsets.UTF_8));
    RandomSource random = RandomSource.seeded(1);
    for (int i = 0; i < 200; i++) {
      Position p = Positions.sample(s, random, Term::size);
      assertTrue(p.target().freeVariablesWithin(p.scope()), p.target() + " outside " + p.scope());
    }
  }

  /** A loop's body is a target like any argument (chains may empty it); z3's numeral bounds are not. */
  @Test
  void loopBodiesAreTargetsAndTheirBoundsAreNot() {
    Script s = new ScriptReader().read("t", ("(declare-const s String)(assert (str.in_re s ((_ re.loop 1 2) "
        + "(str.to_re \"a\"))))(assert (str.in_re s (re.loop (str.to_re \"b\") 3 4)))")
        .getBytes(StandardCharsets.UTF_8));
    RandomSource random = RandomSource.seeded(3);
    Map<String, Integer> counts = new HashMap<>();
    for (int i = 0; i < 2000; i++) {
      counts.merge(TermPrinter.toText(Positions.sample(s, random, Term::size).target()), 1, Integer::sum);
    }
    for (String body : new String[] {"(str.to_re \"a\")", "\"a\"", "(str.to_re \"b\")", "\"b\""}) {
      assertTrue(counts.containsKey(body), body + " never sampled: " + counts);
    }
    for (String bound : new String[] {"3", "4"}) {
      assertTrue(!counts.containsKey(bound), bound + " sampled: " + counts);
    }
  }

  private static void assertClose(int expected, Integer actual) {
    assertTrue(actual != null && Math.abs(actual - expected) < expected * 0.05,
        "expected about " + expected + ", got " + actual);
  }
}
