package io.tamis.runner.findings.triage;

import io.tamis.runner.findings.triage.Triage.Apart;
import io.tamis.runner.findings.triage.Triage.Report;
import java.util.ArrayList;
import java.util.List;

/** The triage as the terminal shows it: one line per report in aligned columns, then what is set apart. */
public final class TriageTable {
  private static final String[] HEAD = {"rank", "solver", "kind", "options", "seen", "folder", "title"};

  private TriageTable() {}

  public static String of(Triage t) {
    StringBuilder out = new StringBuilder();
    out.append("batch: ").append(count(t.batch().size())).append(", at most ").append(t.quota())
        .append(" per solver\n");
    table(out, t.batch());
    if (!t.waiting().isEmpty()) {
      out.append("\nwaiting (over the quota): ").append(count(t.waiting().size())).append('\n');
      table(out, t.waiting());
    }
    threads(out, Areas.threads(t));
    apart(out, "known, not sent", t.apart().stream().filter(Apart::known).toList());
    apart(out, "fixed, not sent", t.apart().stream().filter(a -> !a.known()).toList());
    int findings = t.apart().size() + List.of(t.batch(), t.waiting()).stream().flatMap(List::stream)
        .mapToInt(r -> 1 + r.samples().size()).sum();
    return out.append('\n').append(findings).append(findings == 1 ? " finding: " : " findings: ")
        .append(count(t.batch().size() + t.waiting().size())).append(" (").append(t.batch().size())
        .append(" in the batch, ").append(t.waiting().size()).append(" waiting), ")
        .append(t.apart().stream().filter(Apart::known).count()).append(" known, ")
        .append(t.apart().stream().filter(a -> !a.known()).count()).append(" fixed\n").toString();
  }

  /** Which reports to file together: one thread per solver and area. */
  private static void threads(StringBuilder out, List<Areas.Thread> threads) {
    if (threads.isEmpty()) {
      return;
    }
    out.append("\nfile together, one thread per area:\n");
    for (Areas.Thread th : threads) {
      out.append("  ").append(th.solver()).append(" ").append(th.area()).append(" (").append(th.findings().size())
          .append("): ").append(String.join(" ", th.findings().stream().map(c -> c.folder().getFileName().toString())
              .toList())).append('\n');
    }
  }

  private static String count(int reports) {
    return reports + (reports == 1 ? " report" : " reports");
  }

  private static void table(StringBuilder out, List<Report> reports) {
    if (reports.isEmpty()) {
      return;
    }
    List<String[]> rows = new ArrayList<>();
    rows.add(HEAD);
    for (Report r : reports) {
      Candidate c = r.lead();
      rows.add(new String[] {String.valueOf(r.rank()), c.solver(), c.record().kind(), c.options().label(),
          c.shown(), c.folder().toString(), c.title()});
      r.samples().forEach(s -> rows.add(new String[] {"", "", "", "", "same cause", s.folder().toString(), ""}));
    }
    int[] width = new int[HEAD.length];
    rows.forEach(row -> {
      for (int i = 0; i < row.length; i++) {
        width[i] = Math.max(width[i], row[i].length());
      }
    });
    rows.forEach(row -> out.append(line(row, width)).append('\n'));
  }

  /** The cells padded to their column's width, the last one not. */
  private static String line(String[] row, int[] width) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < row.length - 1; i++) {
      s.append(String.format("%-" + width[i] + "s  ", row[i]));
    }
    return s.append(row[row.length - 1]).toString().stripTrailing();
  }

  private static void apart(StringBuilder out, String heading, List<Apart> findings) {
    if (findings.isEmpty()) {
      return;
    }
    out.append('\n').append(heading).append(": ").append(findings.size()).append('\n');
    findings.forEach(a -> out.append("  ").append(a.finding().folder()).append("  ").append(a.why()).append('\n'));
  }
}
