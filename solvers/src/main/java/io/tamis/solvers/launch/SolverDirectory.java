package io.tamis.solvers.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The working directory of every solver this process starts: a private temporary folder, deleted at exit.
 * A solver may write files where it runs (cvc5 writes an output channel named by a script's
 * {@code set-option} as a file, {@code stdout} among them); in the caller's directory they would land in
 * a user's checkout, and many solvers at once would write them side by side. Where no temporary folder can be
 * made, they run in the caller's directory after a warning.
 */
public final class SolverDirectory {
  private SolverDirectory() {}

  private static final class Holder {
    static final Path DIR = create();
  }

  /** The folder, made on first use. */
  public static Path get() {
    return Holder.DIR;
  }

  private static Path create() {
    try {
      Path dir = Files.createTempDirectory("tamis-solvers-",
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir), "tamis-solver-directory"));
      return dir;
    } catch (IOException e) {
      // No solver could start without a folder to run in: the campaign goes on in the caller's, never deleted.
      Path here = Path.of("").toAbsolutePath();
      System.err.println("tamis: cannot make a private working folder for the solvers (" + e.getMessage()
          + "); they run in " + here + " (the JVM's java.io.tmpdir, " + System.getProperty("java.io.tmpdir")
          + ", must be writable)");
      return here;
    }
  }

  private static void delete(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // Best effort at exit: what is left is in the temporary folder.
    }
  }
}
