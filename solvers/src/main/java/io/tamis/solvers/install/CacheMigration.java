package io.tamis.solvers.install;

import io.tamis.solvers.FormerName;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The solver cache of the project's former name ({@link FormerName}): the first run that finds
 * {@code BASE/smtfuzz} and no {@code BASE/tamis} moves it there, so no installed release is lost, and
 * rebuilds the releases whose shims predate the rename: those read the former in-band option names and
 * answer only the former session markers, so a warm session on them restarts at every error. Many
 * processes may start at once (a Slurm array): one moves the folder, the others find it moved and say
 * nothing.
 */
public final class CacheMigration {
  static final String NAME = "tamis";

  /** Builds one release again ({@link Installer#install}); a test gives its own. */
  @FunctionalInterface
  interface Rebuild {
    void release(SolverCache cache, String spec, PrintStream err) throws InstallException;
  }

  /** What a real run does: installs the release anew with this tamis's shim. */
  static final Rebuild INSTALL = (cache, spec, err) -> new Installer(cache, line -> err.println("tamis: " + line))
      .install(Releases.bundled().find(spec).orElseThrow(() -> new InstallException(spec + " is not a release "
          + "this tamis knows")), false);

  private CacheMigration() {}

  /** Moves {@code base}'s former cache to {@code base/tamis} when only the former exists; says what it did on {@code err}. */
  static void run(Path base, PrintStream err, Rebuild rebuild) {
    Path former = base.resolve(FormerName.NAME);
    Path current = base.resolve(NAME);
    if (!Files.isDirectory(former)) {
      return;
    }
    if (Files.exists(current)) {
      if (!Files.isDirectory(former)) {
        return; // another tamis moved it between the two looks
      }
      err.println("tamis: " + former + " (the cache of tamis's former name) is still there; tamis uses " + current
          + ": move what you need from it, then remove it");
      return;
    }
    try {
      Files.move(former, current, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      if (!Files.exists(former) && Files.exists(current)) {
        return; // another tamis moved it first
      }
      err.println("tamis: cannot move " + former + " to " + current + " (" + e + "); move it yourself: mv "
          + former + " " + current);
      return;
    }
    err.println("tamis: moved the solver cache " + former + " (tamis's former name) to " + current);
    rebuildStale(new SolverCache(current.resolve("solvers")), err, rebuild);
  }

  private static void rebuildStale(SolverCache cache, PrintStream err, Rebuild rebuild) {
    List<String> stale = cache.installed(Releases.bundled()).stream().filter(Installer::staleShim)
        .map(i -> i.record().spec()).toList();
    if (stale.isEmpty()) {
      return;
    }
    err.println("tamis: rebuilding, once, the releases whose shims predate the rename: " + String.join(" ", stale));
    for (String spec : stale) {
      try {
        rebuild.release(cache, spec, err);
      } catch (InstallException | RuntimeException e) {
        err.println("tamis: " + spec + ": not rebuilt (" + e.getMessage() + "); rebuild it with: tamis solvers install "
            + spec);
      }
    }
  }

  /** The former name's variable for the cache ({@code TAMIS_SOLVERS} now), with a word on {@code err} when it is set. */
  static String formerVariable(PrintStream err) {
    String value = System.getenv(FormerName.SOLVERS_VARIABLE);
    if (value != null && !value.isBlank()) {
      err.println("tamis: " + FormerName.SOLVERS_VARIABLE + " is read as TAMIS_SOLVERS, its name since the rename; "
          + "set TAMIS_SOLVERS instead");
    }
    return value;
  }
}
