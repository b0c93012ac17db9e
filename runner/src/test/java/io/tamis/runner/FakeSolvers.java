package io.tamis.runner;

import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/** The fake solver scripts of src/test/resources/fake, made executable, and process checks. */
public final class FakeSolvers {
  private FakeSolvers() {}

  public static Path path(String name) {
    URL url = FakeSolvers.class.getClassLoader().getResource("fake/" + name);
    if (url == null) {
      throw new IllegalArgumentException("no fake solver " + name);
    }
    try {
      File f = new File(url.toURI());
      if (!f.canExecute() && !f.setExecutable(true)) {
        throw new IllegalStateException("cannot make " + f + " executable");
      }
      return f.toPath();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Fake {@code name} copied to {@code target} (a name that picks a profile: z3, cvc5), with the preflight answers
   * it sources beside it.
   */
  public static Path copy(String name, Path target) throws IOException {
    Files.copy(path("preflight.sh"), target.resolveSibling("preflight.sh"), StandardCopyOption.REPLACE_EXISTING);
    return Files.copy(path(name), target, StandardCopyOption.REPLACE_EXISTING);
  }

  /** The line a solver script written by a test starts with to answer the preflight as the fakes do. */
  public static String preflightLine() {
    return ". " + path("preflight.sh") + "\n";
  }

  /** A configuration running fake {@code name} with {@code args}. */
  public static SolverConfig config(String name, Duration timeout, String... args) {
    String label = path(name) + (args.length == 0 ? "" : " " + String.join(" ", args));
    return SolverProfiles.bundled().config(label, timeout);
  }

  /** A marker that fake solvers put into their children's command lines. */
  public static String marker() {
    return Long.toString(100000 + ThreadLocalRandom.current().nextLong(900000));
  }

  /** Processes whose command line mentions {@code marker}. */
  public static List<ProcessHandle> withMarker(String marker) {
    return ProcessHandle.allProcesses().filter(p -> p.pid() != ProcessHandle.current().pid())
        .filter(p -> p.info().commandLine().orElse("").contains(marker)).toList();
  }

  /** Waits up to {@code millis} for every process with the marker to be gone; returns survivors. */
  public static List<ProcessHandle> survivors(String marker, long millis) throws InterruptedException {
    long end = System.currentTimeMillis() + millis;
    List<ProcessHandle> left = withMarker(marker);
    while (!left.isEmpty() && System.currentTimeMillis() < end) {
      Thread.sleep(50);
      left = withMarker(marker);
    }
    left.forEach(ProcessHandle::destroyForcibly);
    return left;
  }
}
