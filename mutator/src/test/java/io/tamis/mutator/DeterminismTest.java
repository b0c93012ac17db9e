package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import java.io.IOException;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Same seed and campaign seed, same tests, byte for byte; another campaign seed, other tests. */
class DeterminismTest {

  /** The first {@code n} tests, each as its iteration number followed by its text. */
  private static List<String> run(Generator g, SeedScript seed, long campaignSeed, int n) {
    TestStream stream = g.open(seed, campaignSeed);
    List<String> out = new ArrayList<>();
    for (TestCase t = stream.next(); t != null && out.size() < n; t = stream.next()) {
      out.add(t.iteration() + ":" + new String(t.text(), StandardCharsets.ISO_8859_1));
    }
    return out;
  }

  @Test
  void sameInputsGiveIdenticalTests() throws IOException {
    List<SeedScript> seeds = Corpus.seeds(400);
    for (Generator g : Generators.all()) {
      for (SeedScript seed : seeds) {
        assertEquals(run(g, seed, 11, 12), run(g, seed, 11, 12), g.name() + " " + seed.name());
      }
    }
  }

  @Test
  void anotherCampaignSeedGivesOtherTests() throws IOException {
    SeedScript seed = Corpus.seeds(400).get(3);
    for (Generator g : Generators.all()) {
      List<String> a = run(g, seed, 11, 10);
      assertFalse(a.isEmpty(), g.name() + " gave no test for " + seed.name());
      assertNotEquals(a, run(g, seed, 12, 10), g.name() + " ignored the campaign seed");
    }
  }
}
