package io.tamis.solvers.pool;

import io.tamis.solvers.launch.ProcessTrees;
import io.tamis.solvers.launch.SolverDirectory;
import java.io.BufferedReader;
import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.coverage.EdgeMap;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * One solver process kept alive across tests. Each test is the script (without {@code (exit)}),
 * then {@code (echo "<marker>")} and {@code (reset)}: the output up to the marker line belongs to
 * the test. A scoped session ({@link ScopedScript}) instead keeps the header of the last test and
 * runs the next test with the same header between {@code (push 1)} and {@code (pop 1)}. A test
 * that kills the process ends the session, and so does a timeout unless the solver keeps its own
 * time limit ({@code sessionTimeout} of its profile): then the test is a timeout when its answer
 * comes at or after the limit, and the session lives on (a WebAssembly z3 costs a second of CPU to
 * start again). The next test after an ended session starts a fresh one. Used by one thread at a
 * time (it holds a pool slot meanwhile).
 */
final class WarmSession implements AutoCloseable {
  private static final String EOF = new String("<eof>");
  private static final Pattern EXIT = Pattern.compile("\\(\\s*exit\\s*\\)");
  /**
   * cvc5 1.0.3 reading a stream misparses a multi-line {@code |...|} symbol in {@code :source}
   * ("Parse Error: basic_string::_M_create" a few scripts later): the attribute has no meaning, drop it.
   */
  private static final Pattern SOURCE = Pattern.compile("\\(set-info\\s+:source\\s+\\|[^|]*\\|\\s*\\)");
  private static final Duration DRAIN_GRACE = Duration.ofSeconds(1);
  /** How long after its own limit a solver may take to stop before it is killed. */
  private static final Duration STOP_GRACE_MIN = Duration.ofMillis(500);
  private static final Duration STOP_GRACE_MAX = Duration.ofSeconds(2);

  private final Process process;
  private final OutputStream stdin;
  private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Capture stderr;
  private final Thread errReader;
  private final List<String> argv;
  private final boolean scoped;
  /** The command setting the solver's own time limit, {@code {ms}} for the milliseconds; empty: none. */
  private final String timeLimit;
  /** The header a scoped session has read (its declarations are live), or null when it is clean. */
  private String header;
  /** The last in-band options command sent ({@link InBandOptions}), or null. */
  private String options;
  private int tests;
  private boolean dead;
  /** The coverage build's map this session counts into, or null. */
  private final CoverageLease coverage;

  /** A coverage build's map, held by a session for its life. */
  record CoverageLease(EdgeCoverage coverage, EdgeMap map) {}

  /**
   * @param scoped separate tests that share their header by push/pop instead of reset
   * @param timeLimit the profile's {@code sessionTimeout} (empty: the session ends at a timeout)
   */
  WarmSession(List<String> argv, Map<String, String> env, boolean scoped, String timeLimit) throws IOException {
    this(argv, env, scoped, timeLimit, null);
  }

  /** @param coverage the map a coverage build counts into (named in {@code env}), released when it exits */
  WarmSession(List<String> argv, Map<String, String> env, boolean scoped, String timeLimit, CoverageLease coverage)
      throws IOException {
    this.coverage = coverage;
    this.argv = List.copyOf(argv);
    this.scoped = scoped;
    this.timeLimit = timeLimit;
    ProcessBuilder pb = new ProcessBuilder(argv);
    pb.environment().putAll(env);
    pb.directory(SolverDirectory.get().toFile());
    process = pb.start();
    if (coverage != null) {
      coverage.coverage().releaseAfter(process, coverage.map());
    }
    stdin = process.getOutputStream();
    stderr = new Capture(SolverPool.CAPTURE_LIMIT);
    errReader = Thread.ofVirtual().start(() -> stderr.readAll(process.getErrorStream()));
    Thread.ofVirtual().start(this::readLines);
  }

  Process process() {
    return process;
  }

  /** The edges the last test took, when this is a coverage build's session; the map is clean again. */
  ProcessRun withHits(ProcessRun run) {
    return coverage == null ? run : run.withHits(coverage.coverage().collect(coverage.map()));
  }

  List<String> argv() {
    return argv;
  }

  /**
   * Waits until the solver has read an {@code (echo)} sent before any test, so that what a solver
   * costs to start (a JVM, a WebAssembly module) is not charged to the first test's time limit.
   * Fails, with what the solver printed, when it ends or stays silent for {@code limit}.
   */
  void awaitReady(Duration limit) throws IOException, InterruptedException {
    String marker = "tamis-session-ready";
    stdin.write(("(echo \"" + marker + "\")\n").getBytes(StandardCharsets.ISO_8859_1));
    stdin.flush();
    long deadline = System.nanoTime() + limit.toNanos();
    while (true) {
      String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
      if (line == null || line == EOF) {
        close();
        errReader.join(DRAIN_GRACE);
        throw new IOException("the session did not start within " + limit.toSeconds() + " s: "
            + (line == null ? "no answer to (echo)" : "it ended") + "; stderr: " + stderr.text().strip());
      }
      if (line.contains(marker)) {
        return;
      }
    }
  }

