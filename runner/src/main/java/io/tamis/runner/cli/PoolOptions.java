package io.tamis.runner.cli;

import io.tamis.runner.campaign.TestRunner;
import io.tamis.solvers.launch.Launcher;
import io.tamis.solvers.launch.Launchers;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The pool options shared by check, fuzz and enumerate: solver slots and warm sessions. */
final class PoolOptions {
  @Option(names = "--jobs", paramLabel = "N", description = "Solver processes at once (default: cores).",
      converter = Inputs.Positive.class)
  Integer jobs;

  @Option(names = "--warm", paramLabel = "N",
      description = {"Keep each solver process alive for up to N tests, separated by (reset), or by " +
          "push/pop for tests with the same declarations in enumerate (profiles with warm=true; " +
          "findings are confirmed in a fresh process). 0: off. Default: warm sessions of 1000 tests " +
          "for installed releases and builds from source (tamis solvers), fresh processes for programs " +
          "on PATH; 1000 for every solver in enumerate."}, converter = Inputs.Count.class)
  Integer warm;

  @Option(names = "--launcher", paramLabel = "spawn|jdk",
      description = {"How solver processes are started: spawn (posix_spawn through the FFM API: one exec " +
          "per call, the solver leads its own process group; the default on Linux) or jdk (ProcessBuilder, " +
          "which execs a helper first: about 2 ms more CPU per call; used where spawn is unavailable)."})
  String launcher;

  /** {@code --jobs}, default one slot per core. */
  int slots(CommandSpec spec) {
    return jobs == null ? Runtime.getRuntime().availableProcessors() : jobs; // at least 1: Inputs.Positive
  }

  /** {@code --launcher}, else {@link Launchers#standard()}; says so when spawn falls back to jdk. */
  Launcher launcher(CommandSpec spec) {
    if (launcher == null) {
      return Launchers.standard();
    }
    try {
      Launcher chosen = Launchers.named(launcher);
      if (!chosen.name().equalsIgnoreCase(launcher)) {
        spec.commandLine().getErr().println("tamis: --launcher " + launcher + " is unavailable here ("
            + Launchers.spawnUnavailable() + "); using " + chosen.name());
      }
      return chosen;
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--launcher: " + e.getMessage());
    }
  }

  int warm(CommandSpec spec) {
    return warm(spec, TestRunner.AUTO_WARM);
  }

  /** {@code --warm}, or {@code fallback} when it is not given. */
  int warm(CommandSpec spec, int fallback) {
    return warm == null ? fallback : warm;
  }
}
