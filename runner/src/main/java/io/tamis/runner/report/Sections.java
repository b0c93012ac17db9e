package io.tamis.runner.report;

import io.tamis.runner.journal.TestGroup;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The report's header and tables. */
final class Sections {
  private Sections() {}

  static void header(Html h, CampaignData d) {
    Map<String, Object> s = d.summary();
    h.tag("h1", "tamis campaign report");
    h.raw("<p class=\"sub\">").text(d.dir().toAbsolutePath().normalize()).raw(" &middot; generator ")
        .text(s.getOrDefault("generator", "?")).raw(" &middot; campaign seed ").text(s.getOrDefault("campaignSeed", "?"))
        .raw(" &middot; shard ").text(s.getOrDefault("shard", "0/1")).raw(" &middot; report written ")
        .text(CampaignReport.now()).raw("</p>");
    if (s.get("solvers") instanceof Map<?, ?> solvers && !solvers.isEmpty()) {
      h.raw("<p class=\"sub\">solvers: ");
      solvers.forEach((k, v) -> h.text(k).raw(" <b>").text(v).raw("</b> &nbsp; "));
      h.raw("</p>");
    }
    long distinct = d.findings().size();
    h.raw("<div class=\"cards\" id=\"cards\">");
    card(h, s.getOrDefault("tests", 0), "tests");
    card(h, s.getOrDefault("testsPerSecond", 0), "tests/s");
    card(h, duration(number(s.get("elapsedSeconds"))), "elapsed");
    card(h, distinct, "distinct findings");
    card(h, sum(s.get("duplicates")), "duplicates");
    card(h, s.getOrDefault("timeouts", 0), "timeouts (" + percent(s.get("timeoutShareOfSolverTime"))
        + " of solver time)");
    card(h, percent(s.get("busyShare")), "solver slots busy");
    if (number(s.get("evidenceCalls")) > 0) {
      card(h, percent(s.get("evidenceShareOfSolverTime")), "of solver time checking answers (" + s.get("evidenceCalls")
          + " calls: modes, cores, proofs)");
    }
    card(h, s.getOrDefault("unknowns", 0), "unknown answers");
    coverageCards(h, s.get("coverage"));
    h.raw("</div>\n");
  }

  /** Per coverage build, the edges taken of all; the tests kept; the changed functions reached. */
  private static void coverageCards(Html h, Object coverage) {
    if (!(coverage instanceof Map<?, ?> c)) {
      return;
    }
    if (c.get("builds") instanceof Map<?, ?> builds) {
      builds.forEach((build, v) -> {
        Map<?, ?> b = (Map<?, ?>) v;
        double all = number(b.get("edges"));
        double taken = number(b.get("edgesTaken"));
        card(h, (long) taken + (all > 0 ? " (" + Math.round(1000 * taken / all) / 10.0 + "%)" : ""),
            "edges of " + build + " taken, of " + (long) all);
      });
    }
    card(h, c.get("corpusKept") == null ? 0 : c.get("corpusKept"), Boolean.TRUE.equals(c.get("guided"))
        ? "tests with a new edge, kept as seeds" : "tests with a new edge, kept (not guided)");
    if (c.get("changedFunctions") != null) {
      card(h, c.get("changedFunctionsReached") + " of " + c.get("changedFunctions"), "changed functions reached");
    }
  }

  static void tables(Html h, CampaignData d) {
    findings(h, d);
    byEvidence(h, d);
    perSolver(h, d.summary());
    groups(h, "per-generator", "Per generator", "generator", d.generators());
    groups(h, "per-logic", "Per logic (theory coverage)", "logic", d.logics());
    coverage(h, d.summary());
    changedCode(h, d.summary().get("coverage"));
    lineCoverage(h, d.dir());
    times(h, d.summary());
  }

