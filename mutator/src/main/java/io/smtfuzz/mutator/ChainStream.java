package io.smtfuzz.mutator;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.core.gen.TestSeeds;
import io.smtfuzz.core.gen.TestStream;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.smtlib.ByteBuf;
import java.util.Optional;

/**
 * Chains of mutations: test i applies one mutation to test i-1, restarting from the seed every
 * {@code chain} tests, after a failed step, or when a mutant grows past the size bound. The random
 * source of test i is seeded from (campaign seed, seed hash, i), so replaying a test means running
 * the stream up to it.
 */
public final class ChainStream implements TestStream {
  private static final int MAX_FAILED_RESTARTS = 4;

  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final Script base;
  private final Mutation mutation;
  private final int chain;
  private final int maxBytes;
  private final ByteBuf buf = new ByteBuf(1 << 14);
  private final CommandBytes printer = new CommandBytes();
  private Script current;
  private long iteration;
  private int failedRestarts;

  public ChainStream(String generator, SeedScript seed, long campaignSeed, Script base, Mutation mutation,
      int chain) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.base = base;
    this.mutation = mutation;
    this.chain = chain;
    this.maxBytes = Math.max(64 << 10, 8 * seed.text().length);
  }

  @Override
  public TestCase next() {
    while (failedRestarts <= MAX_FAILED_RESTARTS) {
      long i = iteration++;
      boolean restart = current == null || i % chain == 0;
      Script from = restart ? base : current;
      long testSeed = TestSeeds.of(campaignSeed, seed.sha256(), i);
      Optional<Script> mutant = mutation.mutate(from, RandomSource.seeded(testSeed));
      if (mutant.isEmpty()) {
        failedRestarts += restart ? 1 : 0;
        current = null;
        continue;
      }
      failedRestarts = 0;
      buf.clear();
      printer.print(mutant.get(), buf);
      current = buf.length() > maxBytes ? null : mutant.get();
      return new TestCase(buf.toByteArray(), null, generator, seed.name(), seed.sha256(), campaignSeed, i,
          testSeed);
    }
    return null;
  }
}
