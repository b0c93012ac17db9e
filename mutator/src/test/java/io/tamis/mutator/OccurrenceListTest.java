package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Term;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The listed occurrences are exactly those the weighted descent samples from, drawn uniformly. */
class OccurrenceListTest {
  private static final Predicate<Term> APPLICATIONS = t -> t.argCount() > 0;

  @Test
  void drawsEveryWantedOccurrenceUniformly() {
    // (and (> x 0) (> x 0)): 3 applications as a tree, (> x 0) twice.
    Script s = read("(declare-const x Int)(assert (and (> x 0) (> x 0)))");
    OccurrenceList list = OccurrenceList.of(s, APPLICATIONS, 100);
    assertEquals(3, list.size());
    RandomSource random = RandomSource.seeded(3);
    Map<String, Integer> counts = new HashMap<>();
    int n = 30_000;
    for (int i = 0; i < n; i++) {
      counts.merge(TermPrinter.toText(list.sample(s, random).target()), 1, Integer::sum);
    }
    assertEquals(2, counts.size(), counts.toString());
    assertTrue(Math.abs(counts.get("(> x 0)") - 2 * n / 3) < n / 50, counts.toString());
  }

  @Test
  void matchesTheDescentOnCorpusSeeds() throws IOException {
    int checked = 0;
    for (SeedScript seed : Corpus.seeds(24)) {
      Script s = PreparedSeed.of(seed.script()).script();
      OccurrenceList list = OccurrenceList.of(s, APPLICATIONS, 1 << 14);
      if (list == null) {
        continue;
      }
      Occurrences weights = new Occurrences(APPLICATIONS);
      long total = 0;
      for (Command c : s.commands()) {
        total += c instanceof Command.Assert a ? weights.applyAsLong(a.term()) : 0;
      }
      assertEquals(total, list.size(), seed.name());
      RandomSource random = RandomSource.seeded(seed.name().hashCode());
      for (int i = 0; i < Math.min(20, list.size()); i++) {
        Position p = list.sample(s, random);
        Position again = Positions.at(s, p.command(), p.childIndex());
        assertTrue(APPLICATIONS.test(p.target()), seed.name());
        assertTrue(p.target().freeVariablesWithin(p.scope()), seed.name() + ": " + p.target() + " outside " + p.scope());
        assertEquals(p.path(), again.path());
        assertArrayEquals(p.childIndex(), again.childIndex());
        for (int k = 0; k + 1 < p.path().size(); k++) {
          assertSame(p.path().get(k).arg(p.childIndex()[k]), p.path().get(k + 1));
        }
        checked++;
      }
    }
    assertTrue(checked > 1000, "only " + checked + " positions checked");
  }

  @Test
  void treesLargerThanTheBoundAreNotListed() {
    Script s = read("(declare-const x Int)(assert (and (> x 0) (> x 0)))");
    assertNull(OccurrenceList.of(s, APPLICATIONS, 6));
  }

  private static Script read(String text) {
    return new ScriptReader().read("t", text.getBytes(StandardCharsets.UTF_8));
  }
}
