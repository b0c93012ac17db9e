package io.tamis.core.gen;

/**
 * Derives the random seed of one test from (campaign seed, seed file, iteration), so a test can be
 * regenerated alone and a campaign split into shards gives the same tests as one run.
 */
public final class TestSeeds {
  private TestSeeds() {}

  public static long of(long campaignSeed, String seedSha256, long iteration) {
    return inStream(stream(campaignSeed, seedSha256), iteration);
  }

  /** What the tests of one (campaign seed, seed file) share: hashed once per stream, not per test. */
  public static long stream(long campaignSeed, String seedSha256) {
    long h = mix(campaignSeed ^ 0x9E3779B97F4A7C15L);
    for (int i = 0; i < seedSha256.length(); i++) {
      h = mix(h ^ seedSha256.charAt(i));
    }
    return h;
  }

  /** The seed of test {@code iteration} of the stream whose {@link #stream} value is {@code stream}. */
  public static long inStream(long stream, long iteration) {
    return mix(stream ^ mix(iteration + 0x632BE59BD9B4E019L));
  }

  /** The SplitMix64 finalizer: a bijective, well-mixing 64-bit function. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
