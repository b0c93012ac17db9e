package io.tamis.runner.cli;

import io.tamis.runner.findings.report.ReportTitle;
import io.tamis.runner.findings.triage.BugRow;
import io.tamis.runner.findings.triage.BugTable;
import io.tamis.runner.findings.triage.Candidate;
import io.tamis.runner.findings.triage.Triage;
import io.tamis.runner.findings.triage.TriageJson;
import io.tamis.runner.findings.triage.TriageMarkdown;
import io.tamis.runner.findings.triage.TriageTable;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.store.BugStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tamis triage}: the week's batch of reports out of the open findings of campaign folders, or (--table) the
 * table of every bug.
 */
@Command(name = "triage", mixinStandardHelpOptions = true,
    description = {"Rank the findings of the folders given and pick the batch of reports to send: one report " +
        "per root cause (findings with the same dedup key, the same native crash frames, or the same commit " +
        "found by 'tamis bisect --commits' on the same logic), led by its best ranked finding.",
        "Rank: wrong answers (soundness, status) before invalid models, crashes and slowness; then the options " +
        "it needs: tamis's default arguments before others the developers support, before expert ones " +
        "(finding.json's unsupportedOptions); then where it still shows: open on a trunk build ('tamis " +
        "recheck') before releases only or not rechecked, before flaky; then the smaller script (reduced.smt2, " +
        "else test.smt2).",
        "At most --quota reports per solver go into the batch; the rest wait. Known bugs (config/known-bugs) and " +
        "fixed findings (recheck fixed, or the newest release does not show it) are listed apart with their " +
        "links or fixing commits.",
        "Prints the batch, the waiting reports and those set apart (--json: as JSON); --out writes triage.md " +
        "(with links to each report.md) and triage.json.",
        "--table prints instead the table of every bug (Markdown, the repository's BUGS.md): one row per finding " +
        "folder, from its finding.json (its 'triaged' record: component, mode, status and links; the rest from " +
        "the record), its links relative to the current folder: 'bin/tamis triage --table bench/findings > " +
        "BUGS.md' in the repository's root.",
        "Exit code: 0 triaged, 2 usage error."})
final class TriageCommand implements Callable<Integer> {
  private static final String MARKDOWN = "triage.md";
  private static final String JSON = "triage.json";

  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "DIR", description = FindingArgs.DIR)
  List<Path> dirs;

  @Option(names = "--quota", paramLabel = "N", defaultValue = "3",
      description = "Reports per solver in the batch (default 3, what cvc5 asks fuzzers to send a week).",
      converter = Inputs.Positive.class)
  int quota;

  @Option(names = "--solver", paramLabel = "NAME",
      description = "Only the findings of this solver (z3, cvc5): the solver at fault, or the one that crashed.")
  String solver;

  @Option(names = "--out", paramLabel = "DIR", description = "Write DIR/triage.md and DIR/triage.json too.",
      converter = Inputs.OutFolder.class)
  Path out;

  @Option(names = "--json", description = "Print the triage as JSON instead of tables.")
  boolean json;

  @Option(names = "--table", description = "Print the table of every bug (Markdown: BUGS.md) instead of the "
      + "batch; not with --json or --out.")
  boolean table;

  @Override
  public Integer call() throws IOException {
    if (table) {
      return table();
    }
    Triage triage = Triage.of(candidates(), quota);
    if (out != null) {
      write(triage);
    }
    System.out.print(json ? BugStore.toJson(TriageJson.of(triage)) + "\n" : TriageTable.of(triage));
    if (out != null && !json) {
      System.out.println("wrote " + out.resolve(MARKDOWN) + " and " + out.resolve(JSON));
    }
    return ExitCodes.OK;
  }

  /** BUGS.md's table of the DIRs' findings (of --solver when given), its links relative to the current folder. */
  private Integer table() throws IOException {
    if (json || out != null) {
      throw new ParameterException(spec.commandLine(), "--table prints the table alone: not with --json or --out");
    }
    List<BugRow> rows = BugTable.rows(folders(), Path.of("")).stream()
        .filter(r -> solver == null || r.solver().equals(solver)).toList();
    String typed = (solver == null ? "" : "--solver " + solver + " ")
        + String.join(" ", dirs.stream().map(Path::toString).toList());
    // UTF-8 whatever the locale: the page is a file (BUGS.md), and its header cell has a middle dot.
    System.out.writeBytes(BugTable.of(rows, typed).getBytes(StandardCharsets.UTF_8));
    System.out.flush();
    return ExitCodes.OK;
  }

  /** Every finding folder of the DIRs once: a folder named twice counts once. */
  private List<Path> folders() throws IOException {
    Map<Path, Path> folders = new LinkedHashMap<>();
    FindingArgs.folders(spec, dirs).forEach(p -> folders.putIfAbsent(p.toAbsolutePath().normalize(), p));
    return List.copyOf(folders.values());
  }

  /** Every finding of the DIRs once, of --solver when given. */
  private List<Candidate> candidates() throws IOException {
    List<Candidate> found = new ArrayList<>();
    KnownBugs known = KnownBugs.bundled();
    for (Path folder : folders()) {
      Candidate c = Candidate.read(folder, known, ReportTitle::of);
      if (solver == null || c.solver().equals(solver)) {
        found.add(c);
      }
    }
    return found;
  }

  private void write(Triage triage) throws IOException {
    Files.createDirectories(out);
    Files.writeString(out.resolve(MARKDOWN), TriageMarkdown.of(triage, out), StandardCharsets.UTF_8);
    Files.writeString(out.resolve(JSON), BugStore.toJson(TriageJson.of(triage)) + "\n", StandardCharsets.UTF_8);
  }
}
