package io.tamis.mutator;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.diver.Diver;
import io.tamis.mutator.fusion.Fusion;
import io.tamis.mutator.histfuzz.AssociationRules;
import io.tamis.mutator.histfuzz.HistFuzz;
import io.tamis.mutator.opfuzz.OpFuzz;
import io.tamis.mutator.opfuzz.OperatorClasses;
import io.tamis.mutator.skeleton.Sphinx;
import io.tamis.mutator.typefuzz.TypeFuzz;
import io.tamis.mutator.valfuzz.RandomBase;
import io.tamis.mutator.valfuzz.Refinement;
import io.tamis.mutator.valfuzz.ValFuzz;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The mutators by name, configured for the solvers under test. */
public final class Mutators {
  /** Defaults from the papers: typefuzz chains of 10, opfuzz 2 replacements per mutant. */
  public static final int DEFAULT_CHAIN = 10;
  public static final int DEFAULT_REPLACEMENTS = 2;

  /**
   * What shapes the mutants.
   *
   * @param chain typefuzz: mutations per chain before restarting from the seed
   * @param replacements opfuzz: operators swapped per mutant
   * @param widen typefuzz: the share of seeds mutated in their wider logic (nonlinear, Int mixed with Real)
   * @param refinements valfuzz: the thesis's refinements to use
   * @param theories skeleton: the theory generators to use (empty: all)
   * @param associations histfuzz: association rules between history atoms to follow (null: none)
   */
  public record Settings(int chain, int replacements, double widen, Set<Refinement> refinements,
      Set<String> theories, AssociationRules.Thresholds associations) {
    public static final Settings DEFAULT = new Settings(DEFAULT_CHAIN, DEFAULT_REPLACEMENTS, 0, Refinement.DEFAULT,
        Set.of(), null);

    public Settings {
      refinements = Set.copyOf(refinements);
      theories = Set.copyOf(theories);
    }
  }

  private Mutators() {}

  public static List<String> names() {
    return List.of("typefuzz", "opfuzz", "diver", "valfuzz", "rbase", "fusion", "skeleton", "histfuzz");
  }

  /** As {@link #create(String, Set, Settings, List)} without partners: fusion gives no test. */
  public static Optional<Generator> create(String name, Set<String> solvers, Settings settings) {
    return create(name, solvers, settings, List.of());
  }

  /**
   * @param solvers solver names under test (z3, cvc5, ...): generated operators are ones all accept
   * @param partners fusion: the seeds a seed may be fused with; histfuzz: the history whose atoms fill holes
   */
  public static Optional<Generator> create(String name, Set<String> solvers, Settings settings,
      List<SeedScript> partners) {
    SignatureTable table = SignatureTable.standard();
    return switch (name) {
      case "typefuzz" -> Optional.of(new TypeFuzz(table, solvers, settings.chain(), settings.widen()));
      case "opfuzz" -> Optional.of(new OpFuzz(table, OperatorClasses.standard(), solvers, settings.replacements()));
      case "diver" -> Optional.of(new Diver(table, solvers));
      case "valfuzz" -> Optional.of(new ValFuzz(table, settings.refinements()));
      case "rbase" -> Optional.of(new RandomBase(table));
      case "fusion" -> Optional.of(new Fusion(table, partners));
      case "skeleton" -> Optional.of(new Sphinx(table, solvers, settings.theories(), settings.chain()));
      case "histfuzz" -> Optional.of(new HistFuzz(table, partners, solvers, settings.associations()));
      default -> Optional.empty();
    };
  }
}
