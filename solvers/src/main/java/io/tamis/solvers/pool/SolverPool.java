package io.tamis.solvers.pool;

import io.tamis.solvers.coverage.Coverages;
import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.coverage.EdgeMap;
import io.tamis.solvers.launch.Child;
import io.tamis.solvers.launch.Exchange;
import io.tamis.solvers.launch.Launcher;
import io.tamis.solvers.launch.Launchers;
import io.tamis.solvers.launch.ProcessTrees;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.stream.Stream;

/**
 * Runs solver processes, at most {@code jobs} at a time. Callers are virtual threads (one per test);
 * each call takes a slot, starts the process with its {@link Launcher} (never a shell), feeds the
 * script on stdin or through a private file, captures stdout and stderr into bounded buffers while
 * the process runs, and kills the whole process tree at the timeout.
 */
public final class SolverPool implements AutoCloseable {
  /** Bytes kept from the start and from the end of each output stream. */
  public static final int CAPTURE_LIMIT = 64 * 1024;

  private final int jobs;
  private final Launcher launcher;
  private final Semaphore slots;
  /** Running processes and when they started: killed on stop, counted as busy while they run. */
  private final Map<Process, Long> live = new ConcurrentHashMap<>();
  private final LongAdder busyNanos = new LongAdder();
  private final AtomicLong fileCounter = new AtomicLong();
  private volatile boolean closed;
  /**
   * Held (shared) from the closed check until a new process is live, and (exclusive) by {@link #killAll}
   * to close the pool: killAll waits for starts in flight, so no process started around it is missed (a
   * JVM that exits right after killAll would leave it running).
   */
  private final ReadWriteLock starting = new ReentrantReadWriteLock();
  private volatile Path privateDir;
  private final Coverages coverages = new Coverages();
  private volatile Path gcovPrefix;

  /** A pool with the default launcher ({@link Launchers#standard()}). */
  public SolverPool(int jobs) {
    this(jobs, Launchers.standard());
  }

