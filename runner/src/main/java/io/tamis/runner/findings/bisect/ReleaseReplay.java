package io.tamis.runner.findings.bisect;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A bisection's probe: the finding replayed with configuration {@code at} run by one release (or build) with its
 * recorded arguments, beside the other recorded configurations; the release shows the finding when it does what
 * configuration {@code fault} did. Prints one row per release. The release on PATH ({@link PathRelease}) runs as
 * that program.
 */
public final class ReleaseReplay implements Bisector.Probe {
  private final StoredFinding finding;
  private final List<SolverConfig> base;
  private final SolverPool pool;
  private final int at;
  private final int fault;
  private final String name;
  private final byte[] script;
  private final Duration atLeast;
  private final Optional<PathRelease> onPath;

  /**
   * @param name the script's name in the output
   * @param atLeast the swapped configuration's time limit, if longer than the recorded one
   * @param onPath the release on PATH that the walk includes, if any
   */
  public ReleaseReplay(StoredFinding finding, List<SolverConfig> base, SolverPool pool, int at, int fault,
      String name, byte[] script, Duration atLeast, Optional<PathRelease> onPath) {
    this.finding = finding;
    this.base = base;
    this.pool = pool;
    this.at = at;
    this.fault = fault;
    this.name = name;
    this.script = script;
    this.atLeast = atLeast;
    this.onPath = onPath;
  }

  @Override
  public Bisection.Release replay(String version) throws InterruptedException {
    Optional<PathRelease> path = onPath.filter(p -> p.version().equals(version));
    if (path.isPresent()) {
      return replayOn(path.get().program().toString(), version, path.get().from());
    }
    String family = finding.record().solvers().get(at).profile().name();
    return replayOn(family + "@" + version, version, null);
  }

  /** The finding replayed with {@code release} (solver@version, or a program's path) as {@code version}. */
  private Bisection.Release replayOn(String release, String version, String from) throws InterruptedException {
    SolverConfig target = base.get(at);
    Duration limit = atLeast.compareTo(target.timeout()) > 0 ? atLeast : target.timeout();
    SolverConfig swapped = SolverProfiles.bundled().config(release, target.args(), limit);
    List<SolverConfig> configs = new ArrayList<>(base);
    configs.set(at, swapped);
    TestResult r = finding.run(pool, configs, name, script);
    Outcome o = r.onScript().size() > at ? r.onScript().get(at) : null;
    SolverRecord wrong = finding.record().solvers().get(fault);
    boolean shows = o != null && r.findings().stream().anyMatch(f -> same(finding.record(), wrong, swapped, o, f));
    String gave = outcome(o, finding.record().kind());
    String outcome = gave + (gave.equals("unsat") ? checked(finding.record().kind(), shows) : "");
    System.out.printf("  %-12s %-10s %s%s%n", version, shows ? "shows" : "-", outcome,
        from == null ? "" : " (" + from + ")");
    return new Bisection.Release(version, outcome, shows, from);
  }

  /** What a release gave, as the table shows it; a slowdown is read across releases by the time each took. */
  public static String outcome(Outcome o, String kind) {
    if (o == null) {
      return "cancelled";
    }
    String gave = o.verdict() != Verdict.UNKNOWN || o.answers().isEmpty() ? o.verdict().label()
        : String.join(" ", o.answers());
    return o.run() != null && kind.equals("performance")
        ? gave + String.format(Locale.ROOT, " in %.2f s", o.run().wallNanos() / 1e9) : gave;
  }

  /**
   * For a core or proof finding that answered unsat, as good and bad builds both do: whether its check failed (a
   * crash under the check needs no such word).
   */
  public static String checked(String kind, boolean shows) {
    String what = kind.equals("unsat-core") ? "core" : kind.equals("proof") ? "proof" : null;
    return what == null ? "" : shows ? ", " + what + " refuted" : ", " + what + " not refuted";
  }

  /**
   * The configurations besides {@code at} that cannot run here: every build would look good beside a
   * reference that gives no answer, so the bisection does not start.
   */
  public static List<String> absent(List<SolverConfig> configs, int at) {
    return configs.stream().filter(c -> c != configs.get(at))
        .filter(c -> Executables.find(c.executable()) == null)
        .map(c -> NewestBuilds.head(c.label()) + " (" + c.executable() + ")").distinct().toList();
  }

  /**
   * Whether {@code f} is the recorded finding on the swapped release: same kind, the swapped
   * configuration in it, and for a wrong answer the answer the configuration at fault gave.
   */
  private static boolean same(FindingRecord record, SolverRecord fault, SolverConfig swapped, Outcome o, Finding f) {
    boolean mine = f.solvers().contains(swapped.label()) || swapped.label().equals(f.culprit());
    // A crash under a checking mode is filed as a proof or core finding; replayed without the mode's label it is
    // a crash finding.
    boolean kind = f.kind().equals(record.kind()) || f.kind().equals("crash") && fault.verdict().equals("crash");
    return mine && kind && (!record.kind().equals("soundness") || o.answers().equals(fault.answers()));
  }
}
