package io.tamis.mutator.skeleton;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.ChainStream;
import io.tamis.mutator.theory.Probe;
import io.tamis.mutator.theory.Screened;
import io.tamis.mutator.theory.TheoryGenerator;
import io.tamis.mutator.theory.TheoryGenerators;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The skeleton generator (Sphinx): chains of mutations that keep a seed's Boolean skeleton and put
 * atoms of theory generators in place of some of its atoms, reaching theories the seed never used.
 */
public final class Sphinx implements Generator, Screened {
  private final TheoryGenerators theories;
  private final int chain;
  private final boolean tactics;

  /**
   * @param solvers the solvers under test: generated operators are ones all of them accept; with z3
   *     alone some tests check with a tactic pipeline
   * @param only the theory generators to use by name (empty: all)
   * @param chain mutations per chain before restarting from the seed
   */
  public Sphinx(SignatureTable table, Set<String> solvers, Set<String> only, int chain) {
    if (chain < 1) {
      throw new IllegalArgumentException("chain length must be >= 1, got " + chain);
    }
    this.theories = TheoryGenerators.standard(table, solvers, only);
    this.chain = chain;
    this.tactics = solvers.equals(Set.of("z3"));
  }

  @Override
  public String name() {
    return "skeleton";
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    List<TheoryGenerator> usable = theories.usable();
    return new ChainStream(name(), seed, campaignSeed, p -> new SkeletonMutation(p, usable, tactics), chain);
  }

  /** The theory generators left after the solvers' tags and the self-check. */
  public List<String> theories() {
    return theories.usable().stream().map(TheoryGenerator::name).toList();
  }

  @Override
  public List<Probe> probes() {
    return theories.probes();
  }

  @Override
  public void drop(Map<String, String> rejected) {
    theories.drop(rejected);
  }

  @Override
  public List<String> unusable() {
    return theories.unusable();
  }
}
