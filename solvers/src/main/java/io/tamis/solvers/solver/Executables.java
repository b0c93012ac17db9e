package io.tamis.solvers.solver;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Looks up executables the way a shell would, without a shell. */
public final class Executables {
  private Executables() {}

  /** The absolute path of {@code name} (a bare name searched on PATH, or a path), or null. */
  public static Path find(String name) {
    if (name.contains("/")) {
      Path p = Path.of(name);
      return Files.isExecutable(p) ? p.toAbsolutePath() : null;
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      Path p = Path.of(dir.isEmpty() ? "." : dir, name);
      if (Files.isRegularFile(p) && Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }
}
