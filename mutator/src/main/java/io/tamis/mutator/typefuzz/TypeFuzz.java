package io.tamis.mutator.typefuzz;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestSeeds;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.ChainStream;
import io.tamis.mutator.Conversions;
import io.tamis.mutator.OperatorPool;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.Widening;
import java.util.Set;

/** The typefuzz generator: chains of generative type-aware mutations of each seed. */
public final class TypeFuzz implements Generator {
  /** The widening draw uses a stream position no test has (tests count from 0). */
  private static final long WIDEN_DRAW = -1;

  private final SignatureTable table;
  private final Set<String> solvers;
  private final int chain;
  private final double widen;

  /**
   * @param solvers the solvers under test: only operators all of them accept are generated
   * @param chain mutations per chain before restarting from the seed (the papers used 10 to 100)
   * @param widen the share of seeds mutated in a wider logic ({@link PreparedSeed#widen}); half of
   *     them, when arithmetic, with strings ({@link PreparedSeed#widenWithStrings})
   */
  public TypeFuzz(SignatureTable table, Set<String> solvers, int chain, double widen) {
    if (chain < 1) {
      throw new IllegalArgumentException("chain length must be >= 1, got " + chain);
    }
    if (!(widen >= 0 && widen <= 1)) {
      throw new IllegalArgumentException("the share of widened seeds must be in [0, 1], got " + widen);
    }
    this.table = table;
    this.solvers = Set.copyOf(solvers);
    this.chain = chain;
    this.widen = widen;
  }

  @Override
  public String name() {
    return "typefuzz";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    return new ChainStream(name(), seed, campaignSeed, widens(seed, campaignSeed), this::mutation, chain);
  }

  /**
   * Drawn once per (campaign seed, seed file), so the same campaign seed widens the same seeds; half
   * of the widened ones (those whose draw falls in the lower half of the share) gain strings.
   */
  private Widening widens(SeedScript seed, long campaignSeed) {
    long draw = TestSeeds.inStream(TestSeeds.stream(campaignSeed, seed.sha256()), WIDEN_DRAW);
    double u = (draw >>> 11) * 0x1.0p-53;
    return !(u < widen) ? Widening.NONE : u < widen / 2 ? Widening.WITH_STRINGS : Widening.WIDE;
  }

  private TypeFuzzMutation mutation(PreparedSeed prepared) {
    Conversions conversions = Conversions.of(table, prepared);
    return new TypeFuzzMutation(prepared, OperatorPool.of(table, prepared, conversions.targets(), solvers),
        conversions);
  }
}
