package io.smtfuzz.runner.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The pool options shared by check and fuzz: solver slots and warm sessions. */
final class PoolOptions {
  @Option(names = "--jobs", paramLabel = "N", description = "Solver processes at once (default: cores).")
  Integer jobs;

  @Option(names = "--warm", paramLabel = "N", defaultValue = "0",
      description = {"Keep each solver process alive for up to N tests, separated by (reset)",
          "(profiles with warm=true; findings are confirmed in a fresh process). 0: off."})
  int warm;

  /** {@code --jobs}, default one slot per core. */
  int slots(CommandSpec spec) {
    if (jobs == null) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (jobs < 1) {
      throw new ParameterException(spec.commandLine(), "--jobs must be at least 1, got " + jobs);
    }
    return jobs;
  }

  int warm(CommandSpec spec) {
    if (warm < 0) {
      throw new ParameterException(spec.commandLine(), "--warm must be >= 0, got " + warm);
    }
    return warm;
  }
}
