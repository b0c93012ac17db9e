package io.tamis.runner.findings.report;

import io.tamis.runner.campaign.FindingMarks;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.evidence.Gdb;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.findings.replay.MinimalOptions;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.FailingCode;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverVersions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A finding folder's report.md: the finding replayed (on its recorded configurations or moved to newer builds),
 * its record brought up to date with what the replay showed, the other runs tried, and the report written.
 */
public final class ReportRun {
  /** What came of a run: report.md's title, or why none was written, and the replay. */
  public record Result(String title, String refusal, TestResult replay) {}

  private final Path path;
  private final StoredFinding finding;

  public ReportRun(Path path, StoredFinding finding) {
    this.path = path;
    this.finding = finding;
  }

  /** The record matched against the known bugs as they are now; finding.json is updated when that changes it. */
  public FindingRecord marked(Path shown) throws IOException {
    List<String> scripts = new ArrayList<>(List.of(new String(finding.script(), StandardCharsets.UTF_8)));
    if (!shown.equals(finding.scriptFile())) {
      scripts.add(Files.readString(shown));
    }
    FindingRecord rec = FindingMarks.of(finding.record(), scripts, KnownBugs.bundled());
    if (!rec.equals(finding.record())) {
      BugStore.rewrite(path, rec);
    }
    return rec;
  }

  /** Why no report is due, or null. */
  public static String refusal(FindingRecord rec) {
    if (rec.known() != null) {
      return "known bug " + rec.known().id() + ", " + rec.known().link();
    }
    Bisection b = rec.bisection();
    if (b != null && Boolean.FALSE.equals(b.newestShows())) {
      return "the newest release, " + b.solver() + " " + b.newest() + ", does not show it"
          + (b.lastNotShowing() == null ? "" : " (nor does " + b.lastNotShowing() + ")");
    }
    return null;
  }

  /**
   * Replays {@code shown} as {@code runAs} and writes report.md, unless the replay does not give the finding and
   * {@code force} is off.
   *
   * @param moved whether {@code runAs} are other builds than the recorded ones
   * @param alsoWith options each also tried with, as the report lists them
   */
  public Result write(FindingRecord rec, Path shown, List<SolverConfig> runAs, boolean moved, boolean force,
      List<String> alsoWith) throws InterruptedException, IOException {
    String script = Files.readString(shown);
    byte[] bytes = script.getBytes(StandardCharsets.UTF_8);
    UnaryOperator<String> move = NewestBuilds.move(finding.configs(), runAs);
    TestResult result;
    Map<String, String> versions;
    try (SolverPool pool = finding.pool()) {
      result = finding.run(pool, runAs, path.toString(), bytes);
      // Asked even as recorded: the record may name another route's version line (WebAssembly, not native).
      versions = SolverVersions.of(runAs, pool);
    }
    boolean reproduced = moved ? finding.reproducedOn(result, move) : finding.reproducedBy(result);
    if (!reproduced && !force) {
      return new Result(null, shown.getFileName() + " does not give the finding now"
          + (moved ? " on " + String.join(", ", versions.keySet()) : "")
          + (finding.cutShortOn(result) ? ": a run timed out, which a loaded machine may cause; run it again, or"
              + " give each call longer with --timeout" : "")
          + " (--force writes one anyway)", result);
    }
    rec = decided(rec, result, move);
    // After the culprit is decided: a run without an option must blame the same one.
    List<SolverConfig> shownAs = runAs;
    if (reproduced) {
      MinimalOptions.Result m = minimal(rec, runAs, moved, move, bytes);
      rec = rec.withMinimal(m.minimal());
      BugStore.rewrite(path, rec);
      if (m.replay() != null) {
        runAs = m.runAs();
        result = m.replay();
        shownAs = m.shown();
        // A smaller option may be a script line: the report's script and its other runs carry it.
        bytes = m.script();
        script = new String(bytes, StandardCharsets.UTF_8);
      }
    }
    List<SolverRecord> now = withBacktraces(replayed(rec, runAs, shownAs, versions, result), bytes);
    FindingRecord traced = withStacks(rec, now);
    if (!moved && !traced.equals(rec)) {
      rec = traced;
      BugStore.rewrite(path, rec);
    }
    try (SolverPool pool = finding.pool()) {
      List<Tried.Run> tried = new Tried(finding, pool, rec, now).all(bytes, alsoWith);
      FailingCode failing = BlameLookup.of(rec, now.get(atFault(rec)), SolverCache.user());
      IssueSearch.Outcome search = searchIssues(rec, now.get(atFault(rec)), script);
      if (search != null && search.unreachable() != null) {
        System.err.println("tamis: GitHub's issue search could not be reached (" + search.unreachable()
            + "); search by hand: " + search.byHand());
      }
      rec = withRelated(rec, search, path, moved);
      FindingReport report = new FindingReport(rec, now, result.onScript(), shown.getFileName().toString(), script,
          reproduced, tried, result.evidence(), failing, search);
      BugStore.writeReport(path, report.render());
      return new Result(report.title(), null, result);
    }
  }

