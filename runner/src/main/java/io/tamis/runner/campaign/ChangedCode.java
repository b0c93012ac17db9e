package io.tamis.runner.campaign;

import io.tamis.solvers.changes.BuildChanges;
import io.tamis.solvers.changes.ChangedTheories;
import io.tamis.solvers.coverage.Coverages;
import io.tamis.solvers.coverage.GuardTable;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code --changed-since} on coverage builds: the functions whose lines the changes touched, found through the
 * source line of each of the build's edges ({@link GuardTable}), replace the theories guessed from file paths.
 */
public final class ChangedCode {
  private ChangedCode() {}

  /**
   * Aims {@code guide} at the changed functions of each coverage build among {@code configs}; true when every
   * solver with changes was aimed so (then no seed weights by theory are needed: the code replaces them).
   */
  public static boolean aim(CoverageGuide guide, List<SolverConfig> configs, List<ChangedTheories> changes,
      SolverCache cache, PrintStream err) {
    java.util.Set<String> aimed = new java.util.HashSet<>();
    for (SolverConfig c : configs) {
      String build = Coverages.buildOf(c.executable());
      if (build != null && aimOne(guide, build, Path.of(c.executable()), changes, cache, err)) {
        cache.find(build).ifPresent(i -> aimed.add(i.record().solver()));
      }
    }
    return changes.stream().allMatch(c -> aimed.contains(c.solver()));
  }

  private static boolean aimOne(CoverageGuide guide, String build, Path launcher, List<ChangedTheories> changes,
      SolverCache cache, PrintStream err) {
    Optional<SolverCache.Installed> installed = cache.find(build);
    Optional<ChangedTheories> change = installed.flatMap(i -> changes.stream()
        .filter(x -> x.solver().equals(i.record().solver())).findFirst());
    if (change.isEmpty()) {
      return false;
    }
    try {
      Map<String, BitSet> lines = BuildChanges.lines(cache, installed.get().record(), change.get(),
          l -> err.println("tamis: " + l));
      Map<String, int[]> functions = GuardTable.of(launcher).changedFunctions(lines);
      guide.aim(build, functions);
      int edges = functions.values().stream().mapToInt(e -> e.length).sum();
      err.println("tamis: changed-since: " + build + ": " + functions.size() + " functions with changed lines since "
          + change.get().fromRef() + " (" + edges + " edges): the campaign aims at them and says when it first "
          + "reaches each");
      return true;
    } catch (InstallException | IOException e) {
      err.println("tamis: changed-since: " + build + ": cannot map the changes to its edges (" + e.getMessage()
          .lines().findFirst().orElse("") + "): by theory instead");
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
