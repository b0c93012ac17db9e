package io.tamis.runner.cli;

import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.findings.report.ReportRun;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.report.CampaignReport;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
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

  @Parameters(index = "0", paramLabel = "DIR", description = "A finding folder of a bug store, or a campaign folder.",
      converter = Inputs.Existing.class)
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
    ReportRun run = new ReportRun(path, finding);
    FindingRecord rec = run.marked(shown);
    String refusal = ReportRun.refusal(rec);
    if (refusal != null && !force) {
      System.out.println("no report: " + refusal + " (--force writes one anyway)");
      return ExitCodes.NOT_REPRODUCED;
    }
    List<SolverConfig> builds = asRecorded ? finding.configs()
        : FindingArgs.builds(spec, solvers).movedWherePossible(finding.configs());
    boolean moved = !builds.equals(finding.configs());
    FindingArgs.say(finding.configs(), builds);
    ReportRun.Result r = run.write(rec, shown, timeout.apply(finding, builds), moved, force, alsoWith);
    if (r.title() == null) {
      System.out.println(CheckReport.line(r.replay()));
      System.out.println("no report: " + r.refusal());
      return ExitCodes.NOT_REPRODUCED;
    }
    System.out.println("wrote " + path.resolve(BugStore.REPORT) + ": " + r.title());
    return ExitCodes.OK;
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

}
