package io.smtfuzz.runner.cli;

import io.smtfuzz.runner.journal.JournalReader;
import io.smtfuzz.runner.report.CampaignReport;
import io.smtfuzz.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code smtfuzz report}: the report of a campaign folder, or of a finding folder. */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {"Write the report of a folder. A campaign folder (a fuzz --out, or a merge --out) gets " +
        "report.html: one self-contained page with tests/s and findings over time, the verdict mix, " +
        "timeouts, per-solver, per-generator and per-logic tables, the distinct findings with links to " +
        "their folders, and memory over time; every campaign writes it when it ends, and this rebuilds it " +
        "(for a campaign killed before its end too). A finding folder (with finding.json) gets report.md.",
        "Exit code: 0 written, 2 usage error."})
final class ReportCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", description = "A campaign folder or a finding folder.")
  Path dir;

  @Override
  public Integer call() throws Exception {
    if (!Files.isDirectory(dir)) {
      throw new ParameterException(spec.commandLine(), "not a folder: " + dir);
    }
    if (Files.isRegularFile(dir.resolve(BugStore.FINDING))) {
      return findingReport();
    }
    if (!JournalReader.exists(dir) && !Files.isRegularFile(dir.resolve("summary.json"))) {
      throw new ParameterException(spec.commandLine(), dir + " is neither a campaign folder (journal.jsonl or "
          + "summary.json) nor a finding folder (finding.json)");
    }
    System.out.println(CampaignReport.write(dir, System.err));
    return ExitCodes.OK;
  }

  /** A finding's report.md: issue 25's part (the newest-solvers pipeline), not in this build yet. */
  private Integer findingReport() {
    throw new ParameterException(spec.commandLine(), dir + " is a finding folder: its report.md is not written "
        + "by this build yet");
  }
}
