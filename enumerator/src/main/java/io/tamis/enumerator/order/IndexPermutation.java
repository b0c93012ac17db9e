package io.tamis.enumerator.order;

import java.math.BigInteger;

/**
 * A keyed bijection of {@code [0, size)} for any size, BigInteger included: a four-round Feistel
 * network on the smallest even number of bits that holds size-1 (any round function makes a Feistel
 * network bijective), with cycle walking back into range (fewer than four steps on average, since the
 * domain is under four times the range).
 */
public final class IndexPermutation {
  private static final int ROUNDS = 4;

  private final BigInteger size;
  private final long key;
  private final int half;
  private final BigInteger mask;

  public IndexPermutation(BigInteger size, long key) {
    if (size.signum() <= 0) {
      throw new IllegalArgumentException("permutation of an empty range");
    }
    this.size = size;
    this.key = key;
    this.half = Math.max(1, (size.subtract(BigInteger.ONE).bitLength() + 1) / 2);
    this.mask = BigInteger.ONE.shiftLeft(half).subtract(BigInteger.ONE);
  }

  public BigInteger size() {
    return size;
  }

  /** The image of {@code x}, {@code 0 <= x < size}. */
  public BigInteger apply(BigInteger x) {
    if (x.signum() < 0 || x.compareTo(size) >= 0) {
      throw new IllegalArgumentException(x + " outside 0.." + size);
    }
    BigInteger y = encrypt(x);
    while (y.compareTo(size) >= 0) {
      y = encrypt(y);
    }
    return y;
  }

  private BigInteger encrypt(BigInteger x) {
    BigInteger left = x.shiftRight(half);
    BigInteger right = x.and(mask);
    for (int round = 0; round < ROUNDS; round++) {
      BigInteger next = left.xor(roundFunction(right, round));
      left = right;
      right = next;
    }
    return left.shiftLeft(half).or(right);
  }

  /** {@code half} pseudo-random bits from (key, round, r): SplitMix64 over the bytes of r. */
  private BigInteger roundFunction(BigInteger r, int round) {
    long h = mix(key ^ (0x9E3779B97F4A7C15L * (round + 1)));
    for (byte b : r.toByteArray()) {
      h = mix(h ^ (b & 0xff));
    }
    BigInteger bits = BigInteger.ZERO;
    for (int produced = 0; produced < half; produced += 63) {
      h = mix(h + 0x632BE59BD9B4E019L);
      bits = bits.shiftLeft(63).or(BigInteger.valueOf(h >>> 1));
    }
    return bits.and(mask);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
