package io.tamis.solvers.launch;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Starts solver processes with their three standard streams as pipes. Implementations: the JDK's
 * {@link ProcessBuilder} ({@code jdk}) and {@code posix_spawn} through the FFM API ({@code spawn},
 * the default on Linux: no helper process per launch). {@link ProcessTrees#kill(Process)} ends what
 * either started.
 */
public interface Launcher {
  /** The launcher's name, as {@code --launcher} takes it. */
  String name();

  /** Starts {@code argv} (looked up in PATH) with {@code env} added to this process's environment. */
  Process start(List<String> argv, Map<String, String> env) throws IOException;

  /**
   * Starts {@code argv} for one call whose streams the launcher moves itself ({@link Child#exchange}):
   * {@code jdk} through the process's streams on virtual threads, {@code spawn} by one platform
   * thread polling the raw pipes and the child's pidfd.
   */
  Child child(List<String> argv, Map<String, String> env) throws IOException;
}
