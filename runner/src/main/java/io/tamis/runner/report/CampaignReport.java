package io.tamis.runner.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@code report.html}: one self-contained page about a campaign folder, readable offline. Tables are
 * HTML written here; the plots are drawn by Chart.js, inlined from its webjar (a well-kept library
 * with line, bar and doughnut charts; the page needs no network and no file beside it).
 */
public final class CampaignReport {
  public static final String FILE = "report.html";
  private static final String CHART_JS = "META-INF/resources/webjars/chart.js/4.5.1/dist/chart.umd.js";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final double MIN_RATE_SECONDS = 5;

  private CampaignReport() {}

  /** Writes {@code dir/report.html} (atomically) and returns its path. */
  public static Path write(Path dir, PrintStream err) throws IOException {
    CampaignData data = CampaignData.read(dir, err);
    Path tmp = dir.resolve(".tmp-" + FILE);
    Files.writeString(tmp, html(data), StandardCharsets.UTF_8);
    return Files.move(tmp, dir.resolve(FILE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
  }

  static String html(CampaignData d) throws IOException {
    Html h = new Html();
    h.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
    h.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
    h.tag("title", "tamis campaign: " + d.dir().toAbsolutePath().normalize().getFileName());
    h.raw("<style>").raw(STYLE).raw("</style></head><body>\n");
    Sections.header(h, d);
    h.raw("<section id=\"charts\">");
    for (String[] c : CHARTS) {
      if (!c[0].equals(EDGES[0]) || covered(d)) {
        h.raw("<figure><figcaption>").text(c[1]).raw("</figcaption><div class=\"plot\"><canvas id=\"")
            .text(c[0]).raw("\"></canvas></div></figure>");
      }
    }
    h.raw("</section>\n");
    Sections.tables(h, d);
    h.raw("<script id=\"data\" type=\"application/json\">").json(chartData(d)).raw("</script>\n");
    h.raw("<script>").raw(chartJs()).raw("</script>\n<script>").raw(DRAW).raw("</script>\n</body></html>\n");
    return h.toString();
  }

  private static final String[] EDGES = {"edges", "Edges of the solver's code taken, over time (a coverage build)"};
  private static final String[][] CHARTS = {
      {"rate", "Tests per second and distinct findings over time"},
      {"verdicts", "Verdict mix (per test)"},
      {"timeouts", "Solver calls that timed out, over time"},
      {"memory", "Resident memory of the tamis JVM, threads and open files over time"},
      {"theories", "Theory coverage: tests and findings per logic (the 40 most tested)"}, EDGES};

  /** Whether the campaign ran a coverage build (its summary says so): only then is there an edges plot. */
  static boolean covered(CampaignData d) {
    return d.summary().get("coverage") != null;
  }

  /** The series the plots draw: the timeline as columns, tests/s per interval, verdicts and logics. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> chartData(CampaignData d) {
    Map<String, Object> m = new LinkedHashMap<>();
    List<Double> seconds = new ArrayList<>();
    List<Double> rate = new ArrayList<>();
    List<List<Long>> cols = new ArrayList<>();
    for (int k = 0; k < 6; k++) {
      cols.add(new ArrayList<>());
    }
    double lastT = 0;
    long lastTests = 0;
    for (String[] r : d.timeline()) {
      double t = Double.parseDouble(r[0]);
      long tests = Long.parseLong(r[1]);
      seconds.add(t);
      // The last row comes when the campaign ends, often a moment after the one before: no rate there.
      boolean interval = t - lastT >= MIN_RATE_SECONDS;
      rate.add(interval ? Math.round(10.0 * (tests - lastTests) / (t - lastT)) / 10.0 : null);
      for (int k = 0; k < 6; k++) {
        cols.get(k).add(Long.parseLong(r[k + 1]));
      }
      if (interval) {
        lastT = t;
        lastTests = tests;
      }
    }
    m.put("seconds", seconds);
    m.put("rate", rate);
    m.put("edges", d.timeline().stream().map(r -> r.length > 7 ? Long.parseLong(r[7]) : 0L).toList());
    String[] names = {"tests", "findings", "timeouts", "rss", "threads", "files"};
    for (int k = 0; k < 6; k++) {
      m.put(names[k], cols.get(k));
    }
    m.put("verdicts", d.summary().getOrDefault("verdicts", Map.of()));
    Map<String, long[]> logics = new LinkedHashMap<>();
    d.logics().forEach((k, g) -> logics.put(k, new long[] {g.tests(), g.withFindings()}));
    m.put("logics", logics);
    return m;
  }

  private static String chartJs() throws IOException {
    try (InputStream in = CampaignReport.class.getClassLoader().getResourceAsStream(CHART_JS)) {
      if (in == null) {
        throw new IOException("Chart.js is missing from the class path (" + CHART_JS + ")");
      }
      // Inside a <script> element the text must not close it early.
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("</script", "<\\/script");
    }
  }

  /** Writes the report; a failure is reported on {@code err} and is not the campaign's failure. */
  public static void writeQuietly(Path dir, PrintStream err) {
    try {
      write(dir, err);
    } catch (IOException | RuntimeException e) {
      err.println("tamis: cannot write " + dir.resolve(FILE) + ": " + e);
    }
  }

  static String json(Object value) throws IOException {
    return JSON.writeValueAsString(value);
  }

  static String now() {
    return Instant.now().toString();
  }

  static TreeSet<String> columns(Map<String, Object> perRow) {
    TreeSet<String> cols = new TreeSet<>();
    perRow.values().forEach(v -> {
      if (v instanceof Map<?, ?> m) {
        m.keySet().forEach(k -> cols.add(k.toString()));
      }
    });
    return cols;
  }

  private static final String STYLE = """
      body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;margin:24px auto;max-width:1200px;color:#1d232b;padding:0 16px}
      h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #dde2e8;padding-bottom:4px}
      .sub{color:#5b6573;margin:0 0 14px}
      .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px;margin:12px 0}
      .card{background:#f4f6f9;border-radius:8px;padding:10px 12px}.card b{display:block;font-size:20px}
      .card span{color:#5b6573;font-size:12px}
      #charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(520px,1fr));gap:18px;margin-top:16px}
      figure{margin:0;border:1px solid #dde2e8;border-radius:8px;padding:10px}figcaption{font-weight:600;margin-bottom:6px}
      .plot{position:relative;height:260px}
      table{border-collapse:collapse;width:100%;font-size:13px}th,td{padding:4px 8px;border-bottom:1px solid #e6e9ee;text-align:left;vertical-align:top}
      th{background:#f4f6f9}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
      td.key{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all;max-width:480px}
      .none{color:#5b6573;font-style:italic}
      """;

  private static final String DRAW = """
      (function(){
        const d = JSON.parse(document.getElementById('data').textContent);
        Chart.defaults.animation = false;
        Chart.defaults.maintainAspectRatio = false;
        const min = d.seconds.map(s => +(s / 60).toFixed(2));
        const xy = ys => ys.map((y, i) => ({x: min[i], y: y}));
        const x = {type: 'linear', min: 0, title: {display: true, text: 'minutes'}};
        let drawn = 0;
        function chart(id, config) { new Chart(document.getElementById(id), config); drawn++; }
        chart('rate', {type: 'line', data: {datasets: [
            {label: 'tests/s', data: xy(d.rate), yAxisID: 'y', pointRadius: 0, borderWidth: 1.5, spanGaps: true},
            {label: 'distinct findings', data: xy(d.findings), yAxisID: 'y1', stepped: true, pointRadius: 0}]},
          options: {scales: {x: x, y: {title: {display: true, text: 'tests/s'}, beginAtZero: true},
            y1: {position: 'right', beginAtZero: true, grid: {drawOnChartArea: false}, ticks: {precision: 0}}}}});
        const v = Object.entries(d.verdicts).sort((a, b) => b[1] - a[1]);
        chart('verdicts', {type: 'doughnut', data: {labels: v.map(e => e[0] + ' (' + e[1] + ')'),
          datasets: [{data: v.map(e => e[1])}]}, options: {plugins: {legend: {position: 'right'}}}});
        chart('timeouts', {type: 'line', data: {datasets: [
            {label: 'timeouts (cumulative)', data: xy(d.timeouts), pointRadius: 0, fill: true}]},
          options: {scales: {x: x, y: {beginAtZero: true}}}});
        chart('memory', {type: 'line', data: {datasets: [
            {label: 'RSS (MiB)', data: xy(d.rss.map(b => +(b / 1048576).toFixed(1))), yAxisID: 'y', pointRadius: 0},
            {label: 'threads', data: xy(d.threads), yAxisID: 'y1', pointRadius: 0, borderDash: [4, 3]},
            {label: 'open files', data: xy(d.files), yAxisID: 'y1', pointRadius: 0, borderDash: [1, 2]}]},
          options: {scales: {x: x, y: {title: {display: true, text: 'MiB'}, beginAtZero: true},
            y1: {position: 'right', beginAtZero: true, grid: {drawOnChartArea: false}}}}});
        if (document.getElementById('edges')) {
          chart('edges', {type: 'line', data: {datasets: [
              {label: 'edges taken', data: xy(d.edges), pointRadius: 0, fill: true}]},
            options: {scales: {x: x, y: {beginAtZero: true}}}});
        }
        const l = Object.entries(d.logics).sort((a, b) => b[1][0] - a[1][0]).slice(0, 40);
        document.getElementById('theories').parentNode.style.height = Math.max(260, 18 * l.length + 90) + 'px';
        chart('theories', {type: 'bar', data: {labels: l.map(e => e[0]), datasets: [
            {label: 'tests', data: l.map(e => e[1][0]), xAxisID: 'x'},
            {label: 'tests with findings', data: l.map(e => e[1][1]), xAxisID: 'x1'}]},
          options: {indexAxis: 'y', scales: {y: {ticks: {autoSkip: false}}, x: {position: 'bottom', beginAtZero: true, title: {display: true,
            text: 'tests'}},
            x1: {position: 'top', beginAtZero: true, grid: {drawOnChartArea: false}, ticks: {precision: 0},
              title: {display: true, text: 'tests with findings'}}}}});
        document.body.dataset.charts = drawn;
      })();
      """;
}
