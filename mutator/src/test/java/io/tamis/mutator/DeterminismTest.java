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

  /** A stream that skips to iteration k (a resumed campaign) gives, from k on, the tests of one that made them all. */
  @Test
  void skippingToAnIterationGivesTheSameTestsFromThere() throws IOException {
    for (Generator g : Generators.all()) {
      for (SeedScript seed : Corpus.seeds(400).subList(0, 8)) {
        List<String> all = run(g, seed, 11, 40);
        for (long k : new long[] {1, 9, 10, 23}) {
          TestStream skipped = g.open(seed, 11);
          if (!skipped.skipTo(k)) {
            continue;
          }
          List<String> from = all.stream().filter(t -> Long.parseLong(t.substring(0, t.indexOf(':'))) >= k).toList();
          List<String> again = new ArrayList<>();
          for (TestCase t = skipped.next(); t != null && again.size() < from.size(); t = skipped.next()) {
            again.add(t.iteration() + ":" + new String(t.text(), StandardCharsets.ISO_8859_1));
          }
          assertEquals(from, again, g.name() + " " + seed.name() + " from " + k);
        }
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
