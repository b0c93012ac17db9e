package io.tamis.runner.findings.triage;

import io.tamis.runner.store.BugStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * BUGS.md ({@code tamis triage --table}): every finding folder in one Markdown table, generated from the folders'
 * records so that it cannot drift from them. Rows by solver, then status (new first), then folder.
 */
public final class BugTable {
  private static final String HEAD = "| solver · component | kind | mode | first bad | status | folder |\n"
      + "|---|---|---|---|---|---|\n";
  private static final Comparator<BugRow> ORDER = Comparator.comparing(BugRow::solver)
      .thenComparingInt(BugRow::rank).thenComparing(BugRow::folder);

  private BugTable() {}

  /** The rows of {@code folders}, their links relative to {@code base} (the folder the page goes to). */
  public static List<BugRow> rows(List<Path> folders, Path base) throws IOException {
    List<BugRow> rows = new ArrayList<>();
    for (Path folder : folders) {
      rows.add(BugRow.of(folder, BugStore.read(folder), base));
    }
    return rows;
  }

  /** The page: how it is made ({@code arguments}: the command's, as typed), the counts, the table. */
  public static String of(List<BugRow> rows, String arguments) {
    List<BugRow> sorted = rows.stream().sorted(ORDER).toList();
    StringBuilder md = new StringBuilder("# Bugs found by tamis\n\n");
    md.append("Generated from each finding folder's `finding.json` by `bin/tamis triage --table ").append(arguments)
        .append("`: edit those records (their `triaged` part holds the component, the mode, the status and its ")
        .append("links), then regenerate this page; do not edit it. ").append(counts(sorted)).append("\n\n");
    md.append(HEAD);
    sorted.forEach(r -> md.append(line(r)));
    return md.toString();
  }

  /** {@code 21 distinct bugs: 13 in z3, 8 in cvc5; 3 not new (2 known, 1 not a bug).} */
  static String counts(List<BugRow> rows) {
    Map<String, Long> bySolver = rows.stream().filter(BugRow::distinct)
        .collect(Collectors.groupingBy(BugRow::solver, TreeMap::new, Collectors.counting()));
    String solvers = bySolver.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
        .map(e -> e.getValue() + " in " + e.getKey()).collect(Collectors.joining(", "));
    long distinct = bySolver.values().stream().mapToLong(Long::longValue).sum();
    Map<String, Long> apart = rows.stream().filter(r -> !r.distinct())
        .collect(Collectors.groupingBy(BugRow::status, TreeMap::new, Collectors.counting()));
    String notNew = apart.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
        .collect(Collectors.joining(", "));
    return distinct + (distinct == 1 ? " distinct bug" : " distinct bugs") + (solvers.isEmpty() ? "" : ": " + solvers)
        + "; " + (rows.size() - distinct) + " not new" + (notNew.isEmpty() ? "" : " (" + notNew + ")") + ".";
  }

  private static String line(BugRow r) {
    String solver = r.component() == null ? r.solver() : r.solver() + " · " + r.component();
    String status = r.threads().isEmpty() ? r.status() : r.status() + ": " + r.threads();
    String folder = "[" + r.folder() + "](" + r.link() + ")";
    return "| " + String.join(" | ", List.of(solver, r.kind(), r.mode(), r.firstBad(), status, folder).stream()
        .map(BugTable::cell).toList()) + " |\n";
  }

  /** A cell's text: a {@code |} would end the cell, a line break the row. */
  static String cell(String text) {
    return text.replace("|", "\\|").replace('\n', ' ');
  }
}
