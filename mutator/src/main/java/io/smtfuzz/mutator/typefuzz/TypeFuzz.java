package io.smtfuzz.mutator.typefuzz;

import io.smtfuzz.core.gen.Generator;
import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestStream;
import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.mutator.ChainStream;
import io.smtfuzz.mutator.OperatorPool;
import java.util.Set;

/** The typefuzz generator: chains of generative type-aware mutations of each seed. */
public final class TypeFuzz implements Generator {
  private final SignatureTable table;
  private final Set<String> solvers;
  private final int chain;

  /**
   * @param solvers the solvers under test: only operators all of them accept are generated
   * @param chain mutations per chain before restarting from the seed (the papers used 10 to 100)
   */
  public TypeFuzz(SignatureTable table, Set<String> solvers, int chain) {
    if (chain < 1) {
      throw new IllegalArgumentException("chain length must be >= 1, got " + chain);
    }
    this.table = table;
    this.solvers = Set.copyOf(solvers);
    this.chain = chain;
  }

  @Override
  public String name() {
    return "typefuzz";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    return new ChainStream(name(), seed, campaignSeed,
        prepared -> new TypeFuzzMutation(prepared, OperatorPool.of(table, prepared, solvers)), chain);
  }
}
