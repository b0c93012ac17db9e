package io.tamis.enumerator;

import java.math.BigInteger;
import java.util.SplittableRandom;

/** Uniform big numbers from a seeded {@link SplittableRandom}. */
public final class Randoms {
  private Randoms() {}

  /** Uniform in {@code [0, bound)} by rejection. */
  public static BigInteger below(SplittableRandom random, BigInteger bound) {
    int bits = bound.bitLength();
    byte[] bytes = new byte[(bits + 7) / 8 + 1];
    while (true) {
      random.nextBytes(bytes);
      bytes[0] = 0;
      BigInteger candidate = new BigInteger(bytes).shiftRight(bytes.length * 8 - 8 - bits);
      if (candidate.compareTo(bound) < 0) {
        return candidate;
      }
    }
  }
}
