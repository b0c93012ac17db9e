package io.tamis.mutator.skeleton;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.RoundTrip;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.mutator.Corpus;
import io.tamis.mutator.histfuzz.AssociationRules;
import io.tamis.mutator.histfuzz.HistFuzz;
import io.tamis.mutator.theory.TheoryGenerators;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Sphinx and HistFuzz mutants of corpus seeds read back, sort-check and print back the same; they
 * keep the seed's Boolean skeleton (as many assertions), declare what they add (logic ALL), and are
 * the same for the same campaign seed.
 */
class SkeletonTest {
  private static final int STEP = 24;
  private static final int PER_SEED = 10;

  @Test
  void sphinxMutantsOfCorpusSeedsAreWellFormedAndKeepTheSkeleton() throws IOException {
    List<SeedScript> seeds = Corpus.seeds(STEP);
    check(new Sphinx(SignatureTable.standard(), Set.of("z3", "cvc5"), Set.of(), 10), seeds);
    check(new Sphinx(SignatureTable.standard(), Set.of("cvc5"), Set.of(), 10), seeds);
    check(new Sphinx(SignatureTable.standard(), Set.of("z3"), Set.of(), 10), seeds);
  }

  @Test
  void histfuzzMutantsWithSuiteAtomsAreWellFormedAndKeepTheSkeleton() throws IOException {
    check(new HistFuzz(SignatureTable.standard(), Corpus.suiteSeeds(4), Set.of("z3", "cvc5"), null),
        Corpus.seeds(STEP));
    check(new HistFuzz(SignatureTable.standard(), Corpus.suiteSeeds(4), Set.of("z3", "cvc5"),
        AssociationRules.Thresholds.DEFAULT), Corpus.seeds(STEP));
  }

  @Test
  void sameCampaignSeedGivesTheSameTests() throws IOException {
    SeedScript seed = Corpus.seeds(400).get(3);
    for (Generator g : List.of(new Sphinx(SignatureTable.standard(), Set.of("z3", "cvc5"), Set.of(), 10),
        new HistFuzz(SignatureTable.standard(), Corpus.seeds(400), Set.of("z3", "cvc5"), null),
        new HistFuzz(SignatureTable.standard(), Corpus.seeds(400), Set.of("z3", "cvc5"),
            AssociationRules.Thresholds.DEFAULT))) {
      assertEquals(texts(g, seed, 5), texts(g, seed, 5), g.name());
      assertFalse(texts(g, seed, 5).equals(texts(g, seed, 6)), g.name() + " ignored the campaign seed");
    }
  }

  /**
   * Variable adaptation: with a seed of one Int constant and only the Ints generator, new atoms often
   * use the seed's constant, and some mutants declare nothing of their own.
   */
  @Test
  void generatedAtomsTakeTheSeedsConstants() {
    String text = "(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 0))\n(assert (< x 9))\n(check-sat)\n";
    SeedScript seed = SeedScript.of("x.smt2", text.getBytes(StandardCharsets.UTF_8),
        new ScriptReader().read("x.smt2", text.getBytes(StandardCharsets.UTF_8)));
    Sphinx sphinx = new Sphinx(SignatureTable.standard(), Set.of("z3", "cvc5"), Set.of("Ints"), 1);
    int adaptedOnly = 0;
    int withX = 0;
    for (String mutant : texts(sphinx, seed, 1, 200)) {
      assertTrue(mutant.startsWith("(set-logic ALL)"), mutant);
      adaptedOnly += mutant.contains("(declare-const sk") ? 0 : 1;
      boolean newAtomWithX = mutant.lines().anyMatch(l -> l.startsWith("(assert") && !text.contains(l)
          && l.matches(".*[( ]x[ )].*"));
      withX += newAtomWithX ? 1 : 0;
    }
    assertTrue(withX > 100, "mutants whose new atoms use x: " + withX + " of 200");
    assertTrue(adaptedOnly > 0, "no mutant used only the seed's constants");
  }