  int tests() {
    return tests;
  }

  boolean dead() {
    return dead;
  }

  private void readLines() {
    try (BufferedReader r = new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.ISO_8859_1))) {
      String line;
      while ((line = r.readLine()) != null) {
        lines.add(line);
      }
    } catch (IOException e) {
      // The process died: EOF below tells the waiting test.
    } finally {
      lines.add(EOF);
    }
  }

  /**
   * Runs one test; a timeout or a dead process marks the session dead (the caller discards it).
   *
   * @param options the {@link InBandOptions} command that sets the test's added options, or null
   */
  ProcessRun run(byte[] script, String options, Duration timeout) throws InterruptedException {
    long t0 = System.nanoTime();
    String marker = "tamis-end-of-test-" + (++tests);
    long stderrBefore = stderr.total();
    String limit = timeLimit.isEmpty() ? "" : timeLimit.replace("{ms}", Long.toString(timeout.toMillis())) + "\n";
    if (!send(script, marker, options, limit)) {
      return ended(t0, new Capture(SolverPool.CAPTURE_LIMIT), stderrBefore);
    }
    Capture out = new Capture(SolverPool.CAPTURE_LIMIT);
    long deadline = t0 + timeout.toNanos() + (limit.isEmpty() ? 0 : stopGrace(timeout).toNanos());
    while (true) {
      String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
      if (line == null) {
        dead = true;
        ProcessTrees.kill(process);
        return result(t0, -1, 0, true, out, stderrBefore);
      }
      if (line == EOF) {
        return ended(t0, out, stderrBefore);
      }
      if (line.contains(marker)) {
        boolean late = !limit.isEmpty() && System.nanoTime() - t0 >= timeout.toNanos();
        return result(t0, 0, 0, late, out, stderrBefore);
      }
      byte[] b = (line + "\n").getBytes(StandardCharsets.ISO_8859_1);
      out.append(b, b.length);
    }
  }

  /**
   * The limit again, between {@link #STOP_GRACE_MIN} and {@link #STOP_GRACE_MAX}: a solver checks its timer
   * between steps, and on a loaded machine a late stop still costs less than a new process.
   */
  private static Duration stopGrace(Duration timeout) {
    return timeout.compareTo(STOP_GRACE_MAX) > 0 ? STOP_GRACE_MAX
        : timeout.compareTo(STOP_GRACE_MIN) < 0 ? STOP_GRACE_MIN : timeout;
  }

  private boolean send(byte[] script, String marker, String options, String limit) {
    String text = new String(script, StandardCharsets.ISO_8859_1);
    text = SOURCE.matcher(EXIT.matcher(text).replaceAll("")).replaceAll("");
    String echo = "\n(echo \"" + marker + "\")\n";
    String first = "";
    if (options != null) {
      // New options mean a new context in the shim: a scoped header is read again.
      header = options.equals(this.options) ? header : null;
      this.options = options;
      first = options;
    }
    try {
      stdin.write((first + framed(text, echo, limit)).getBytes(StandardCharsets.ISO_8859_1));
      stdin.flush();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The test as the session receives it, leaving the session clean or holding the test's header; the
   * time limit goes after any reset (which may clear options).
   */
  private String framed(String text, String echo, String limit) {
    ScopedScript parts = scoped ? ScopedScript.of(text) : new ScopedScript(null, text);
    if (!parts.scoped()) {
      String before = header == null ? "" : "(reset)\n";
      header = null;
      return before + limit + text + echo + "(reset)\n";
    }
    String before = parts.header().equals(header) ? "" : (header == null ? "" : "(reset)\n") + parts.header();
    header = parts.header();
    return before + limit + "(push 1)\n" + parts.body() + echo + "(pop 1)\n";
  }

  /** The process ended during the test: its exit status is the test's. */
  private ProcessRun ended(long t0, Capture out, long stderrBefore) throws InterruptedException {
    dead = true;
    if (!process.waitFor(DRAIN_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
      ProcessTrees.kill(process);
    }
    errReader.join(DRAIN_GRACE);
    int code = process.isAlive() ? -1 : process.exitValue();
    return result(t0, code, ProcessRun.signalOf(code), false, out, stderrBefore);
  }

  private ProcessRun result(long t0, int code, int signal, boolean timedOut, Capture out, long stderrBefore) {
    String err = stderr.text();
    // Only the stderr of this test: what the session printed before belongs to earlier tests.
    long fresh = stderr.total() - stderrBefore;
    String mine = fresh <= 0 ? "" : err.substring((int) Math.max(0, err.length() - Math.min(fresh, err.length())));
    return new ProcessRun(argv, code, signal, timedOut, false, System.nanoTime() - t0, -1, out.text(), out.total(),
        mine, Math.max(0, fresh), null);
  }

  @Override
  public void close() {
    dead = true;
    try {
      stdin.close();
    } catch (IOException e) {
      // Already gone.
    }
    ProcessTrees.kill(process);
  }
}
