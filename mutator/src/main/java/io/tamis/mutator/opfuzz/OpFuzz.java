package io.tamis.mutator.opfuzz;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.ChainStream;
import java.util.Set;

/** The opfuzz generator: each test is the seed with {@code m} operators swapped within their class. */
public final class OpFuzz implements Generator {
  private final SignatureTable table;
  private final OperatorClasses classes;
  private final Set<String> solvers;
  private final int replacements;

  public OpFuzz(SignatureTable table, OperatorClasses classes, Set<String> solvers, int replacements) {
    if (replacements < 1) {
      throw new IllegalArgumentException("opfuzz needs at least 1 replacement per mutant, got " + replacements);
    }
    this.table = table;
    this.classes = classes;
    this.solvers = Set.copyOf(solvers);
    this.replacements = replacements;
  }

  @Override
  public String name() {
    return "opfuzz";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    return new ChainStream(name(), seed, campaignSeed,
        prepared -> new OpFuzzMutation(table, classes, solvers, replacements), 1);
  }
}
