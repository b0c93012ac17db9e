package io.tamis.enumerator.order;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.Randoms;
import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.GrammarReader;
import io.tamis.enumerator.render.Style;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Seeded properties of the index bijection; every failure message carries the seed and index. */
class RankingPropertyTest {
  private static final BigInteger GOOGOL_CUBED = BigInteger.TEN.pow(300);

  /** Sizes whose tests outnumber 10^300: FP reaches it near size 105, Ints near 160. */
  @ParameterizedTest(name = "{0} et={1} seed {2}")
  @CsvSource({"FP, true, 1", "Ints, false, 2", "Strings, false, 3", "QLIA, false, 4"})
  void unrankThenRankIsIdentityUpTo10To300(String grammar, boolean et, long seed) {
    Enumerator enumerator = Enumerator.load(grammar, et);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 200; i++) {
      BigInteger index = Randoms.below(random, GOOGOL_CUBED);
      Derivation d = enumerator.derivation(index);
      assertEquals(index, enumerator.index(d), () -> "seed " + seed + " index " + index);
      assertEquals(d, enumerator.derivation(enumerator.index(d)), () -> "seed " + seed + " index " + index);
    }
    assertTrue(enumerator.counts().computed() > 50);
  }

  @ParameterizedTest(name = "{0} et={1} seed {2}")
  @CsvSource({"Core, true, 5", "Arrays, false, 6", "UF, false, 7", "Bitvectors, false, 8"})
  void rankThenUnrankIsIdentityOnRandomDerivations(String grammar, boolean et, long seed) {
    Enumerator enumerator = Enumerator.load(grammar, et);
    Counts counts = enumerator.counts();
    RandomDerivations derivations = new RandomDerivations(counts);
    SplittableRandom random = new SplittableRandom(seed);
    int start = enumerator.grammar().start();
    for (int i = 0; i < 300; i++) {
      int size = random.nextInt(120);
      if (counts.tests(size).signum() == 0) {
        continue;
      }
      Derivation t = derivations.of(start, size, random);
      BigInteger index = enumerator.index(t);
      assertEquals(t, enumerator.derivation(index), () -> "seed " + seed + " derivation " + t);
      assertTrue(index.compareTo(counts.testsUpTo(size)) < 0 && index.compareTo(counts.testsUpTo(size - 1)) >= 0);
    }
  }

  @ParameterizedTest(name = "{0} et={1} from {2}")
  @CsvSource({"Ints, true, 0", "Strings, true, 0", "Core, true, 0", "RealInts, true, 0", "LIA, false, 0",
      "QLIA, false, 0", "Ints, true, 14850000", "FP, true, 41300", "Arrays, true, 392000"})
  void streamingOrderIsUnrankingOrder(String grammar, boolean et, long from) {
    Enumerator enumerator = Enumerator.load(grammar, et);
    BigInteger first = BigInteger.valueOf(from);
    Enumeration stream = enumerator.stream(new IndexRange(first, first.add(BigInteger.valueOf(4000))));
    BigInteger expected = first;
    while (stream.advance()) {
      assertEquals(expected, stream.index());
      assertEquals(enumerator.derivation(expected), stream.current(), "index " + expected);
      assertEquals(expected, enumerator.index(stream.current()));
      expected = expected.add(BigInteger.ONE);
    }
    assertEquals(4000, stream.produced());
  }

  @Test
  void hundredThousandDeepTermsUseNoJavaStack() {
    String text = "grammar Deep\nstart t\nrule t Bool\n  leaf true\n  leaf false\n  apply not t\n";
    Enumerator enumerator = new Enumerator(new GrammarReader().read("deep", text), Style.SMTLIB);
    int depth = 100_000;
    BigInteger index = enumerator.counts().testsUpTo(depth - 1).add(BigInteger.ONE);
    Derivation d = enumerator.derivation(index);
    assertEquals(depth, d.size());
    assertEquals(index, enumerator.index(d));
    assertEquals(d, d.copy());
    String test = enumerator.renderer().test(d);
    assertTrue(test.startsWith("(assert (not (not") && test.contains("false" + ")".repeat(depth)));
    Enumeration stream = enumerator.stream(new IndexRange(index.subtract(BigInteger.ONE), index.add(BigInteger.TWO)));
    stream.advance();
    stream.advance();
    assertEquals(d, stream.current());
  }
}