  /** An operator added to the table is generated with no new code. */
  @Test
  void anOperatorAddedToTheTableIsGenerated(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path source = Path.of("../config/signatures");
    try (var files = Files.list(source)) {
      for (Path f : files.toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
      }
    }
    Files.writeString(dir.resolve("FiniteSets.sig"), "(par (A) (set.is_tiny (FiniteSet A) Bool :solvers (z3)))\n",
        java.nio.file.StandardOpenOption.APPEND);
    TheoryGenerators g = TheoryGenerators.standard(SignatureTable.load(dir), Set.of("z3"), Set.of("FiniteSets"));
    var builder = g.usable().get(0).builder(new io.tamis.core.term.TermFactory(), "t_");
    boolean seen = false;
    for (int i = 0; i < 500 && !seen; i++) {
      var atom = builder.atom(io.tamis.mutator.RandomSource.seeded(i));
      seen = atom != null && TermPrinter.toText(atom).contains("set.is_tiny");
    }
    assertTrue(seen, "set.is_tiny never generated");
  }

  /**
   * Yices2 and Bitwuzla have theories in the table: their generators are usable, and a probe declares no
   * constant of a sort the solvers have no theory for (Bitwuzla rejects a whole group over `n Int`).
   */
  @Test
  void bitwuzlaAndYices2GetTheirTheoriesAndNoSortTheyLack() {
    TheoryGenerators bitwuzla = TheoryGenerators.standard(SignatureTable.standard(), Set.of("bitwuzla", "z3"),
        Set.of());
    List<String> names = bitwuzla.usable().stream().map(g -> g.name()).toList();
    assertTrue(names.containsAll(List.of("BitVectors", "FloatingPoint")), names.toString());
    assertFalse(names.contains("Ints"), names.toString());
    for (var probe : bitwuzla.probes()) {
      assertFalse(probe.header().contains(" Int)") || probe.header().contains(" Real)"), probe.header());
      assertFalse(probe.assertion().contains("fp.to_real"), probe.assertion());
    }
    TheoryGenerators yices = TheoryGenerators.standard(SignatureTable.standard(), Set.of("yices2"), Set.of());
    List<String> yicesNames = yices.usable().stream().map(g -> g.name()).toList();
    assertTrue(yicesNames.containsAll(List.of("Ints", "Reals", "BitVectors", "Arrays")), yicesNames.toString());
    assertFalse(yicesNames.contains("FloatingPoint"), yicesNames.toString());
    assertTrue(yices.probes().stream().noneMatch(p -> p.form().startsWith("Arrays: const ")));
  }

  private static void check(Generator g, List<SeedScript> seeds) {
    ScriptReader reader = new ScriptReader();
    SortChecker checker = new SortChecker();
    ByteBuf buf = new ByteBuf();
    List<String> problems = new ArrayList<>();
    int mutants = 0;
    for (SeedScript seed : seeds) {
      TestStream stream = g.open(seed, 7);
      for (int k = 0; k < PER_SEED; k++) {
        TestCase t = stream.next();
        if (t == null) {
          break;
        }
        mutants++;
        String problem = problem(t, seed, reader, checker, buf);
        if (problem != null) {
          problems.add(g.name() + " " + seed.name() + " #" + t.iteration() + ": " + problem);
        }
      }
    }
    assertTrue(mutants > seeds.size() * PER_SEED / 2, g.name() + ": too few mutants: " + mutants);
    assertEquals(List.of(), problems.subList(0, Math.min(10, problems.size())), problems.size() + " of " + mutants);
  }

  private static String problem(TestCase t, SeedScript seed, ScriptReader reader, SortChecker checker, ByteBuf buf) {
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
    if (assertions(mutant) != assertions(seed.script())) {
      return "the skeleton changed: " + assertions(seed.script()) + " assertions became " + assertions(mutant);
    }
    if (seed.script().logic() != null && !"ALL".equals(mutant.logic())) {
      return "logic " + mutant.logic() + ", not ALL";
    }
    return RoundTrip.check(mutant, reader, buf);
  }

  private static long assertions(Script s) {
    return s.commands().stream().filter(c -> c instanceof Command.Assert).count();
  }

  private static List<String> texts(Generator g, SeedScript seed, long campaignSeed) {
    return texts(g, seed, campaignSeed, 12);
  }

  private static List<String> texts(Generator g, SeedScript seed, long campaignSeed, int n) {
    TestStream s = g.open(seed, campaignSeed);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      TestCase t = s.next();
      assertNotNull(t, g.name() + " stopped at " + i);
      out.add(new String(t.text(), StandardCharsets.UTF_8));
    }
    return out;
  }
}
