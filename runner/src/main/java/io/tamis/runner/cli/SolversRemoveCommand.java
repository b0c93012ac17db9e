package io.tamis.runner.cli;

import io.tamis.solvers.install.Installer;
import io.tamis.solvers.install.SolverCache;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis solvers remove SPEC...}: deletes installed releases from the user's cache. */
@Command(name = "remove", mixinStandardHelpOptions = true,
    description = "Remove installed solver releases (z3@4.12.0 ...) from the per-user cache.")
final class SolversRemoveCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "SPEC", description = "solver@version of an installed release.")
  List<String> specs;

  @Override
  public Integer call() {
    SolverCache cache = SolverCache.user();
    List<String> missing = specs.stream().filter(s -> cache.find(s).isEmpty()).toList();
    if (!missing.isEmpty()) { // a typo removes nothing, not the rest
      throw new ParameterException(spec.commandLine(), "not installed: " + String.join(" ", missing)
          + " (tamis solvers lists what is)");
    }
    for (String s : specs) {
      Installer.remove(cache.find(s).orElseThrow());
      System.out.println("tamis: removed " + s);
    }
    return ExitCodes.OK;
  }
}
