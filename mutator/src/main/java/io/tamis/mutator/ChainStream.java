package io.tamis.mutator;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.script.Script;
import java.util.Optional;
import java.util.function.Function;

/**
 * Chains of mutations: test i applies one mutation to test i-1, restarting from the seed every
 * {@code chain} tests, after a failed step, or when a mutant grows past the size bound. The random
 * source of test i is seeded from (campaign seed, seed hash, i), so replaying a test means running
 * the stream up to it.
 *
 * <p>Mutants are interned in the prepared seed's factory, so a long stream would grow it without
 * bound: at a chain restart, once the factory holds many more terms than the seed, the seed is
 * prepared again in a fresh factory. The new copy is term for term the same, so the tests are too.
 */
public final class ChainStream implements TestStream {
  private static final int MAX_FAILED_RESTARTS = 4;
  /** Terms a factory may gain from mutants before the seed is prepared afresh. */
  private static final int GROWTH = 1 << 11;

  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final long streamSeed;
  private final Function<PreparedSeed, ? extends Mutation> mutations;
  private final int chain;
  private final int maxBytes;
  private final Widening widen;
  private Script base;
  private Mutation mutation;
  private ScriptText text;
  private int maxTerms;
  private Script current;
  private long iteration;
  private int failedRestarts;

  /** @param mutations the mutation to apply, made for a prepared copy of the seed */
  public ChainStream(String generator, SeedScript seed, long campaignSeed, Function<PreparedSeed, Mutation> mutations,
      int chain) {
    this(generator, seed, campaignSeed, Widening.NONE, mutations, chain);
  }

  /** @param widen whether to mutate the seed in a wider logic */
  public ChainStream(String generator, SeedScript seed, long campaignSeed, Widening widen,
      Function<PreparedSeed, ? extends Mutation> mutations, int chain) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.streamSeed = TestSeeds.stream(campaignSeed, seed.sha256());
    this.mutations = mutations;
    this.chain = chain;
    this.maxBytes = Math.max(64 << 10, 8 * seed.text().length);
    this.widen = widen;
    prepare();
  }

  private void prepare() {
    PreparedSeed prepared = widen.apply(PreparedSeed.of(seed.script()));
    base = prepared.script();
    mutation = mutations.apply(prepared);
    text = new ScriptText(base);
    maxTerms = prepared.factory().size() + GROWTH;
  }

  @Override
  public TestCase next() {
    while (failedRestarts <= MAX_FAILED_RESTARTS) {
      long i = iteration++;
      boolean restart = current == null || i % chain == 0;
      if (restart && base.factory().size() > maxTerms) {
        prepare();
      }
      Script from = restart ? base : current;
      long testSeed = TestSeeds.inStream(streamSeed, i);
      Optional<Mutant> mutant = mutation.mutate(from, RandomSource.seeded(testSeed));
      if (mutant.isEmpty()) {
        failedRestarts += restart ? 1 : 0;
        current = null;
        continue;
      }
      failedRestarts = 0;
      byte[] bytes = text.print(from, mutant.get());
      current = bytes.length > maxBytes ? null : mutant.get().script();
      return new TestCase(bytes, null, generator, seed.name(), seed.sha256(), campaignSeed, i, testSeed);
    }
    return null;
  }
}
