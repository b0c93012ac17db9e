package io.smtfuzz.mutator.histfuzz;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.core.gen.TestSeeds;
import io.smtfuzz.core.gen.TestStream;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.smtlib.ByteBuf;
import io.smtfuzz.core.smtlib.ScriptPrinter;
import io.smtfuzz.core.term.TermFactory;
import io.smtfuzz.mutator.Mutant;
import io.smtfuzz.mutator.PreparedSeed;
import io.smtfuzz.mutator.RandomSource;
import java.util.Optional;

/**
 * HistFuzz's tests of one seed, each made from the seed itself (no chain). Every test replaces all
 * of the seed's atoms, so it is printed whole, and its terms live in a weak factory: a large seed's
 * tests would otherwise grow the factory by thousands of terms each.
 */
final class HistFuzzStream implements TestStream {
  private final String generator;
  private final SeedScript seed;
  private final long campaignSeed;
  private final long streamSeed;
  private final Script base;
  private final HistFuzzMutation mutation;
  private final ByteBuf buf = new ByteBuf(1 << 14);
  private final ScriptPrinter printer = new ScriptPrinter(buf);
  private long iteration;

  HistFuzzStream(String generator, SeedScript seed, long campaignSeed, AtomPool pool) {
    this.generator = generator;
    this.seed = seed;
    this.campaignSeed = campaignSeed;
    this.streamSeed = TestSeeds.stream(campaignSeed, seed.sha256());
    PreparedSeed prepared = PreparedSeed.of(seed.script(), TermFactory.weak());
    this.base = prepared.script();
    this.mutation = new HistFuzzMutation(prepared, pool);
  }

  /** Null when the seed has no atom or the pool none: the same for every later test. */
  @Override
  public TestCase next() {
    long i = iteration++;
    long testSeed = TestSeeds.inStream(streamSeed, i);
    Optional<Mutant> mutant = mutation.mutate(base, RandomSource.seeded(testSeed));
    if (mutant.isEmpty()) {
      return null;
    }
    buf.clear();
    printer.print(mutant.get().script());
    return new TestCase(buf.toByteArray(), null, generator, seed.name(), seed.sha256(), campaignSeed, i, testSeed);
  }
}
