package io.tamis.runner.cli;

import io.tamis.runner.campaign.FindingMarks;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.evidence.Gdb;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.findings.report.FindingReport;
import io.tamis.runner.findings.report.Tried;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.report.CampaignReport;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverVersions;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tamis report}: the bug report a solver's tracker asks for (a finding folder), or the page of
 * a whole campaign (a campaign folder: {@link CampaignReport}).
 */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {"For a finding folder (with finding.json): write DIR/report.md, a bug report as cvc5's issue template and z3's maintainers ask " +
        "for it: a one-line title, what goes wrong, the command line with its options, the solver's version, " +
        "the script inline (reduced.smt2 when `tamis reduce` left one, else test.smt2) with the solver's " +
        "output, expected against actual answer, the evidence (the assertion the solver's model makes false by " +
        "tamis's evaluator, what the other configurations answer) and which releases show it (from " +
        "`tamis bisect`). The script is replayed first, so the output shown is the output it gives now.",
        "No report is written for a finding that matches a known bug (config/known-bugs; finding.json's known " +
        "field is updated), that the newest release does not show (bisection), or that the replay does not " +
        "give again; --force writes one anyway and says so in it.",
        "For a campaign folder (a fuzz --out or merge --out, with journal.jsonl or summary.json): write " +
        "DIR/report.html, one self-contained page with tests/s and findings over time, the verdict mix, " +
        "timeouts, per-solver, per-generator and per-logic tables, the distinct findings with links to their " +
        "folders and reports, and memory over time. Every campaign writes it when it ends; this rebuilds it " +
        "(for a campaign killed before its end too).",
        "Exit code: 0 report written, 1 no report (known, fixed, or not reproduced), 2 usage error."})
final class ReportCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "DIR", description = "A finding folder of a bug store, or a campaign folder.")
  Path path;

  @Option(names = "--force", description = "Write the report even for a known, fixed or unreproduced finding.")
  boolean force;

  @Option(names = "--solvers", paramLabel = "BUILDS", description = "The builds to replay a finding on, " +
      "separated by ';' and matched to the recorded configurations by solver (\"z3@main;cvc5@main\"), the " +
      "recorded options kept. Default: each solver's trunk build, else its newest installed release, else as " +
      "recorded: what a maintainer runs is the newest code, through the solver's own program.")
  String solvers;

  @Option(names = "--also-with", paramLabel = "OPTIONS", description = "Also run the configuration at fault " +
      "with these options added, a line of the report's \"What else was tried\" (does an option avoid it?). " +
      "Repeatable; give options that begin with a dash after '=': --also-with=--no-proof-elim-subtypes.")
  List<String> alsoWith = List.of();

  @Option(names = "--as-recorded", description = "Replay a finding on the configurations as recorded instead.")
  boolean asRecorded;

  @Mixin
  ReplayTimeout timeout;

  @Override
  public Integer call() throws InterruptedException, IOException {
    if (!Files.isDirectory(path)) {
      throw new ParameterException(spec.commandLine(), "not a folder: " + path);
    }
    if (!Files.isRegularFile(path.resolve(BugStore.FINDING))) {
      return campaignReport();
    }
    StoredFinding finding = ReplayCommand.load(spec, path);
    Path shown = BugStore.shownScript(path);
    FindingRecord rec = marked(finding, shown);
    String refusal = refusal(rec);
    if (refusal != null && !force) {
      System.out.println("no report: " + refusal + " (--force writes one anyway)");
      return ExitCodes.NOT_REPRODUCED;
    }
    return write(finding, rec, shown);
  }

  /** report.html of a campaign folder. */
  private int campaignReport() throws IOException {
    if (!JournalReader.exists(path) && !Files.isRegularFile(path.resolve("summary.json"))) {
      throw new ParameterException(spec.commandLine(), path + " is neither a finding folder (finding.json) nor a "
          + "campaign folder (journal.jsonl or summary.json)");
    }
    System.out.println("wrote " + CampaignReport.write(path, System.err));
    return ExitCodes.OK;
  }

  /** The record matched against the known bugs as they are now; finding.json is updated when that changes it. */
  private FindingRecord marked(StoredFinding finding, Path shown) throws IOException {
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
  private static String refusal(FindingRecord rec) {
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

  private int write(StoredFinding finding, FindingRecord rec, Path shown) throws InterruptedException, IOException {
    String script = Files.readString(shown);
    byte[] bytes = script.getBytes(StandardCharsets.UTF_8);
    List<SolverConfig> builds = asRecorded ? finding.configs()
        : FindingArgs.builds(spec, solvers).movedWherePossible(finding.configs());
    boolean moved = !builds.equals(finding.configs());
    List<SolverConfig> runAs = timeout.apply(finding, builds);
    UnaryOperator<String> move = NewestBuilds.move(finding.configs(), runAs);
    TestResult result;
    Map<String, String> versions;
    try (SolverPool pool = finding.pool()) {
      result = finding.run(pool, runAs, path.toString(), bytes);
      versions = moved ? SolverVersions.of(runAs, pool) : Map.of();
    }
    boolean reproduced = moved ? finding.reproducedOn(result, move) : finding.reproducedBy(result);
    PrintStream out = System.out;
    if (!reproduced && !force) {
      out.println(CheckReport.line(result));
      out.println("no report: " + shown.getFileName() + " does not give the finding now"
          + (moved ? " on " + String.join(", ", versions.keySet()) : "")
          + (finding.cutShortOn(result) ? ": a run timed out, which a loaded machine may cause; run it again, or"
              + " give each call longer with --timeout" : "")
          + " (--force writes one anyway)");
      return ExitCodes.NOT_REPRODUCED;
    }
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
    List<SolverRecord> now = withBacktraces(replayed(rec, runAs, versions, result), bytes);
    FindingRecord traced = withStacks(rec, now);
    if (!moved && !traced.equals(rec)) {
      rec = traced;
      BugStore.rewrite(path, rec);
    }
    try (SolverPool pool = finding.pool()) {
      List<Tried.Run> tried = new Tried(finding, pool, rec, now).all(bytes, alsoWith);
      FindingReport report = new FindingReport(rec, now, result.onScript(), shown.getFileName().toString(), script,
          reproduced, tried, result.evidence());
      BugStore.writeReport(path, report.render());
      out.println("wrote " + path.resolve(BugStore.REPORT) + ": " + report.title());
    }
    return ExitCodes.OK;
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

  /** Each configuration as the replay ran it, with its build's version (the recorded one where it was not moved). */
  private static List<SolverRecord> replayed(FindingRecord rec, List<SolverConfig> runAs, Map<String, String> versions,
      TestResult result) {
    List<SolverRecord> now = new ArrayList<>();
    for (int i = 0; i < rec.solvers().size(); i++) {
      SolverConfig c = runAs.get(i);
      String version = versions.getOrDefault(c.label(), rec.solvers().get(i).version());
      now.add(SolverRecord.of(c, version, result.onScript().get(i)));
    }
    return now;
  }
}
