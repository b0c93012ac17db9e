package io.tamis.solvers.pool;

import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The idle warm sessions of one configuration, each for the command line it was started with (a
 * test that adds an option set gets a session of that command line, or, where the solver's shim
 * reads them in-band, a session of the configuration's own command line: {@link InBandOptions}). A session serves at most
 * {@code maxTests} tests and is replaced after a crash, or a timeout the solver did not end itself; the least recently used idle
 * sessions are ended when more than {@link #MAX_IDLE_PER_SLOT} per pool slot wait. The script
 * always goes on stdin here.
 */
public final class WarmSessions implements AutoCloseable {
  /**
   * A test's limit in a session: sessions are for tiny tests, and a session can slow down from what
   * earlier tests left behind (cvc5 1.0.3 hangs in an incremental strings session on a test it
   * answers in 0.3 s alone). The caller reruns a test that hits it in a fresh process.
   */
  public static final Duration SESSION_TIMEOUT = Duration.ofSeconds(2);
  /** How long a new session may take to answer its first (echo). */
  static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);
  private static final int MAX_IDLE_PER_SLOT = 2;

  private final SolverConfig config;
  private final int maxTests;
  private final boolean scoped;
  /** Most recently used first. */
  private final ConcurrentLinkedDeque<WarmSession> idle = new ConcurrentLinkedDeque<>();
  private final AtomicInteger starts = new AtomicInteger();
  private volatile boolean closed;

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
    this.maxTests = maxTests;
    this.scoped = scoped;
  }

  /** Runs one test as the configuration of these sessions; called holding a pool slot. */
  ProcessRun run(SolverPool pool, byte[] script) throws InterruptedException {
    return run(pool, config, script);
  }

  /**
   * Runs one test as {@code as} (this configuration, maybe with an option set added and a lower
   * timeout) on an idle session of its command line or a new one; called holding a pool slot.
   */
  ProcessRun run(SolverPool pool, SolverConfig as, byte[] script) throws InterruptedException {
    boolean inBand = InBandOptions.supported(as.executable());
    SolverConfig started = inBand ? as.plain(script) : as;
    List<String> argv = (scoped ? started.incremental() : started).command(null);
    String options = inBand ? InBandOptions.command(as.addedOptions()) : null;
    WarmSession s = take(argv);
    try {
      if (s == null) {
        WarmSession.CoverageLease lease = lease(pool, as);
        Map<String, String> env = lease == null ? as.env() : SolverPool.withMap(as.env(), lease.map());
        s = pool.startSession(() -> new WarmSession(argv, env, scoped, as.profile().sessionTimeout(), lease));
        if (s == null) {
          return ProcessRun.notStarted(argv, "pool closed", true);
        }
        starts.incrementAndGet();
        s.awaitReady(STARTUP_TIMEOUT);
      } else {
        pool.track(s.process());
      }
      return runOn(s, pool, as, script, options, inBand);
    } catch (IOException e) { // the session did not start
      if (s != null) {
        pool.untrack(s.process());
      }
      return ProcessRun.notStarted(argv, e.getMessage(), pool.isClosed());
    } catch (InterruptedException e) {
      // A cancelled test (the reducer cancels the trials it no longer needs) must not leave its solver running:
      // its session is not idle, so closing the sessions would not end it, nor would closing the pool.
      if (s != null) {
        pool.untrack(s.process());
        s.close();
      }
      throw e;
    }
  }

  /** The test on a started session, which is kept for the next test or ended. */
  private ProcessRun runOn(WarmSession s, SolverPool pool, SolverConfig as, byte[] script, String options,
      boolean inBand) throws InterruptedException {
    ProcessRun run;
    try {
      run = s.withHits(s.run(script, options, as.timeout().compareTo(SESSION_TIMEOUT) < 0 ? as.timeout()
          : SESSION_TIMEOUT));
      run = inBand ? run.withCommand((scoped ? as.incremental() : as).command(null)) : run;
    } finally {
      pool.untrack(s.process());
    }
    if (s.dead() || s.tests() >= maxTests || closed) {
      s.close();
    } else {
      keep(s, pool.jobs() * MAX_IDLE_PER_SLOT);
    }
    return run;
  }

  /** A map for a new session of a coverage build, or null for any other program. */
  private static WarmSession.CoverageLease lease(SolverPool pool, SolverConfig as) throws IOException {
    EdgeCoverage coverage = pool.coverages().of(as.executable());
    return coverage == null ? null : new WarmSession.CoverageLease(coverage, coverage.lease());
  }

  /** Sessions started so far: a solver that ends its session at a test's error costs a start per such test. */
  public int started() {
    return starts.get();
  }

  private WarmSession take(List<String> argv) {
    for (Iterator<WarmSession> it = idle.iterator(); it.hasNext(); ) {
      WarmSession s = it.next();
      if (s.argv().equals(argv) && idle.removeFirstOccurrence(s)) {
        return s;
      }
    }
    return null;
  }

  private void keep(WarmSession s, int limit) {
    idle.addFirst(s);
    while (idle.size() > limit) {
      WarmSession oldest = idle.pollLast();
      if (oldest != null) {
        oldest.close();
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    WarmSession s;
    while ((s = idle.poll()) != null) {
      s.close();
    }
  }
}
