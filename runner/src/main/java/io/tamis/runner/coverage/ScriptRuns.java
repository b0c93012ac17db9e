package io.tamis.runner.coverage;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs scripts through a gcov build, each process writing its counts under one {@code GCOV_PREFIX} tree. The
 * processes of one tree run in parallel: gcov locks each {@code .gcda} while it adds a process's counts to it.
 */
final class ScriptRuns {
  static final String PREFIX = "GCOV_PREFIX";
  private static final long PROGRESS_SECONDS = 5;

  private final SolverPool pool;
  private final SolverConfig config;
  private final Consumer<String> say;

  ScriptRuns(SolverPool pool, SolverConfig config, Consumer<String> say) {
    this.pool = pool;
    this.config = config;
    this.say = say;
  }

  /** How the runs of one input ended. A process killed at its timeout writes no counts. */
  record Tally(int scripts, int finished, int timedOut, int failed) {
    String said() {
      return finished + " of " + scripts + " scripts ran to the end" + (timedOut > 0 ? ", " + timedOut
          + " timed out (a killed process writes no counts)" : "") + (failed > 0 ? ", " + failed + " failed" : "");
    }
  }

  /** Runs {@code scripts} into {@code tree}, saying how far it got every few seconds. */
  Tally run(String name, List<Path> scripts, Path tree) throws InterruptedException {
    AtomicInteger done = new AtomicInteger();
    AtomicInteger timedOut = new AtomicInteger();
    AtomicInteger failed = new AtomicInteger();
    Map<String, String> env = new HashMap<>(config.env());
    env.put(PREFIX, tree.toAbsolutePath().toString());
    try (ExecutorService runs = Executors.newVirtualThreadPerTaskExecutor()) {
      for (Path script : scripts) {
        runs.submit(() -> {
          ProcessRun r = one(script, env);
          (r.timedOut() ? timedOut : r.exitCode() != 0 || r.startError() != null ? failed : done).incrementAndGet();
          return null;
        });
      }
      runs.shutdown();
      while (!runs.awaitTermination(PROGRESS_SECONDS, TimeUnit.SECONDS)) {
        int n = done.get() + timedOut.get() + failed.get();
        say.accept(name + ": " + n + "/" + scripts.size() + " scripts run");
      }
    }
    return new Tally(scripts.size(), done.get(), timedOut.get(), failed.get());
  }

  private ProcessRun one(Path script, Map<String, String> env) throws InterruptedException, IOException {
    if (config.readsFile()) {
      return pool.run(config.command(script.toAbsolutePath()), env, new byte[0], config.processTimeout());
    }
    return pool.run(config.command(null), env, Files.readAllBytes(script), config.processTimeout());
  }
}
