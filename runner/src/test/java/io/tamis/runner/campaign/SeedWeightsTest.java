package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.SignatureTable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SeedWeightsTest {
  private static final SeedScript SETS = seed("sets.smt2", "(declare-const s (FiniteSet Int))\n"
      + "(assert (set.in 1 (set.union s (set.singleton 2))))\n(check-sat)\n");
  private static final SeedScript STRINGS = seed("strings.smt2", "(declare-const s String)\n"
      + "(assert (= (str.++ s \"a\") \"ba\"))\n(check-sat)\n");
  private static final SeedScript LIA = seed("lia.smt2", "(declare-const x Int)\n(assert (> (+ x 1) 0))\n"
      + "(check-sat)\n");
  private static final Map<String, Double> SHARES = Map.of("FiniteSets", 0.8, "Strings/Sequences", 0.2);
  private static final int ROUNDS = 4000;

  @Test
  void seedsReadTheirTheoriesFromOperatorsBindersAndDatatypes() {
    SignatureTable t = SignatureTable.standard();
    assertTrue(SeedTheories.of(SETS, t).contains("FiniteSets"), SeedTheories.of(SETS, t).toString());
    assertTrue(SeedTheories.of(STRINGS, t).contains("Strings"));
    assertTrue(SeedTheories.of(LIA, t).contains("Ints"));
    Set<String> q = SeedTheories.of(seed("q.smt2", "(declare-datatype P ((p (fst Int))))\n"
        + "(assert (forall ((x Int)) (> x 0)))\n"), t);
    assertTrue(q.containsAll(Set.of("Quantifiers", "Datatypes", "Ints")), q.toString());
    assertTrue(!SeedTheories.of(LIA, t).contains("Quantifiers"));
  }

  @Test
  void seedsOfTheMostChangedTheoryRunEveryRoundAndTheOthersByTheirShareButNeverNever() {
    SeedWeights w = weights(42);
    assertEquals(List.of("sets.smt2", "strings.smt2"), w.targeted());
    int sets = rounds(w, SETS);
    int strings = rounds(w, STRINGS);
    int lia = rounds(w, LIA);
    assertEquals(ROUNDS, sets);
    // weights 0.1/3 + 0.9 * 0.8, 0.1/3 + 0.9 * 0.2 and 0.1/3: chances 1, 0.283 and 0.044
    assertEquals(ROUNDS * 0.283, strings, ROUNDS * 0.03);
    assertEquals(ROUNDS * 0.044, lia, ROUNDS * 0.015);
    assertTrue(lia > 0);
  }

  @Test
  void aTheoryOfManySeedsSplitsItsShareAmongThem() {
    SeedScript strings2 = seed("strings2.smt2", "(declare-const t String)\n(assert (= (str.len t) 3))\n");
    SignatureTable t = SignatureTable.standard();
    SeedWeights w = new SeedWeights(5, Map.of(SETS.name(), SeedTheories.of(SETS, t), STRINGS.name(),
        SeedTheories.of(STRINGS, t), strings2.name(), SeedTheories.of(strings2, t)),
        Map.of("FiniteSets", 0.5, "Strings/Sequences", 0.5));
    assertEquals(ROUNDS, rounds(w, SETS));
    // (0.1/3 + 0.9 * 0.25) / (0.1/3 + 0.9 * 0.5): each strings seed about half as often, both together as often
    assertEquals(ROUNDS * 0.541, rounds(w, STRINGS), ROUNDS * 0.03);
    assertEquals(ROUNDS * 0.541, rounds(w, strings2), ROUNDS * 0.03);
  }

  @Test
  void theRoundsFollowTheCampaignSeedAlone() {
    assertEquals(skipped(weights(7), LIA), skipped(weights(7), LIA));
    assertNotEquals(skipped(weights(7), LIA), skipped(weights(8), LIA));
  }

  @Test
  void aSeedTheWeightsDoNotKnowIsNotHeldBack() {
    assertEquals(ROUNDS, rounds(weights(1), seed("other.smt2", "(check-sat)\n")));
  }

  private static SeedWeights weights(long campaignSeed) {
    SignatureTable t = SignatureTable.standard();
    Map<String, Set<String>> theories = Map.of(SETS.name(), SeedTheories.of(SETS, t), STRINGS.name(),
        SeedTheories.of(STRINGS, t), LIA.name(), SeedTheories.of(LIA, t));
    return new SeedWeights(campaignSeed, theories, SHARES);
  }

  private static int rounds(SeedWeights w, SeedScript seed) {
    return ROUNDS - skipped(w, seed).size();
  }

  private static List<Long> skipped(SeedWeights w, SeedScript seed) {
    List<Long> out = new ArrayList<>();
    for (long r = 0; r < ROUNDS; r++) {
      if (w.skips(seed, r)) {
        out.add(r);
      }
    }
    return out;
  }

  private static SeedScript seed(String name, String text) {
    return SeedScript.of(name, text.getBytes(StandardCharsets.UTF_8), null);
  }
}
