package io.smtfuzz.runner.pool;

import io.smtfuzz.runner.solver.SolverConfig;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
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
  private final boolean scoped;
  /**
   * A test's limit in a session: sessions are for tiny tests, and a session can slow down from what
   * earlier tests left behind (cvc5 1.0.3 hangs in an incremental strings session on a test it
   * answers in 0.3 s alone). The caller reruns a test that hits it in a fresh process.
   */
  public static final Duration SESSION_TIMEOUT = Duration.ofSeconds(2);

  private final ConcurrentLinkedQueue<WarmSession> idle = new ConcurrentLinkedQueue<>();

  public WarmSessions(SolverConfig config, int maxTests) {
    this(config, maxTests, false);
  }

  /**
   * @param scoped tests that share their header (logic and declarations) are separated by push/pop
   *     on a session that read the header once (the profile's {@code incrementalArgs} are added)
   */
  public WarmSessions(SolverConfig config, int maxTests, boolean scoped) {
    if (maxTests < 1) {
      throw new IllegalArgumentException("a warm session needs at least 1 test, got " + maxTests);
    }
    this.config = config;
    this.argv = scoped ? withIncremental(config) : config.command(null);
    this.maxTests = maxTests;
    this.scoped = scoped;
  }

  /** Runs one test on an idle session or a new one; called holding a pool slot. */
  ProcessRun run(SolverPool pool, byte[] script) throws InterruptedException {
    WarmSession s = idle.poll();
    if (s == null) {
      try {
        s = pool.startSession(() -> new WarmSession(argv, config.env(), scoped));
      } catch (IOException e) {
        return ProcessRun.notStarted(argv, e.getMessage(), false);
      }
      if (s == null) {
        return ProcessRun.notStarted(argv, "pool closed", true);
      }
    } else {
      pool.track(s.process());
    }
    ProcessRun run;
    try {
      run = s.run(script, config.timeout().compareTo(SESSION_TIMEOUT) < 0 ? config.timeout() : SESSION_TIMEOUT);
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

  private static List<String> withIncremental(SolverConfig config) {
    List<String> argv = new ArrayList<>(config.command(null));
    argv.addAll(config.profile().incrementalArgs());
    return argv;
  }

  @Override
  public void close() {
    WarmSession s;
    while ((s = idle.poll()) != null) {
      s.close();
    }
  }
}
