package io.smtfuzz.runner.cli;

import io.smtfuzz.runner.pool.SolverPool;
import io.smtfuzz.runner.solver.Executables;
import io.smtfuzz.runner.solver.ProfileSpec;
import io.smtfuzz.runner.solver.SolverProfiles;
import io.smtfuzz.runner.solver.SolverVersions;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code smtfuzz solvers}: the configured profiles and the solvers found on PATH. */
@Command(name = "solvers", mixinStandardHelpOptions = true,
    description = {"List the solver profiles (bundled config/solvers/ and --solver-config), where each " +
        "executable is on PATH and its version, and other known solvers found on PATH without a profile."})
final class SolversCommand implements Callable<Integer> {
  /** Solvers worth naming when found, profile or not. */
  private static final List<String> KNOWN = List.of("z3", "cvc5", "cvc4", "yices-smt2", "bitwuzla", "boolector",
      "mathsat", "opensmt", "smtinterpol", "vampire", "colibri");

  @Spec
  CommandSpec spec;

  @Mixin
  SolverOptions solverOptions;

  @Override
  public Integer call() throws InterruptedException {
    SolverProfiles profiles = solverOptions.profiles(spec);
    try (SolverPool pool = new SolverPool(1)) {
      System.out.println("configured:");
      for (Map.Entry<String, ProfileSpec> e : profiles.profiles().entrySet()) {
        ProfileSpec p = e.getValue();
        System.out.println("  " + describe(e.getKey(), p.executable(), p, pool)
            + "  default args: " + String.join(" ", p.defaultArgs()));
      }
      System.out.println("found on PATH without a profile (generic patterns):");
      for (String name : KNOWN) {
        if (!profiles.profiles().containsKey(name) && Executables.find(name) != null) {
          System.out.println("  " + describe(name, name, profiles.profileFor(name), pool));
        }
      }
    }
    return ExitCodes.OK;
  }

  private static String describe(String name, String executable, ProfileSpec p, SolverPool pool)
      throws InterruptedException {
    Path found = Executables.find(executable);
    if (found == null) {
      return name + ": not found on PATH (" + SolverOptions.INSTALL_HINT + ")";
    }
    return name + ": " + found + ", " + SolverVersions.of(found.toString(), p, pool);
  }
}
