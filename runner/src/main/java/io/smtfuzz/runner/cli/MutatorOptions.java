package io.smtfuzz.runner.cli;

import io.smtfuzz.mutator.Mutators;
import picocli.CommandLine.Option;

/** The mutator settings shared by fuzz and mutate. */
final class MutatorOptions {
  @Option(names = "--chain", paramLabel = "N", defaultValue = "" + Mutators.DEFAULT_CHAIN,
      description = "typefuzz: mutations per chain before it restarts from the seed (default: ${DEFAULT-VALUE}).")
  int chain;

  @Option(names = "-m", paramLabel = "N", defaultValue = "" + Mutators.DEFAULT_REPLACEMENTS,
      description = "opfuzz: operators swapped per mutant (default: ${DEFAULT-VALUE}).")
  int replacements;
}
