package io.tamis.mutator;

import java.util.SplittableRandom;

/** {@link RandomSource} over {@link SplittableRandom}: fast, seedable, reproducible across JDKs. */
final class SplittableRandomSource implements RandomSource {
  private final SplittableRandom random;

  SplittableRandomSource(long seed) {
    this.random = new SplittableRandom(seed);
  }

  @Override
  public int nextInt(int bound) {
    return random.nextInt(bound);
  }

  @Override
  public long nextLong(long bound) {
    return random.nextLong(bound);
  }
}
