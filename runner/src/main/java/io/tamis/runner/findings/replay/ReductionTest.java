package io.tamis.runner.findings.replay;

import io.tamis.core.reduce.Interesting;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Outcome;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Whether a candidate still shows a stored finding, as replay judges it: run by the configurations that
 * decide it (in warm sessions where the profile allows; a finding is confirmed in fresh processes),
 * each call cut at {@link #limit} of the original's slowest; for a crash known by its signal only, at the
 * original's frames (gdb; see {@link CrashFrames}); and, where the original shows the finding
 * on the newest builds too (z3@main, else the newest release), on those as well, so that what is
 * written shows it there. Safe to call from several threads.
 */
public final class ReductionTest implements Interesting, AutoCloseable {
  /** A candidate's calls may take this many times the original's slowest call. */
  public static final int SLOWER = 3;
  /** And at least this long: a start-up's noise is not a timeout. */
  static final Duration FLOOR = Duration.ofSeconds(1);

  private final StoredFinding finding;
  private final String name;
  private final Side recorded;
  private final CrashFrames frames;
  private final Side newest;

  /** Configurations run as one: a runner, each call's limit, and how labels move to them (or null). */
  record Side(TestRunner runner, Duration timeout, UnaryOperator<String> move) {}

  private ReductionTest(StoredFinding finding, String name, Side recorded, CrashFrames frames, Side newest) {
    this.finding = finding;
    this.name = name;
    this.recorded = recorded;
    this.frames = frames;
    this.newest = newest;
  }

  /** What {@link #start} found: the test, or why there is none. */
  public record Start(ReductionTest test, String refusal, String newestNote) {}

  /**
   * Runs the original on the deciding configurations and on the newest builds ({@code newest}, or null to
   * skip them), fresh and with the recorded limits, to know what a candidate must show and how long it
   * may take ({@code timeout}, or null for {@link #SLOWER} times the original's slowest call).
   */
  public static Start start(StoredFinding finding, SolverPool pool, int warm, String name, byte[] original,
      List<SolverConfig> newest, Duration timeout) throws InterruptedException {
    List<SolverConfig> deciding = finding.deciding();
    TestResult first = finding.run(pool, deciding, name, original);
    if (!finding.reproducedBy(first)) {
      return new Start(null, "not reproduced: " + finding.record().kind() + " " + finding.record().dedupKey(), null);
    }
    Side recorded = new Side(finding.runner(pool, deciding, warm), limit(first, timeout), null);
    CrashFrames frames = CrashFrames.of(finding, deciding, first, original);
    if (newest == null || sameBuilds(deciding, newest)) {
      return new Start(new ReductionTest(finding, name, recorded, frames, null), null, null);
    }
    UnaryOperator<String> move = NewestBuilds.move(deciding, newest);
    TestResult there = finding.run(pool, newest, name, original);
    String builds = String.join(", ", moved(deciding, newest));
    if (!finding.reproducedOn(there, move)) {
      return new Start(new ReductionTest(finding, name, recorded, frames, null), null,
          "the original does not show the finding on " + builds + ": reduced on the recorded builds only");
    }
    Side side = new Side(finding.runner(pool, newest, warm), limit(there, timeout), move);
    return new Start(new ReductionTest(finding, name, recorded, frames, side), null,
        "each step shown on " + builds + " too");
  }

  @Override
  public boolean test(String script) throws InterruptedException {
    byte[] text = script.getBytes(StandardCharsets.UTF_8);
    if (!finding.reproducedBy(finding.run(recorded.runner(), name, text, recorded.timeout()))
        || frames != null && !frames.same(text)) {
      return false;
    }
    return newest == null || finding.reproducedOn(finding.run(newest.runner(), name, text, newest.timeout()),
        newest.move());
  }

  /** The frames a crash must have, as a dedup key names them, or null when its signal is all that is compared. */
  public String frames() {
    return frames == null ? null : frames.key();
  }

  /** Each call's limit while reducing. */
  public Duration timeout() {
    return recorded.timeout();
  }

  private static Duration limit(TestResult result, Duration given) {
    if (given != null) {
      return given;
    }
    long slowest = result.outcomes().stream().map(Outcome::run).filter(r -> r != null)
        .mapToLong(r -> r.wallNanos()).max().orElse(0);
    Duration d = Duration.ofNanos(slowest * SLOWER);
    return d.compareTo(FLOOR) < 0 ? FLOOR : d;
  }

  private static boolean sameBuilds(List<SolverConfig> a, List<SolverConfig> b) {
    return moved(a, b).isEmpty();
  }

  /** The builds {@code to} runs where {@code from} ran others: z3@main for z3@5.1.0. */
  private static List<String> moved(List<SolverConfig> from, List<SolverConfig> to) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < from.size(); i++) {
      String head = NewestBuilds.head(to.get(i).label());
      if (!from.get(i).executable().equals(to.get(i).executable()) && !out.contains(head)) {
        out.add(head);
      }
    }
    return out;
  }

  @Override
  public void close() {
    recorded.runner().close();
    if (newest != null) {
      newest.runner().close();
    }
  }
}
