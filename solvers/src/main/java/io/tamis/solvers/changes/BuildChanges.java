package io.tamis.solvers.changes;

import io.tamis.solvers.install.GitHistory;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.install.SourceCommit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * What changed in an installed solver since a start: a build from source up to its commit, a release up
 * to its tag. The history is the repository the build came from (its --source), else the cache's
 * unpacked copy of the solver's repository, else upstream; a local one is only read.
 */
public final class BuildChanges {
  private BuildChanges() {}

  /** {@code fromRef}: a branch, tag, commit or release version; null for the last release before it. */
  public static ChangedTheories of(SolverCache cache, InstallRecord installed, String fromRef, Consumer<String> log)
      throws InstallException {
    String solver = installed.solver();
    GitHistory history = GitHistory.open(cache, solver, repository(cache, installed), log);
    SourceCommit to = installed.build() != null ? history.commit(installed.build().commit())
        : history.release(installed.version());
    return new ChangePlacement(ChangeMap.of(solver)).since(history, solver, fromRef, to);
  }

  /** The lines of the installed build's code that {@code changes} counted, by path in the repository. */
  public static java.util.Map<String, java.util.BitSet> lines(SolverCache cache, InstallRecord installed,
      ChangedTheories changes, Consumer<String> log) throws InstallException {
    GitHistory history = GitHistory.open(cache, installed.solver(), repository(cache, installed), log);
    return history.changedLines(changes.from(), changes.to());
  }

  /** The local repository to read, or null for upstream. */
  static Path repository(SolverCache cache, InstallRecord installed) {
    Path pkg = installed.build() != null && installed.pkg() != null ? Path.of(installed.pkg()) : null;
    if (pkg != null && Files.isDirectory(pkg)) {
      return pkg;
    }
    Path unpacked = cache.root().toAbsolutePath().getParent().resolve("sources")
        .resolve(installed.solver() + "-unpacked.git");
    if (Files.isDirectory(unpacked)) {
      return unpacked;
    }
    return pkg != null && Files.isRegularFile(pkg) ? pkg : null;
  }
}
