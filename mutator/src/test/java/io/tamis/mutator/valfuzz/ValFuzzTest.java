package io.tamis.mutator.valfuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.mutator.Corpus;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** valfuzz and RBASE without solvers: meta-formulas, models written by the test, the seeds with values. */
class ValFuzzTest {
  private static final SignatureTable TABLE = SignatureTable.standard();
  private static final String SEED = """
      (set-logic QF_LIA)
      (set-info :status sat)
      (declare-fun x () Int)
      (declare-fun y () Int)
      (assert (and (< x 5) (or (> y 2) (= x y))))
      (assert (distinct (+ x y) 7))
      (check-sat)
      """;

  @Test
  void theMetaFormulaWatchesEveryBooleanSubExpressionAndEachHolesDomain() {
    TestStream s = new ValFuzz(TABLE, EnumSet.of(Refinement.ADOMAIN)).open(seed(SEED), 3);
    String meta = text(s.next());
    // Holes 5, 2, 7 (in first-seen order); the sub-expressions over them; zero and sign of each hole.
    for (String watched : List.of("(and (< x vf_h0) (or (> y vf_h1) (= x y)))", "(< x vf_h0)", "(= x y)",
        "(distinct (+ x y) vf_h2)", "(= vf_h1 0)", "(< vf_h2 0)", "(< 0 vf_h0)")) {
      assertTrue(meta.contains(watched), watched + " in\n" + meta);
    }
    assertTrue(meta.contains("(set-logic ALL)") && meta.contains("(set-option :random-seed "), meta);
    assertEquals(1, count(meta, "(assert vf_m") + count(meta, "(assert (not vf_m")); // basic: one enforced
    read(meta); // sort-checks
  }

  @Test
  void multief7EnforcesSevenMonitorsOnDistinctMonitors() {
    String meta = text(new ValFuzz(TABLE, Refinement.DEFAULT).open(seed(SEED), 3).next());
    assertEquals(7, count(meta, "(assert vf_m") + count(meta, "(assert (not vf_m"), meta);
  }

  @Test
  void aModelsValuesReplaceTheLiteralsAndNothingElse() {
    TestStream s = new ValFuzz(TABLE, Refinement.DEFAULT).open(seed(SEED), 3);
    TestCase meta = s.next();
    assertTrue(s.learns() && !s.ready());
    s.answered(meta, new Answer("sat", "((define-fun vf_h0 () Int (- 4)) (define-fun vf_h1 () Int 0)"
        + " (define-fun vf_h2 () Int 12))"));
    TestCase valued = s.next();
    assertEquals("""
        (set-logic QF_LIA)
        (declare-fun x () Int)
        (declare-fun y () Int)
        (assert (and (< x (- 4)) (or (> y 0) (= x y))))
        (assert (distinct (+ x y) 12))
        (check-sat)
        """, text(valued));
    assertEquals(meta.iteration() + 1, valued.iteration());
    assertNull(valued.expected());
    assertTrue(s.ready()); // the next meta-formula goes out while the valued seed runs
  }

  @Test
  void effinalAssertsTheEnforcedSubExpressionsWithTheirValues() {
    TestStream s = new ValFuzz(TABLE, EnumSet.of(Refinement.EFFINAL)).open(seed(SEED), 3);
    TestCase meta = s.next();
    s.answered(meta, new Answer("sat", "((define-fun vf_h0 () Int 1) (define-fun vf_h1 () Int 2)"
        + " (define-fun vf_h2 () Int 3))"));
    String valued = text(s.next());
    assertEquals(3, count(valued, "(assert "), valued); // the seed's two and the enforced one
    read(valued);
  }

  @Test
  void metaFormulasWithoutAModelEndTheStreamAfterSixteenInARow() {
    TestStream s = new ValFuzz(TABLE, Refinement.DEFAULT).open(seed(SEED), 5);
    int metas = 0;
    for (TestCase t = s.next(); t != null; t = s.next()) {
      metas++;
      assertTrue(text(t).contains("vf_m"), "only meta-formulas without models");
      s.answered(t, new Answer("unsat", null));
    }
    assertEquals(ValFuzzStream.MAX_FAILURES, metas);
  }