  /**
   * The lines and functions {@code tamis coverage DIR} measured on a +gcov build (its default output,
   * {@code DIR/coverage/}): the total row, and links to the table and the lcov files (genhtml's pages when made).
   */
  private static void lineCoverage(Html h, java.nio.file.Path dir) {
    java.nio.file.Path tsv = dir.resolve("coverage/coverage.tsv");
    if (!java.nio.file.Files.isRegularFile(tsv)) {
      return;
    }
    List<String> rows;
    try {
      rows = java.nio.file.Files.readAllLines(tsv);
    } catch (java.io.IOException e) {
      return;
    }
    h.raw("<h2 id=\"line-coverage\">Line coverage (tamis coverage)</h2><table><tr>");
    String[] head = rows.get(0).split("\t");
    for (String c : head) {
      h.raw("<th>").text(c).raw("</th>");
    }
    h.raw("</tr>");
    rows.stream().skip(1).filter(r -> r.startsWith("total\t")).forEach(r -> {
      h.raw("<tr>");
      for (String c : r.split("\t")) {
        h.cell(c);
      }
      h.raw("</tr>");
    });
    h.raw("</table><p>Per directory: ");
    h.link("coverage/coverage.md", "coverage/coverage.md");
    if (java.nio.file.Files.isDirectory(dir.resolve("coverage/html"))) {
      h.raw(" &middot; ").link("coverage/html/index.html", "the lines (genhtml)");
    }
    h.raw("</p>\n");
  }

  /** With --changed-since on a coverage build: each changed function and when a test first took its edges. */
  private static void changedCode(Html h, Object coverage) {
    if (!(coverage instanceof Map<?, ?> c) || !(c.get("changedCode") instanceof List<?> functions)) {
      return;
    }
    h.raw("<h2 id=\"changed-code\">Changed code: ").text(c.get("changedFunctionsReached")).raw(" of ")
        .text(functions.size()).raw(" functions reached</h2>");
    h.raw("<table><tr><th>build</th><th>function</th><th class=\"n\">edges</th><th class=\"n\">first reached "
        + "(s)</th><th>by</th></tr>");
    for (Object o : functions) {
      Map<?, ?> f = (Map<?, ?>) o;
      h.raw("<tr>").cell(f.get("build")).cell(f.get("function")).cell(f.get("edges"))
          .cell(f.get("firstReachedSeconds") == null ? "not reached" : f.get("firstReachedSeconds"))
          .cell(f.get("firstReachedBy") == null ? "" : f.get("firstReachedBy")).raw("</tr>");
    }
    h.raw("</table>\n");
  }

  private static void findings(Html h, CampaignData d) {
    h.raw("<h2 id=\"findings\">Distinct findings (").text(d.findings().size()).raw(")</h2>");
    if (d.findings().isEmpty()) {
      h.raw("<p class=\"none\">No findings.</p>");
      return;
    }
    h.raw("<table id=\"findings-table\"><tr><th>#</th><th>kind</th><th>found</th><th class=\"n\">tests</th>"
        + "<th>logic</th><th>culprit</th><th>evidence</th><th>what</th><th>dedup key</th><th>files</th></tr>");
    int i = 1;
    for (CampaignData.Found f : d.findings()) {
      h.raw("<tr>").cell(i++).cell(f.record().kind()).cell(f.record().foundAt().replace('T', ' ').replaceAll("\\..*", ""))
          .cell(f.count()).cell(f.record().logic()).cell(f.record().culprit() == null ? "" : f.record().culprit())
          .cell(f.record().evidence() == null ? "" : f.record().evidence()).cell(f.record().line());
      h.raw("<td class=\"key\">").text(f.record().dedupKey()).raw("</td><td>");
      h.link(f.folder(), "folder");
      link(h, f.script(), "test.smt2");
      link(h, f.reduced(), "reduced.smt2");
      link(h, f.report(), "report.md");
      h.raw("</td></tr>");
    }
    h.raw("</table>\n");
  }

  /** The distinct findings by what named their culprit (model, core, proof, status, mode, vote, ...). */
  private static void byEvidence(Html h, CampaignData d) {
    Map<String, Long> counts = new java.util.TreeMap<>();
    d.findings().stream().map(f -> f.record().attributedBy()).filter(e -> e != null)
        .forEach(e -> counts.merge(e, 1L, Long::sum));
    if (counts.isEmpty()) {
      return;
    }
    h.raw("<h2>Findings by evidence</h2><table id=\"by-evidence\"><tr><th>what named the culprit</th>"
        + "<th class=\"n\">distinct findings</th></tr>");
    counts.forEach((e, n) -> h.raw("<tr>").cell(e).cell(n).raw("</tr>"));
    h.raw("</table>\n");
  }

  private static void link(Html h, String href, String text) {
    if (href != null) {
      h.raw(" &middot; ").link(href, text);
    }
  }