  /** GitHub's issue search for the finding's clues, or null for a solver whose tracker tamis does not know. */
  private static IssueSearch.Outcome searchIssues(FindingRecord rec, SolverRecord atFault, String script)
      throws InterruptedException {
    String solver = KnownBugs.solverName(atFault);
    return IssueSearch.repo(solver) == null ? null
        : IssueSearch.search(solver, IssueClues.of(rec, atFault, script), IssueSearch.github());
  }

  /** The record with the search's candidates beside a person's finds, saved unless the report was moved. */
  private static FindingRecord withRelated(FindingRecord rec, IssueSearch.Outcome search, Path path, boolean moved)
      throws IOException {
    FindingRecord related = search == null ? rec : rec.withRelated(IssueSearch.merged(rec.related(), search));
    if (!moved && !related.equals(rec)) {
      BugStore.rewrite(path, related);
    }
    return related;
  }

  /** The index of the first configuration at fault (the first one when the record blames none). */
  private static int atFault(FindingRecord rec) {
    return rec.atFault().isEmpty() ? 0 : Math.max(0, rec.solvers().indexOf(rec.atFault().get(0)));
  }

  /**
   * The options of the configuration at fault that the finding needs, each dropped in turn and judged as the
   * report's own replay was: the command the report shows first.
   */
  private MinimalOptions.Result minimal(FindingRecord rec, List<SolverConfig> runAs, boolean moved,
      UnaryOperator<String> move, byte[] bytes) throws InterruptedException {
    int at = atFault(rec);
    try (SolverPool pool = finding.pool()) {
      // The same culprit too: a model the evaluator cannot read leaves a disagreement undecided, which shows less.
      return new MinimalOptions(finding, pool, r -> (moved ? finding.reproducedOn(r, move) : finding.reproducedBy(r))
          && StoredFinding.blames(r, rec.culprit(), move)).of(runAs, at, path.toString(), bytes);
    }
  }

  /**
   * The record with the culprit the replay decides where it was left undecided (finding.json updated), or with the
   * evidence against its culprit where it was recorded before findings named theirs.
   */
  private FindingRecord decided(FindingRecord rec, TestResult result, UnaryOperator<String> move) throws IOException {
    String decided = finding.decidedNow(result, move);
    if (decided != null) {
      Finding f = result.findings().stream().filter(x -> move.apply(decided).equals(x.culprit())).findFirst()
          .orElseThrow();
      rec = rec.withCulprit(decided).withEvidence(f.evidence());
      BugStore.rewrite(path, rec);
    } else if (rec.evidence() == null && rec.culprit() != null && !FindingRecord.UNDECIDED.equals(rec.culprit())) {
      // Recorded before findings named their evidence: what decides the replay's finding against the same culprit.
      String at = move.apply(rec.culprit());
      rec = rec.withEvidence(result.findings().stream().filter(x -> at.equals(x.culprit())).map(Finding::evidence)
          .filter(e -> e != null).findFirst().orElse(null));
    }
    return rec;
  }

  /** gdb's backtraces of the replay's native crashes that printed no evidence (gdb's time, not a campaign's). */
  private static List<SolverRecord> withBacktraces(List<SolverRecord> now, byte[] script)
      throws IOException, InterruptedException {
    Gdb gdb = Gdb.find();
    List<SolverRecord> traced = new ArrayList<>();
    for (SolverRecord r : now) {
      traced.add(r.withBacktrace(gdb, script));
    }
    return traced;
  }

  /** The record with the replay's native evidence where it had none of its own. */
  private static FindingRecord withStacks(FindingRecord rec, List<SolverRecord> now) {
    List<SolverRecord> solvers = new ArrayList<>();
    for (int i = 0; i < rec.solvers().size(); i++) {
      SolverRecord r = rec.solvers().get(i);
      Stack found = now.get(i).stack();
      solvers.add(r.stack() == null && found != null && r.verdict().equals(now.get(i).verdict())
          ? r.withStack(found) : r);
    }
    return rec.withSolvers(solvers);
  }

  /**
   * Each configuration as the replay ran it ({@code runAs}), named as the report shows it ({@code shownAs}), with its
   * build's version (the recorded one where it was not moved).
   */
  private static List<SolverRecord> replayed(FindingRecord rec, List<SolverConfig> runAs, List<SolverConfig> shownAs,
      Map<String, String> versions, TestResult result) {
    List<SolverRecord> now = new ArrayList<>();
    for (int i = 0; i < rec.solvers().size(); i++) {
      String version = versions.getOrDefault(runAs.get(i).label(), rec.solvers().get(i).version());
      now.add(SolverRecord.of(shownAs.get(i), version, result.onScript().get(i)));
    }
    return now;
  }
}
