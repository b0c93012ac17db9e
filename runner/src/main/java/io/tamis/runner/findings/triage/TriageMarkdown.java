package io.tamis.runner.findings.triage;

import io.tamis.runner.store.BugStore;
import io.tamis.runner.findings.triage.Triage.Apart;
import io.tamis.runner.findings.triage.Triage.Report;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code triage.md}: the batch with a link to each report.md, the reports that wait, and what is set apart. */
public final class TriageMarkdown {
  private TriageMarkdown() {}

  /** The page for the folder {@code out}, which its links are relative to. */
  public static String of(Triage t, Path out) {
    StringBuilder md = new StringBuilder("# Reports to send\n\n");
    md.append("One report per root cause, ranked by severity (wrong answers, invalid models, crashes, slowness), ")
        .append("the options it needs (default, regular, expert), where it still shows (trunk, releases, flaky) ")
        .append("and the script's size; at most ").append(t.quota()).append(" per solver.\n\n");
    md.append("## The batch\n\n");
    reports(md, t.batch(), out);
    if (!t.waiting().isEmpty()) {
      md.append("## Waiting for a later week\n\n");
      reports(md, t.waiting(), out);
    }
    threads(md, Areas.threads(t));
    apart(md, "## Known", t.apart().stream().filter(Apart::known).toList());
    apart(md, "## Fixed", t.apart().stream().filter(a -> !a.known()).toList());
    return md.toString();
  }

  private static void reports(StringBuilder md, List<Report> reports, Path out) {
    if (reports.isEmpty()) {
      md.append("None.\n\n");
    }
    for (Report r : reports) {
      Candidate c = r.lead();
      md.append(r.rank()).append(". **").append(c.title()).append("**: ").append(c.record().kind()).append(", ")
          .append(c.options().label()).append(" options, ").append(c.shown()).append(".  \n   ");
      Path report = c.folder().resolve(BugStore.REPORT);
      md.append(Files.isRegularFile(report)
          ? "[" + report + "](" + link(out, report) + ")"
          : "no report.md yet: `tamis report " + c.folder() + "` writes it");
      r.samples().forEach(s -> md.append("  \n   same cause: `").append(s.folder()).append('`'));
      md.append('\n');
    }
    md.append('\n');
  }

  /** The reports to file as one issue each: a thread per solver and area, its findings as its scripts. */
  private static void threads(StringBuilder md, List<Areas.Thread> threads) {
    if (threads.isEmpty()) {
      return;
    }
    md.append("## File together\n\nOne issue per area, its findings as its scripts: the area's maintainer reads ")
        .append("them at once.\n\n");
    for (Areas.Thread th : threads) {
      md.append("- ").append(th.solver()).append(", ").append(th.area()).append(" (").append(th.findings().size())
          .append("): ").append(String.join(", ", th.findings().stream().map(c -> "`" + c.folder() + "`").toList()))
          .append('\n');
    }
    md.append('\n');
  }

  /** {@code target} relative to {@code out}, so that the page's links work wherever both folders move. */
  private static String link(Path out, Path target) {
    return out.toAbsolutePath().normalize().relativize(target.toAbsolutePath().normalize()).toString();
  }

  private static void apart(StringBuilder md, String heading, List<Apart> findings) {
    if (findings.isEmpty()) {
      return;
    }
    md.append(heading).append("\n\n");
    findings.forEach(a -> md.append("- `").append(a.finding().folder()).append("`: ").append(a.why()).append('\n'));
    md.append('\n');
  }
}