  private static void perSolver(Html h, Map<String, Object> s) {
    h.raw("<h2>Per solver configuration</h2>");
    if (!(s.get("solverVerdicts") instanceof Map<?, ?> raw) || raw.isEmpty()) {
      h.raw("<p class=\"none\">No solver calls.</p>");
      return;
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> rows = (Map<String, Object>) raw;
    List<String> cols = List.copyOf(CampaignReport.columns(rows));
    h.raw("<table id=\"per-solver\"><tr><th>configuration</th>");
    cols.forEach(c -> h.raw("<th class=\"n\">").text(c).raw("</th>"));
    h.raw("<th class=\"n\">calls</th></tr>");
    rows.forEach((label, v) -> {
      Map<?, ?> m = (Map<?, ?>) v;
      h.raw("<tr><td class=\"key\">").text(label).raw("</td>");
      cols.forEach(c -> h.cell(m.containsKey(c) ? (Number) m.get(c) : (Number) 0));
      h.cell(sum(m)).raw("</tr>");
    });
    h.raw("</table>\n");
  }

  private static void groups(Html h, String id, String title, String what, Map<String, TestGroup> groups) {
    h.tag("h2", title);
    if (groups.isEmpty()) {
      h.raw("<p class=\"none\">No journal in this folder: tests by ").text(what).raw(" are unknown.</p>");
      return;
    }
    h.raw("<table id=\"" + id + "\"><tr><th>").text(what).raw("</th><th class=\"n\">tests</th><th class=\"n\">"
        + "solver calls</th><th class=\"n\">timeouts</th><th class=\"n\">solver time</th><th class=\"n\">"
        + "in timeouts</th><th class=\"n\">tests with findings</th><th class=\"n\">"
        + "distinct findings</th><th class=\"n\">findings per 1,000 tests</th></tr>");
    groups.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue().tests(), a.getValue().tests()))
        .forEach(e -> row(h, e.getKey(), e.getValue()));
    h.raw("</table>\n");
  }

  private static void row(Html h, String name, TestGroup g) {
    h.raw("<tr>").cell(name).cell(g.tests()).cell(g.calls()).cell(g.timeouts())
        .cell(duration(g.solverNanos() / 1e9))
        .cell(percent(g.solverNanos() == 0 ? 0 : (double) g.timeoutNanos() / g.solverNanos()))
        .cell(g.withFindings()).cell(g.distinct())
        .cell(g.tests() == 0 ? 0.0 : Math.round(100_000.0 * g.withFindings() / g.tests()) / 100.0).raw("</tr>");
  }

  /** Coverage tables a generator put into the summary (any map entry whose name mentions coverage). */
  private static void coverage(Html h, Map<String, Object> s) {
    s.forEach((key, value) -> {
      if (key.toLowerCase(Locale.ROOT).contains("coverage") && value instanceof Map<?, ?> m && !m.isEmpty()) {
        h.tag("h2", "Coverage: " + key);
        h.raw("<table class=\"coverage\"><tr><th>item</th><th>value</th></tr>");
        m.forEach((k, v) -> h.raw("<tr>").cell(k).cell(v).raw("</tr>"));
        h.raw("</table>\n");
      }
    });
  }

  private static void times(Html h, Map<String, Object> s) {
    h.tag("h2", "Solver call times");
    h.raw("<table id=\"times\"><tr><th>calls</th><th>by wall time</th></tr>");
    h.raw("<tr>").cell("answered sat or unsat").cell(String.valueOf(s.getOrDefault("answerTimes", "{}"))).raw("</tr>");
    h.raw("<tr>").cell("timed out").cell(String.valueOf(s.getOrDefault("timeoutTimes", "{}"))).raw("</tr>");
    h.raw("</table>\n");
  }

  private static void card(Html h, Object value, String label) {
    h.raw("<div class=\"card\"><b>").text(value).raw("</b><span>").text(label).raw("</span></div>");
  }

  private static double number(Object o) {
    return o instanceof Number n ? n.doubleValue() : 0;
  }

  private static long sum(Object map) {
    return map instanceof Map<?, ?> m
        ? m.values().stream().mapToLong(v -> v instanceof Number n ? n.longValue() : 0).sum() : 0;
  }

  private static String percent(Object share) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * number(share));
  }

  private static String duration(double seconds) {
    long s = Math.round(seconds);
    return s < 3600 ? String.format(Locale.ROOT, "%d:%02d min", s / 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d h", s / 3600, s / 60 % 60);
  }
}
