package io.smtfuzz.runner.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** {@code --jobs}: solver slots, default one per core. */
final class Jobs {
  private Jobs() {}

  static int resolve(Integer jobs, CommandSpec spec) {
    if (jobs == null) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (jobs < 1) {
      throw new ParameterException(spec.commandLine(), "--jobs must be at least 1, got " + jobs);
    }
    return jobs;
  }
}
