package io.tamis.enumerator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.enumerator.order.IndexPermutation;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** --shuffle-last-level: a bijection inside the last, partly covered level; shards still exact. */
class LastLevelShuffleTest {

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 5, 17, 64, 65, 1000, 4099})
  void permutationIsABijection(int size) {
    IndexPermutation p = new IndexPermutation(BigInteger.valueOf(size), 42);
    Set<BigInteger> images = new HashSet<>();
    for (int i = 0; i < size; i++) {
      BigInteger y = p.apply(BigInteger.valueOf(i));
      assertTrue(y.signum() >= 0 && y.compareTo(BigInteger.valueOf(size)) < 0);
      images.add(y);
    }
    assertEquals(size, images.size());
  }

  @Test
  void hugeLevelsStayInRange() {
    BigInteger size = BigInteger.TEN.pow(200).add(BigInteger.valueOf(7));
    IndexPermutation p = new IndexPermutation(size, 42);
    SplittableRandom random = new SplittableRandom(9);
    Set<BigInteger> images = new HashSet<>();
    for (int i = 0; i < 1000; i++) {
      BigInteger y = p.apply(Randoms.below(random, size));
      assertTrue(y.signum() >= 0 && y.compareTo(size) < 0);
      images.add(y);
    }
    assertTrue(images.size() > 990);
  }

  @Test
  void onlyThePartialLevelIsShuffled() {
    Enumerator enumerator = Enumerator.load("Ints", true);
    IndexRange whole = new IndexRange(BigInteger.ZERO, BigInteger.valueOf(3700));
    LastLevelShuffle shuffle = LastLevelShuffle.of(enumerator.counts(), whole);
    assertEquals(BigInteger.valueOf(3680), shuffle.levelStart());
    Enumeration stream = enumerator.stream(whole, shuffle);
    List<BigInteger> last = new ArrayList<>();
    while (stream.advance()) {
      BigInteger position = BigInteger.valueOf(stream.produced() - 1);
      if (position.intValue() < 3680) {
        assertEquals(position, stream.index());
      } else {
        last.add(stream.index());
        assertEquals(enumerator.derivation(stream.index()), stream.current());
      }
    }
    assertEquals(20, new HashSet<>(last).size());
    assertTrue(last.stream().allMatch(i -> i.intValue() >= 3680 && i.intValue() < 225840));
    assertNotEquals(BigInteger.valueOf(3680), last.get(0));
    assertNull(LastLevelShuffle.of(enumerator.counts(), new IndexRange(BigInteger.ZERO, BigInteger.valueOf(3680))));
  }

  @Test
  void shardsOfAShuffledRangeConcatenateToIt() {
    Enumerator enumerator = Enumerator.load("Core", true);
    IndexRange whole = new IndexRange(BigInteger.valueOf(3), BigInteger.valueOf(13324 + 500));
    LastLevelShuffle shuffle = LastLevelShuffle.of(enumerator.counts(), whole);
    List<BigInteger> expected = indices(enumerator.stream(whole, shuffle));
    for (int n : new int[] {1, 2, 7}) {
      List<BigInteger> joined = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        joined.addAll(indices(enumerator.stream(whole.shard(i, n), shuffle)));
      }
      assertEquals(expected, joined, "N = " + n);
    }
    assertEquals(expected.size(), new HashSet<>(expected).size());
  }

  private static List<BigInteger> indices(Enumeration stream) {
    List<BigInteger> out = new ArrayList<>();
    while (stream.advance()) {
      out.add(stream.index());
    }
    return out;
  }
}
