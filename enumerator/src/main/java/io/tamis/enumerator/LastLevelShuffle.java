package io.tamis.enumerator;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.order.IndexPermutation;
import java.math.BigInteger;

/**
 * The bias fix for a range that ends inside a size level: positions in that last level take the
 * tests of a fixed pseudo-random permutation of the whole level instead of its first tests, so the
 * partial coverage is spread over the level rather than stuck in its first alternatives. Positions
 * before the level are unchanged; the map is a bijection, so shards still split the range exactly.
 */
public record LastLevelShuffle(BigInteger levelStart, IndexPermutation permutation) {
  /** The key of the permutation: fixed, so position i means the same test on every machine. */
  public static final long KEY = 0x5EED_E7L;

  /** The shuffle for {@code whole}, or null when it ends at a level boundary (nothing to fix). */
  public static LastLevelShuffle of(Counts counts, IndexRange whole) {
    if (whole.end() == null) {
      throw new IllegalArgumentException("--shuffle-last-level needs a bounded range (--count or --max-size)");
    }
    if (whole.end().signum() == 0) {
      return null;
    }
    int level = counts.sizeOf(whole.end().subtract(BigInteger.ONE));
    if (counts.testsUpTo(level).equals(whole.end())) {
      return null;
    }
    return new LastLevelShuffle(counts.testsUpTo(level - 1), new IndexPermutation(counts.tests(level), KEY));
  }

  /** True when {@code position} lies in the shuffled level. */
  public boolean covers(BigInteger position) {
    return position.compareTo(levelStart) >= 0;
  }

  /** The index of the test at {@code position}. */
  public BigInteger map(BigInteger position) {
    return covers(position) ? levelStart.add(permutation.apply(position.subtract(levelStart))) : position;
  }
}
