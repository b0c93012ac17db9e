package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.RoundTrip;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The invariant stress test over real seeds: every mutant reads back, sort-checks (no bound variable
 * outside its binder), round-trips to the same terms and differs from the test before it in its
 * chain; the seed's :status is never copied.
 */
class MutantInvariantsTest {
  private static final int STEP = 16;
  private static final int PER_SEED = 6;

  @Test
  void mutantsOfCorpusSeedsKeepTheInvariants() throws IOException {
    checkAll(Corpus.seeds(STEP), 0.9);
  }

  /**
   * The regression suites hold what the corpus lacks (higher-order terms, tuples, relations,
   * extension commands): the mutators must keep the invariants there too, where they apply.
   */
  @Test
  void mutantsOfSuiteSeedsKeepTheInvariants() throws IOException {
    checkAll(Corpus.suiteSeeds(STEP), 0.5);
  }

  private static void checkAll(List<SeedScript> seeds, double share) {
    ScriptReader reader = new ScriptReader();
    SortChecker checker = new SortChecker();
    ByteBuf buf = new ByteBuf();
    List<String> problems = new ArrayList<>();
    int mutants = 0;
    for (Generator g : Generators.all()) {
      for (SeedScript seed : seeds) {
        TestStream stream = g.open(seed, 7);
        byte[] previous = seed.text();
        for (int k = 0; k < PER_SEED; k++) {
          TestCase t = stream.next();
          if (t == null) {
            break;
          }
          mutants++;
          String problem = problem(t, reader, checker, buf, previous);
          if (problem != null) {
            problems.add(g.name() + " " + seed.name() + " #" + t.iteration() + ": " + problem);
          }
          previous = t.text();
        }
      }
    }
    assertTrue(mutants > 2 * seeds.size() * PER_SEED * share, "too few mutants: " + mutants);
    assertEquals(List.of(), problems.subList(0, Math.min(10, problems.size())), problems.size() + " of " + mutants);
  }

  private static String problem(TestCase t, ScriptReader reader, SortChecker checker, ByteBuf buf, byte[] previous) {
    Script mutant;
    try {
      mutant = reader.read("mutant", t.text());
    } catch (SmtLibException e) {
      return e.getMessage();
    }
    List<String> errors = checker.check(mutant);
    if (!errors.isEmpty()) {
      return errors.get(0);
    }
    if (mutant.status() != null) {
      return "mutant keeps the seed's :status";
    }
    // A typefuzz chain step mutates the test before it, so it must differ from it.
    if (t.generator().equals("typefuzz") && t.iteration() % 10 != 0 && Arrays.equals(previous, t.text())) {
      return "mutant equals the test before it";
    }
    return RoundTrip.check(mutant, reader, buf);
  }
}
