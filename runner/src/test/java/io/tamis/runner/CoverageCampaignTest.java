package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tamis.runner.campaign.EdgeFile;
import io.tamis.runner.campaign.Timeline;
import io.tamis.solvers.install.InstalledReleases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Campaigns on Yices2's +coverage build (bin/test builds it): the edges counted, the tests that took a new one
 * kept and drawn from as seeds, the corpus and edges resumed and merged, and the unguided control.
 */
@Tag("solver")
class CoverageCampaignTest {
  private static final String BUILD = "yices2@main+coverage";
  private static final String[] SEEDS = {
      "(set-logic QF_LIA)\n(declare-fun x () Int)\n(declare-fun y () Int)\n"
          + "(assert (and (> x (+ y 3)) (< (* 2 y) 7) (distinct x 10)))\n(check-sat)\n",
      "(set-logic QF_BV)\n(declare-fun a () (_ BitVec 8))\n(declare-fun b () (_ BitVec 8))\n"
          + "(assert (and (bvult a b) (= (bvadd a #x01) (bvmul b #x03))))\n(check-sat)\n",
      "(set-logic QF_LRA)\n(declare-fun r () Real)\n(assert (and (> r 0.5) (< (* 3.0 r) 2.0)))\n(check-sat)\n"};

  @BeforeAll
  static void built() {
    try {
      InstalledReleases.user().resolve(BUILD);
    } catch (IllegalArgumentException e) {
      throw new AssertionError(BUILD + " is not built (bin/test --setup builds it: bin/tamis solvers build "
          + BUILD + " --source ../shared/sources/yices2.git.tar.xz)", e);
    }
  }

  @Test
  void aGuidedCampaignKeepsTestsWithNewEdgesAndDrawsFromThem(@TempDir Path dir) throws Exception {
    Path out = campaign(dir, "guided", "edges", 400);
    JsonNode cov = Campaigns.summary(out).get("coverage");
    int taken = cov.get("builds").get(BUILD).get("edgesTaken").asInt();
    assertTrue(taken > 500 && taken < cov.get("builds").get(BUILD).get("edges").asInt(), cov.toString());
    assertEquals(taken, bits(out), "the saved edges are the ones the summary counts");
    List<String> kept = corpus(out);
    assertEquals(cov.get("corpusKept").asInt(), kept.size());
    assertTrue(kept.size() >= 3, "at least each seed's first test took new edges: " + kept);
    String journal = Files.readString(out.resolve("journal.jsonl"));
    assertTrue(journal.contains("\"ne\":"), "the journal records each test's new edges");
    assertTrue(journal.contains("\"seed\":\"corpus/"), "tests were drawn from kept tests");
    List<String[]> rows = Timeline.read(out);
    assertEquals(String.valueOf(taken), rows.get(rows.size() - 1)[7], "the timeline's last row has the edges");
    String report = Files.readString(out.resolve("report.html"));
    assertTrue(report.contains("<canvas id=\"edges\">") && report.contains("edges of " + BUILD + " taken"),
        "report.html plots the edges and says how many");
  }

  @Test
  void anUnguidedCampaignOnlyCountsAndKeepsARecord(@TempDir Path dir) throws Exception {
    Path out = campaign(dir, "blind", "none", 300);
    JsonNode cov = Campaigns.summary(out).get("coverage");
    assertFalse(cov.get("guided").asBoolean());
    assertTrue(cov.get("corpusKept").asInt() >= 3, cov.toString());
    assertFalse(Files.readString(out.resolve("journal.jsonl")).contains("\"seed\":\"corpus/"),
        "no test is drawn from the record");
  }

  @Test
  void theCorpusAndEdgesAreResumedAndMerged(@TempDir Path dir) throws Exception {
    Path a = campaign(dir, "a", "edges", 200);
    Path b = campaign(dir, "b", "edges", 200, "--seed", "8");
    int before = bits(a);
    Cli resumed = Cli.run("fuzz", "--resume", a.toString());
    assertEquals(0, resumed.exit(), resumed.err());
    assertTrue(resumed.err().contains("tamis: coverage: " + corpus(a).size() + " kept tests and the edges taken "
        + "restored"), resumed.err());
    assertEquals(before, bits(a), "a resume that runs no test keeps the edges it restored");
    Path merged = dir.resolve("merged");
    Cli m = Cli.run("merge", a.toString(), b.toString(), "--out", merged.toString());
    assertTrue(m.exit() == 0 || m.exit() == 10, m.err());
    Set<String> union = new java.util.TreeSet<>(corpus(a));
    union.addAll(corpus(b));
    assertEquals(union, new java.util.TreeSet<>(corpus(merged)));
    assertTrue(bits(merged) >= Math.max(bits(a), bits(b)) && bits(merged) <= bits(a) + bits(b));
    assertTrue(m.out().contains("coverage: " + BUILD + " " + bits(merged) + " edges"), m.out());
  }

  /** A campaign on the +gcov build writes its tests' line counts; tamis coverage reads them into its page. */
  @Test
  void aCampaignOnAGcovBuildIsMeasuredInLinesOnItsPage(@TempDir Path dir) throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("s0.smt2"), SEEDS[0]);
    Path out = dir.resolve("lines");
    Cli r = Cli.run("fuzz", "--solvers", "yices2@main+gcov", "--seeds", seeds.toString(), "--max-tests", "30",
        "--seed", "3", "--out", out.toString(), "--jobs", "2");
    assertTrue(r.exit() == 0 || r.exit() == 10, r.out() + r.err());
    try (Stream<Path> gcda = Files.walk(out.resolve("gcda"))) {
      assertTrue(gcda.anyMatch(f -> f.toString().endsWith(".gcda")), "the tests' counts are in DIR/gcda");
    }
    Cli c = Cli.run("coverage", "--solver", "yices2@main+gcov", out.toString());
    assertEquals(0, c.exit(), c.err());
    assertTrue(Files.isRegularFile(out.resolve("coverage/lines.info")), c.err());
    String page = Files.readString(out.resolve("report.html"));
    assertTrue(page.contains("Line coverage (tamis coverage)") && page.contains("coverage/coverage.md"),
        "the campaign's page shows its lines");
  }

  private static Path campaign(Path dir, String name, String feedback, int tests, String... more) throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds-" + name));
    for (int i = 0; i < SEEDS.length; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), SEEDS[i]);
    }
    Path out = dir.resolve(name);
    List<String> args = new java.util.ArrayList<>(List.of("fuzz", "--solvers", BUILD, "--seeds", seeds.toString(),
        "--max-tests", String.valueOf(tests), "--feedback", feedback, "--out", out.toString(), "--jobs", "2"));
    args.addAll(Arrays.asList(more.length == 0 ? new String[] {"--seed", "7"} : more));
    Cli r = Cli.run(args.toArray(String[]::new));
    assertTrue(r.exit() == 0 || r.exit() == 10, r.out() + r.err());
    return out;
  }

  private static List<String> corpus(Path out) throws Exception {
    try (Stream<Path> files = Files.list(out.resolve("corpus"))) {
      return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".smt2")).sorted()
          .collect(Collectors.toList());
    }
  }

  private static int bits(Path out) throws Exception {
    return (int) Arrays.stream(EdgeFile.read(out.resolve("coverage").resolve(BUILD + ".edges")))
        .map(Long::bitCount).sum();
  }
}
