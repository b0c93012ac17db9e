package io.smtfuzz.runner.pool;

import io.smtfuzz.runner.solver.SolverConfig;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The idle warm sessions of one configuration. A session serves at most {@code maxTests} tests and
 * is replaced after a crash or a timeout. The script always goes on stdin here.
 */
public final class WarmSessions implements AutoCloseable {
  private final SolverConfig config;
  private final List<String> argv;
  private final int maxTests;
  private final ConcurrentLinkedQueue<WarmSession> idle = new ConcurrentLinkedQueue<>();

  public WarmSessions(SolverConfig config, int maxTests) {
    if (maxTests < 1) {
      throw new IllegalArgumentException("a warm session needs at least 1 test, got " + maxTests);
    }
    this.config = config;
    this.argv = config.command(null);
    this.maxTests = maxTests;
  }

  /** Runs one test on an idle session or a new one; called holding a pool slot. */
  ProcessRun run(SolverPool pool, byte[] script) throws InterruptedException {
    WarmSession s = idle.poll();
    if (s == null) {
      try {
        s = new WarmSession(argv, config.env());
      } catch (IOException e) {
        return ProcessRun.notStarted(argv, e.getMessage(), false);
      }
    }
    ProcessRun run;
    pool.track(s.process());
    try {
      run = s.run(script, config.timeout());
    } finally {
      pool.untrack(s.process());
    }
    if (s.dead() || s.tests() >= maxTests) {
      s.close();
    } else {
      idle.add(s);
    }
    return run;
  }

  @Override
  public void close() {
    WarmSession s;
    while ((s = idle.poll()) != null) {
      s.close();
    }
  }
}