  @Test
  void coverageEnforcesUncoveredPairsFirst() {
    Coverage c = new Coverage(4);
    for (int m = 0; m < 4; m++) {
      c.saw(m, true);
    }
    c.saw(0, false);
    List<Coverage.Pair> pairs = c.enforce(7, RandomSource.seeded(1));
    assertEquals(4, pairs.size()); // one per monitor
    assertEquals(3, pairs.stream().filter(p -> !p.value()).count()); // the three uncovered (m, false)
    assertTrue(pairs.contains(new Coverage.Pair(1, false)) && pairs.contains(new Coverage.Pair(3, false)));
  }

  @Test
  void seedsWithoutLiteralsGiveNoTest() {
    String noLiteral = "(set-logic QF_UF)(declare-fun p () Bool)(assert (not p))(check-sat)";
    ValFuzz v = new ValFuzz(TABLE, Refinement.DEFAULT);
    assertNull(v.open(seed(noLiteral), 1).next());
    assertEquals(1, v.counts().unusable().sum());
    assertNull(new RandomBase(TABLE).open(seed(noLiteral), 1).next());
  }

  @Test
  void rbaseIsDeterministicAndChangesOnlyLiterals() {
    SeedScript seed = seed(SEED);
    TestStream a = new RandomBase(TABLE).open(seed, 11);
    TestStream b = new RandomBase(TABLE).open(seed, 11);
    for (int i = 0; i < 20; i++) {
      TestCase x = a.next();
      assertArrayEquals(x.text(), b.next().text());
      assertTrue(SkeletonShape.same(PreparedSeed.of(seed.script()).script(), read(text(x))), text(x));
    }
  }

  @Test
  void refinementNamesAreCheckedWithTheKnownOnesListed() {
    assertEquals(EnumSet.of(Refinement.CPOG, Refinement.RELC3), Refinement.parse("cpog, RELC3"));
    assertEquals(Set.of(), Refinement.parse("none"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Refinement.parse("adomian"));
    assertTrue(e.getMessage().contains("'adomian'") && e.getMessage().contains("adomain"), e.getMessage());
  }

  /**
   * Over every 25th corpus seed, with each refinement set: the meta-formula reads back (it sort-checks),
   * and the seed with random values for the holes has the seed's DAG shape with literals in the holes.
   */
  @Test
  void overTheCorpusMetaFormulasSortCheckAndValuedSeedsKeepTheSkeleton() throws Exception {
    int valued = 0;
    int seeds = 0;
    for (SeedScript seed : Corpus.seeds(25)) {
      for (Set<Refinement> r : List.of(Refinement.DEFAULT, EnumSet.of(Refinement.CPOG, Refinement.LEAFOPT,
          Refinement.EFFINAL), EnumSet.of(Refinement.NOSKOLE))) {
        TestStream s = new ValFuzz(TABLE, r).open(seed, 17);
        TestCase meta = s.next();
        if (meta == null) {
          continue;
        }
        seeds++;
        Script parsed = read(text(meta));
        s.answered(meta, new Answer("sat", model(parsed, RandomSource.seeded(seeds))));
        TestCase t = s.next();
        assertNotNull(t, seed.name());
        Script mutant = read(text(t));
        if (!r.contains(Refinement.EFFINAL)) {
          // :named annotations are inlined first (PreparedSeed), as for every mutator
          assertTrue(SkeletonShape.same(PreparedSeed.of(seed.script()).script(), mutant), seed.name() + "\n" + text(t));
        }
        valued += text(t).contains("vf_") ? 0 : 1;
      }
    }
    assertTrue(seeds > 400, "seeds with holes: " + seeds);
    assertEquals(seeds, valued);
  }

  /** A model giving each hole of {@code meta} a random value of its sort. */
  private static String model(Script meta, RandomSource random) {
    StringBuilder out = new StringBuilder("(");
    for (Command c : meta.commands()) {
      if (c instanceof Command.DeclareFun d && d.symbol().name().matches("_*vf_h\\d+")) {
        out.append("(define-fun ").append(d.symbol().name()).append(" () ").append(d.symbol().result()).append(' ')
            .append(RandomBase.value(d.symbol().result(), random)).append(')');
      }
    }
    return out.append(')').toString();
  }

  static SeedScript seed(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return SeedScript.of("seed.smt2", bytes, new ScriptReader().read("seed.smt2", bytes));
  }

  private static Script read(String text) {
    return new ScriptReader().read("test.smt2", text.getBytes(StandardCharsets.UTF_8));
  }

  private static String text(TestCase t) {
    return new String(t.text(), StandardCharsets.UTF_8);
  }

  private static int count(String text, String part) {
    List<Integer> at = new ArrayList<>();
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      at.add(i);
    }
    return at.size();
  }
}
