package io.tamis.mutator;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.script.Script;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
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
 * How many more: {@link #TERM_BUDGET} shared by the streams of the JVM (a campaign over 5,664 seeds
 * held 2,048 more per seed, over a gigabyte), between {@link #MIN_GROWTH} and {@link #MAX_GROWTH}.
 */
public final class ChainStream implements TestStream {
  private static final int MAX_FAILED_RESTARTS = 4;
  /** Terms all streams' factories may gain from mutants together (about 100 bytes each). */
  static final long TERM_BUDGET = 1 << 20;
  /** Terms one factory may gain at most before the seed is prepared afresh, and at least. */
  static final int MAX_GROWTH = 1 << 11;
  static final int MIN_GROWTH = 1 << 6;
  /** Streams opened in this JVM: each one's share of {@link #TERM_BUDGET} (only how often seeds are prepared). */
  private static final AtomicLong OPENED = new AtomicLong();

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
    OPENED.incrementAndGet();
    prepare();
  }

  private void prepare() {
    PreparedSeed prepared = widen.apply(PreparedSeed.of(seed.script()));
    base = prepared.script();
    mutation = mutations.apply(prepared);
    text = new ScriptText(base);
    maxTerms = prepared.factory().size() + growth();
  }

  private static int growth() {
    return (int) Math.max(MIN_GROWTH, Math.min(MAX_GROWTH, TERM_BUDGET / Math.max(1, OPENED.get())));
  }

  /**
   * Starts the chain at {@code next}'s restart point, {@code next} rounded down to a multiple of the chain
   * length, and makes the mutants up to {@code next} (at most a chain's) without handing them out: the tests from {@code next} on
   * are those of a stream that made every test before. (Unless the stream would have ended just after
   * {@code next} by failed restarts that began before the restart point: it then ends a few tests later.)
   */
  @Override
  public boolean skipTo(long next) {
    iteration = next - next % chain;
    current = null;
    failedRestarts = 0;
    while (iteration < next && failedRestarts <= MAX_FAILED_RESTARTS) {
      step();
    }
    return true;
  }

  @Override
  public TestCase next() {
    while (failedRestarts <= MAX_FAILED_RESTARTS) {
      TestCase t = step();
      if (t != null) {
        return t;
      }
    }
    return null;
  }

  /** One iteration: its test, or null when the mutation failed. */
  private TestCase step() {
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
      return null;
    }
    failedRestarts = 0;
    byte[] bytes = text.print(from, mutant.get());
    current = bytes.length > maxBytes ? null : mutant.get().script();
    return new TestCase(bytes, null, generator, seed.name(), seed.sha256(), campaignSeed, i, testSeed);
  }
}
