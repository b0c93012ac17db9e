package io.tamis.mutator.histfuzz;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;

/**
 * HistFuzz's tests of one seed, each made from the seed itself (no chain). Every test replaces all
 * of the seed's atoms: the skeleton is printed once ({@link SkeletonText}) and each test fills in the
 * texts of its atoms ({@link AtomText}). The seed lives in a weak factory, where the tests' fresh
 * symbols go.
 */
final class HistFuzzStream implements TestStream {
  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final long streamSeed;
  private final HistFuzzMutation mutation;
  private SkeletonText text;
  private long iteration;

  HistFuzzStream(String generator, SeedScript seed, long campaignSeed, AtomPool pool) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.streamSeed = TestSeeds.stream(campaignSeed, seed.sha256());
    this.mutation = new HistFuzzMutation(PreparedSeed.of(seed.script(), TermFactory.weak()), pool);
  }

  /** Each test depends on its iteration alone. */
  @Override
  public boolean skipTo(long next) {
    iteration = next;
    return true;
  }

  /** Null when the seed has no atom or the pool none: the same for every later test. */
  @Override
  public TestCase next() {
    long i = iteration++;
    long testSeed = TestSeeds.inStream(streamSeed, i);
    HistFuzzMutation.Fill fill = mutation.fill(RandomSource.seeded(testSeed));
    if (fill == null) {
      return null;
    }
    if (text == null) {
      text = SkeletonText.of(mutation.seed(), mutation.holes(), mutation.prefix());
    }
    return new TestCase(text.fill(fill.atoms(), fill.fresh()), null, generator, seed.name(), seed.sha256(),
        campaignSeed, i, testSeed);
  }
}
