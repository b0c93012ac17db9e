package io.tamis.runner.cli;

import io.tamis.mutator.Mutators;
import io.tamis.mutator.histfuzz.AssociationRules;
import io.tamis.mutator.valfuzz.Refinement;
import picocli.CommandLine.Option;

/** The mutator settings shared by fuzz and mutate. */
final class MutatorOptions {
  @Option(names = "--chain", paramLabel = "N", defaultValue = "" + Mutators.DEFAULT_CHAIN,
      description = "typefuzz, skeleton: mutations per chain before it restarts from the seed (default: ${DEFAULT-VALUE}).",
      converter = Inputs.Positive.class)
  int chain;

  @Option(names = "-m", paramLabel = "N", defaultValue = "" + Mutators.DEFAULT_REPLACEMENTS,
      description = "opfuzz: operators swapped per mutant (default: ${DEFAULT-VALUE}).",
      converter = Inputs.Positive.class)
  int replacements;

  @Option(names = "--widen", paramLabel = "SHARE", defaultValue = "0",
      description = "typefuzz: the share of seeds (0 to 1) mutated in a wider logic than their own: arithmetic seeds "
          + "as QF_NIRA (nonlinear terms, Int mixed with Real through to_int, to_real and is_int) or, half of them, "
          + "QF_SNIRA (integers also as decimal strings: str.from_int, str.to_int); string seeds as QF_SNIA "
          + "(integer arithmetic over str.len and the like, regular expressions through str.to_re) or, half of them, "
          + "QF_SNIRA (lengths also as reals: to_real). Which seeds are "
          + "widened follows from the random "
          + "seed (fuzz --seed, mutate --rng-seed), so the same one widens the same seeds (default: ${DEFAULT-VALUE}).",
      converter = Inputs.Share.class)
  double widen;

  @Option(names = "--refinements", paramLabel = "LIST", defaultValue = "adomain,relc3,multief7",
      description = "valfuzz: the thesis's refinements, comma-separated: adomain (monitors on each hole's zero, sign "
          + "or emptiness), relc3 (order and equality among three random holes of a sort), multief7 (enforce 7 "
          + "monitors, not 1), cpog (meta-formulas with the seed's assertions, or one negated), leafopt (watch only "
          + "leaf Boolean sub-expressions), effinal (assert the enforced ones in the final test), noskole (keep "
          + "quantifiers instead of skolemising); none for the basic approach (default: ${DEFAULT-VALUE}).")
  String refinements;

  @Option(names = "--theories", paramLabel = "LIST", split = ",",
      description = "skeleton: the theory generators whose atoms replace the seeds' (config/theories), "
          + "comma-separated, e.g. FiniteSets,Strings (default: every one all solvers under test accept).")
  java.util.List<String> theories = java.util.List.of();

  @Option(names = "--associations", paramLabel = "SUPPORT,CONFIDENCE", arity = "0..1", fallbackValue = "3,0.5",
      description = "histfuzz: mine association rules between the shapes of the history's atoms (an atom with its "
          + "constants and literals replaced by their sorts): A -> B when at least SUPPORT history scripts have "
          + "both and at least CONFIDENCE of the scripts with A have B. Half of a test's holes after the first then "
          + "take an atom of a shape that a rule pairs with one already chosen, so atoms that bug triggers "
          + "combine meet again (HistFuzz's option). Off by default; given alone: ${FALLBACK-VALUE}.")
  String associations;

  /** @throws IllegalArgumentException for a malformed --refinements or --associations */
  Mutators.Settings settings() {
    return new Mutators.Settings(chain, replacements, widen, Refinement.parse(refinements),
        java.util.Set.copyOf(theories), associations == null ? null : AssociationRules.Thresholds.parse(associations));
  }
}
