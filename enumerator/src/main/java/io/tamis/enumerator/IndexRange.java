package io.tamis.enumerator;

import java.math.BigInteger;

/**
 * Test indices {@code from} (inclusive) to {@code end} (exclusive; null for no end). Shards split a
 * bounded range into contiguous pieces whose concatenation in shard order is the range.
 */
public record IndexRange(BigInteger from, BigInteger end) {
  public IndexRange {
    if (from.signum() < 0 || (end != null && end.compareTo(from) < 0)) {
      throw new IllegalArgumentException("bad index range " + from + ".." + end);
    }
  }

  /** Number of indices, or null when unbounded. */
  public BigInteger size() {
    return end == null ? null : end.subtract(from);
  }

  /**
   * Shard {@code i} of {@code n} ({@code 0 <= i < n}, as {@code --shard i/N} everywhere in tamis):
   * indices {@code from + size*i/n} to {@code from + size*(i+1)/n}, so shard sizes differ by at most
   * one and shard i+1 starts where shard i ends.
   */
  public IndexRange shard(int i, int n) {
    if (n < 1 || i < 0 || i >= n) {
      throw new IllegalArgumentException("shard must be i/N with 0 <= i < N, got " + i + "/" + n);
    }
    if (end == null) {
      throw new IllegalArgumentException("an unbounded range cannot be sharded: give --count or --max-size");
    }
    BigInteger size = size();
    BigInteger shards = BigInteger.valueOf(n);
    BigInteger lo = from.add(size.multiply(BigInteger.valueOf(i)).divide(shards));
    BigInteger hi = from.add(size.multiply(BigInteger.valueOf(i + 1)).divide(shards));
    return new IndexRange(lo, hi);
  }
}