  public SolverPool(int jobs, Launcher launcher) {
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1, got " + jobs);
    }
    this.jobs = jobs;
    this.launcher = launcher;
    this.slots = new Semaphore(jobs, true);
  }

  public int jobs() {
    return jobs;
  }

  /** How this pool starts processes for one-shot runs (warm sessions use {@link ProcessBuilder}). */
  public Launcher launcher() {
    return launcher;
  }

  /** Nanoseconds solver processes ran (finished calls and the running ones so far), summed over slots. */
  public long busyNanos() {
    long now = System.nanoTime();
    return busyNanos.sum() + live.values().stream().mapToLong(start -> now - start).sum();
  }

  /**
   * Where the calls of {@code +gcov} builds write their line counts ({@code GCOV_PREFIX}): a campaign's
   * {@code gcda/} folder, which {@code tamis coverage} reads. Null (the default): where gcov puts them.
   */
  public SolverPool gcovInto(Path dir) {
    this.gcovPrefix = dir;
    return this;
  }

  /** The coverage builds this pool ran, with the edges their calls took. */
  public Coverages coverages() {
    return coverages;
  }

  /**
   * Runs {@code config} on {@code script}; blocks for a slot. Interruption kills the process. A coverage build
   * counts into a map of its own for the call, read into the run's {@link ProcessRun#hits}.
   */
  public ProcessRun run(SolverConfig config, byte[] script) throws InterruptedException {
    EdgeCoverage coverage = coverages.of(config.executable());
    if (coverage == null) {
      Path prefix = gcovPrefix;
      return run(config, prefix == null || !Coverages.gcov(config.executable()) ? config.env()
          : with(config.env(), "GCOV_PREFIX", prefix.toAbsolutePath().toString()), script);
    }
    EdgeMap map;
    try {
      map = coverage.lease();
    } catch (IOException e) {
      return ProcessRun.notStarted(config.command(null), "cannot make a coverage map: " + e.getMessage(), false);
    }
    try {
      ProcessRun run = run(config, withMap(config.env(), map), script);
      return run.withHits(coverage.collect(map));
    } finally {
      coverage.release(map);
    }
  }

  /** {@code env} with the variable that names {@code map} to a coverage build's runtime. */
  static Map<String, String> withMap(Map<String, String> env, EdgeMap map) {
    return with(env, EdgeMap.VARIABLE, map.file().toString());
  }

  private static Map<String, String> with(Map<String, String> env, String name, String value) {
    Map<String, String> all = new java.util.HashMap<>(env);
    all.put(name, value);
    return all;
  }

  private ProcessRun run(SolverConfig config, Map<String, String> env, byte[] script) throws InterruptedException {
    if (!config.readsFile()) {
      return run(config.command(null), env, script, config.processTimeout());
    }
    Path file = privateFile();
    try {
      Files.write(file, script);
      return run(config.command(file), env, new byte[0], config.processTimeout());
    } catch (IOException e) {
      return ProcessRun.notStarted(config.command(file), "cannot write script: " + e.getMessage(), false);
    } finally {
      deleteQuietly(file);
    }
  }

  /** Runs {@code script} on a warm session of {@code sessions}; blocks for a slot. */
  public ProcessRun run(WarmSessions sessions, byte[] script) throws InterruptedException {
    return run(sessions, null, script);
  }

  /**
   * Runs {@code script} as {@code config} (the sessions' configuration with an option set or a lower
   * timeout; null for the sessions' own) on a warm session of its command line; blocks for a slot.
   */
  public ProcessRun run(WarmSessions sessions, SolverConfig config, byte[] script) throws InterruptedException {
    slots.acquire();
    try {
      if (closed) {
        return ProcessRun.notStarted(List.of(), "pool closed", true);
      }
      ProcessRun run = config == null ? sessions.run(this, script) : sessions.run(this, config, script);
      busyNanos.add(run.wallNanos());
      return closed && !run.timedOut() ? cancelled(run) : run;
    } finally {
      slots.release();
    }
  }

  private static ProcessRun cancelled(ProcessRun r) {
    return new ProcessRun(r.command(), r.exitCode(), r.signal(), false, true, r.wallNanos(), r.cpuNanos(),
        r.stdout(), r.stdoutBytes(), r.stderr(), r.stderrBytes(), r.startError(), r.hits());
  }

  /** Starts a warm session and makes its process live; null when the pool is closed. */
  WarmSession startSession(SessionStart start) throws IOException {
    starting.readLock().lock();
    try {
      if (closed) {
        return null;
      }
      WarmSession s = start.get();
      live.put(s.process(), System.nanoTime());
      return s;
    } finally {
      starting.readLock().unlock();
    }
  }

  /** An idle session's process is live again while it runs a test; killed at once if the pool closed. */
  void track(Process p) {
    live.put(p, System.nanoTime());
    if (closed) {
      ProcessTrees.kill(p);
    }
  }

  /** How a warm session is started. */
  interface SessionStart {
    WarmSession get() throws IOException;
  }

  void untrack(Process p) {
    live.remove(p);
  }

  /** Runs {@code argv} with {@code stdin} as its standard input. */
  public ProcessRun run(List<String> argv, Map<String, String> env, byte[] stdin, Duration timeout)
      throws InterruptedException {
    slots.acquire();
    try {
      ProcessRun run = start(argv, env, stdin, timeout);
      busyNanos.add(run.wallNanos());
      return run;
    } finally {
      slots.release();
    }
  }

  private ProcessRun start(List<String> argv, Map<String, String> env, byte[] stdin, Duration timeout)
      throws InterruptedException {
    long t0 = System.nanoTime();
    Child child;
    starting.readLock().lock();
    try {
      if (closed) {
        return ProcessRun.notStarted(argv, "pool closed", true);
      }
      child = launcher.child(argv, env);
      live.put(child.process(), t0);
    } catch (IOException e) {
      return ProcessRun.notStarted(argv, e.getMessage(), false);
    } finally {
      starting.readLock().unlock();
    }
    try {
      Capture out = new Capture(CAPTURE_LIMIT);
      Capture err = new Capture(CAPTURE_LIMIT);
      Exchange x = child.exchange(stdin, out, err, t0 + timeout.toNanos());
      boolean cancelled = closed && !x.timedOut();
      int signal = x.timedOut() ? 0 : ProcessRun.signalOf(x.exitCode());
      return new ProcessRun(argv, x.exitCode(), signal, x.timedOut(), cancelled, x.endNanos() - t0, x.cpuNanos(),
          out.text(), out.total(), err.text(), err.total(), null);
    } finally {
      live.remove(child.process());
    }
  }

  /** Stops starting processes and kills every running one (used on SIGINT/SIGTERM). */
  public void killAll() {
    starting.writeLock().lock();
    try {
      closed = true;
    } finally {
      starting.writeLock().unlock();
    }
    live.keySet().forEach(p -> ProcessTrees.kill(p));
  }

  boolean isClosed() {
    return closed;
  }

  /** Processes running now. */
  public int running() {
    return live.size();
  }

  @Override
  public void close() {
    killAll();
    coverages.close();
    Path dir = privateDir;
    if (dir != null) {
      try (Stream<Path> walk = Files.walk(dir)) {
        walk.sorted(Comparator.reverseOrder()).forEach(SolverPool::deleteQuietly);
      } catch (IOException e) {
        // Best effort: the directory is private and small.
      }
    }
  }

  private Path privateFile() {
    Path dir = privateDir;
    if (dir == null) {
      synchronized (this) {
        if (privateDir == null) {
          privateDir = createPrivateDir();
        }
        dir = privateDir;
      }
    }
    // Generated names: z3 reads any argument containing '=' as a parameter.
    return dir.resolve("script-" + fileCounter.incrementAndGet() + ".smt2");
  }

  private static Path createPrivateDir() {
    try {
      return Files.createTempDirectory("tamis-",
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteQuietly(Path p) {
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // Left for the OS temp cleaner.
    }
  }
}
