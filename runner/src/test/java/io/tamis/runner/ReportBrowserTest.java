package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html in a real headless Chromium: the plots are drawn (Chart.js ran, offline), the tables
 * and the findings' links are there, and a screenshot is left in runner/target/report-screenshot.png
 * to look at. Needs /usr/bin/chromium: fails (never skips) without it.
 */
@Tag("browser")
class ReportBrowserTest {
  private static final String CHROMIUM = "/usr/bin/chromium";

  @TempDir
  Path dir;

  @BeforeAll
  static void requireChromium() {
    assertTrue(Files.isExecutable(Path.of(CHROMIUM)), "no " + CHROMIUM + "; install it with: apt-get install -y chromium");
  }

  @Test
  void reportDrawsItsPlotsAndListsItsFindings() throws Exception {
    Path out = dir.resolve("campaign");
    // 11 s: the timeline has a row at 10 s and a last one at the end, so the plots have lines.
    Cli r = Cli.run("fuzz", "--seeds", Campaigns.seeds(dir).toString(), "--solvers", Campaigns.solvers("0.02"),
        "--time", "11s", "--seed", "8", "--jobs", "2", "--out", out.toString());
    assertEquals(10, r.exit(), r.err());
    Path report = out.resolve("report.html");
    String html = Files.readString(report);
    assertFalse(Pattern.compile("<script[^>]+src=|<link[^>]+stylesheet").matcher(html).find(), "self-contained");

    String dom = chromium(dir.resolve("profile"), "--dump-dom", report.toUri().toString());
    assertTrue(dom.contains("data-charts=\"5\""), "all five plots drawn: " + head(dom));
    assertEquals(5, count(dom, "<canvas"), "canvases");
    int findings = CheckCommandTest.folders(out).size();
    assertTrue(findings >= 2, "findings of two kinds: " + findings);
    assertEquals(findings, count(table(dom, "findings-table"), "<tr>") - 1, "one row per distinct finding");
    assertTrue(dom.contains("<h2 id=\"findings\">Distinct findings (" + findings + ")</h2>"));
    for (Path f : CheckCommandTest.folders(out)) {
      assertTrue(dom.contains("href=\"" + f.getFileName() + "/test.smt2\""), "link to " + f);
    }
    assertEquals(2 + 1, count(table(dom, "per-solver"), "<tr>"), "a row per solver configuration");
    assertTrue(table(dom, "per-generator").contains("<td>typefuzz</td>"));
    assertTrue(table(dom, "per-logic").contains("<td>QF_LIA</td>"));

    Path png = Path.of(System.getProperty("tamis.root", "."), "runner", "target", "report-screenshot.png");
    Files.deleteIfExists(png);
    chromium(dir.resolve("profile2"), "--screenshot=" + png, "--window-size=1280,2200", "--hide-scrollbars",
        report.toUri().toString());
    byte[] bytes = Files.readAllBytes(png);
    assertTrue(bytes.length > 50_000 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G', "a PNG: " + bytes.length);
  }

  /** Runs headless Chromium with the flags this machine needs (no network, a fresh profile); returns stdout. */
  private String chromium(Path profile, String... args) throws Exception {
    List<String> argv = new ArrayList<>(List.of(CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile, "--virtual-time-budget=5000"));
    argv.addAll(List.of(args));
    Path log = dir.resolve("chromium.log");
    Process p = new ProcessBuilder(argv).redirectError(log.toFile()).start();
    byte[] stdout = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium did not exit");
    assertEquals(0, p.exitValue(), Files.readString(log));
    return new String(stdout, java.nio.charset.StandardCharsets.UTF_8);
  }

  private static String table(String dom, String id) {
    Matcher m = Pattern.compile("<table id=\"" + id + "\">(.*?)</table>", Pattern.DOTALL).matcher(dom);
    assertTrue(m.find(), "no table " + id);
    return m.group(1);
  }

  private static int count(String s, String part) {
    return s.split(Pattern.quote(part), -1).length - 1;
  }

  private static String head(String s) {
    return s.substring(0, Math.min(400, s.length()));
  }
}
