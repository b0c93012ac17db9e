package io.tamis.runner.cli;

import io.tamis.solvers.install.Installer;
import io.tamis.solvers.install.SolverCache;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tamis solvers remove SPEC...}: deletes installed releases from the user's cache. */
@Command(name = "remove", mixinStandardHelpOptions = true,
    description = "Remove installed solver releases (z3@4.12.0 ...) from the per-user cache.")
final class SolversRemoveCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "SPEC", description = "solver@version of an installed release.")
  List<String> specs;

  @Override
  public Integer call() {
    SolverCache cache = SolverCache.user();
    int missing = 0;
    for (String s : specs) {
      var found = cache.find(s);
      if (found.isEmpty()) {
        System.err.println("tamis: " + s + " is not installed");
        missing++;
      } else {
        Installer.remove(found.get());
        System.out.println("tamis: removed " + s);
      }
    }
    return missing == 0 ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
  }
}
