package io.tamis.mutator;

import java.util.List;

/**
 * The one source of random choices of a mutator. Implementations MUST be deterministic for a given
 * seed; tests use a scripted source to drive exact decisions.
 */
public interface RandomSource {

  /** Uniform in [0, bound); bound > 0. */
  int nextInt(int bound);

  /** Uniform in [0, bound); bound > 0. */
  long nextLong(long bound);

  default boolean chance(double p) {
    return nextInt(1 << 20) < p * (1 << 20);
  }

  default <T> T pick(List<T> items) {
    return items.get(nextInt(items.size()));
  }

  static RandomSource seeded(long seed) {
    return new SplittableRandomSource(seed);
  }
}
