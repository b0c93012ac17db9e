package io.smtfuzz.runner.launch;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;

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
   * Where tasks that block on the started processes' streams run. The JDK's pipe streams let a
   * virtual thread's carrier be replaced while they block, so {@code jdk} uses virtual threads;
   * a plain read of a pipe would pin the carrier (two carriers on two cores: the whole pool stalls),
   * so {@code spawn} uses pooled platform threads.
   */
  ExecutorService streams();
}
