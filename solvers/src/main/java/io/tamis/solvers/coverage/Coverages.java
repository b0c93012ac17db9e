package io.tamis.solvers.coverage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The coverage builds a pool runs, found by their program: an installed {@code SOLVER@REF+coverage}
 * ({@code CACHE/yices2@main+coverage/bin/yices2}). Every other program runs as before, without a map.
 */
public final class Coverages implements AutoCloseable {
  private static final String SUFFIX = "+coverage";
  private final Map<String, EdgeCoverage> builds = new ConcurrentHashMap<>();
  private final Path dir;

  /** Maps in shared memory ({@code /dev/shm}) where it exists, else in the temporary folder. */
  public Coverages() {
    Path shm = Path.of("/dev/shm");
    this.dir = Files.isDirectory(shm) && Files.isWritable(shm) ? shm : Path.of(System.getProperty("java.io.tmpdir"));
  }

  /** The coverage of the build {@code executable} runs, or null when it is not a coverage build. */
  public EdgeCoverage of(String executable) {
    String build = buildOf(executable);
    return build == null ? null : builds.computeIfAbsent(build, b -> new EdgeCoverage(b, dir));
  }

  /** The installed coverage build {@code executable} is the launcher of ({@code .../NAME+coverage/bin/x}), or null. */
  public static String buildOf(String executable) {
    return installed(executable, SUFFIX);
  }

  /**
   * Whether {@code executable} is the launcher of an installed {@code +gcov} build, whose counts gcov writes when
   * the process exits (so never a warm session, which is killed at its end).
   */
  public static boolean gcov(String executable) {
    return installed(executable, "+gcov") != null;
  }

  private static String installed(String executable, String suffix) {
    Path bin = Path.of(executable).getParent();
    Path folder = bin == null ? null : bin.getParent();
    if (folder == null || folder.getFileName() == null || !"bin".equals(bin.getFileName().toString())) {
      return null;
    }
    String name = folder.getFileName().toString();
    return name.endsWith(suffix) ? name : null;
  }

  /** The builds run so far, by name. */
  public Map<String, EdgeCoverage> builds() {
    return new TreeMap<>(builds);
  }

  @Override
  public void close() {
    builds.values().forEach(EdgeCoverage::close);
  }
}
