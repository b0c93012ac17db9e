package io.tamis.mutator.histfuzz;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.theory.Probe;
import io.tamis.mutator.theory.Screened;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The HistFuzz generator: each test is a seed's skeleton whose atoms are all replaced by atoms of a
 * history of scripts (the solvers' regression suites hold bug triggers), then a few constant swaps.
 * Push/pop variants come from the campaign's {@code --push-pop}.
 */
public final class HistFuzz implements Generator, Screened {
  private final AtomPool pool;

  /**
   * @param history the scripts whose atoms fill the holes
   * @param solvers the solvers under test: atoms with an operator one of them lacks are left out
   * @param rules association rules to mine from the history and follow when filling holes; null: none
   */
  public HistFuzz(SignatureTable table, List<SeedScript> history, Set<String> solvers,
      AssociationRules.Thresholds rules) {
    this.pool = new AtomPool(history, table, solvers, rules);
  }

  @Override
  public String name() {
    return "histfuzz";
  }

  /** The atoms in the pool (after the self-check). */
  public int atoms() {
    return pool.atoms().size();
  }

  /** The association rules mined from the history (0 without --associations). */
  public int rules() {
    return pool.rules();
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    return new HistFuzzStream(name(), seed, campaignSeed, pool);
  }

  @Override
  public List<Probe> probes() {
    return pool.probes();
  }

  @Override
  public void drop(Map<String, String> rejected) {
    pool.drop(rejected.keySet());
  }

  @Override
  public List<String> unusable() {
    return pool.atoms().isEmpty() ? List.of("histfuzz: no atom of the history is left for every solver") : List.of();
  }
}
