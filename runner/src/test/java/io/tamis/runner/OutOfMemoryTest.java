package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.store.BugStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 43: an {@link OutOfMemoryError} in the middle of a campaign ends the JVM at once, with bin/tamis's
 * -XX:+ExitOnOutOfMemoryError and without it (Main's handler), and loses no finding: every finding the
 * journal lists is on disk (finding.json, test.smt2, the index) though no summary was written, and the
 * campaign resumed ends as one never stopped. The error is injected by {@link OomAfterMarker} once the bug
 * store holds two findings.
 */
class OutOfMemoryTest {
  @TempDir
  Path dir;

  @Test
  void findingsAreOnDiskWhenTheHeapRunsOut() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    String[] common = {"fuzz", "--seeds", seeds.toString(), "--solvers", Campaigns.solvers("0.02"),
        "--max-tests", "200", "--seed", "4303", "--jobs", "2", "--budget", "fixed", "--timeout", "30"};
    Path whole = dir.resolve("whole");
    Cli once = Cli.run(ResumeTest.concat(common, "--out", whole.toString()));
    assertEquals(10, once.exit(), once.err());
    for (List<String> jvm : List.of(List.of("-Xmx256m", "-XX:+ExitOnOutOfMemoryError"), List.of("-Xmx256m"))) {
      Path out = dir.resolve("out" + jvm.size());
      Path marker = dir.resolve("marker" + jvm.size());
      Path log = dir.resolve("oom" + jvm.size() + ".log");
      Process p = Campaigns.start(log, Map.of("TAMIS_OOM_MARKER", marker.toString()), jvm,
          OomAfterMarker.class.getName(), ResumeTest.concat(common, "--out", out.toString()));
      awaitFindings(out, 2, p);
      Files.writeString(marker, "");
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the JVM ends");
      String text = Files.readString(log, StandardCharsets.UTF_8);
      assertEquals(3, p.exitValue(), text);
      assertTrue(text.contains("OutOfMemoryError") || text.contains("out of memory"), text);
      assertTrue(!Files.exists(out.resolve("summary.json")), "ended before the summary");

      TreeSet<String> journaled = new TreeSet<>();
      JournalReader.listed(out, t -> t.findings().forEach(f -> journaled.add(BugStore.folder(f.kind(), f.dedupKey()))));
      assertTrue(!journaled.isEmpty(), text);
      var index = new ObjectMapper().readTree(out.resolve("index.json").toFile());
      for (String folder : journaled) {
        assertTrue(Files.isRegularFile(out.resolve(folder).resolve(BugStore.FINDING)), folder);
        assertTrue(Files.isRegularFile(out.resolve(folder).resolve(BugStore.SCRIPT)), folder);
      }
      assertTrue(index.size() >= journaled.size(), "the index lists every journaled finding: " + index);

      Cli resumed = Cli.run("fuzz", "--resume", out.toString());
      assertEquals(10, resumed.exit(), resumed.err());
      Campaigns.assertSameTotals(Campaigns.summary(whole), Campaigns.summary(out));
      assertEquals(Campaigns.index(whole), Campaigns.index(out), "the same findings, counts and folders");
    }
  }

  private static int journaledFindings(Path out) throws Exception {
    int[] n = {0};
    if (Files.exists(out.resolve(io.tamis.runner.journal.Journal.FILE))) {
      JournalReader.listed(out, t -> n[0] += t.findings().size());
    }
    return n[0];
  }

  private static void awaitFindings(Path out, int n, Process p) throws Exception {
    long end = System.currentTimeMillis() + 60_000;
    while (System.currentTimeMillis() < end) {
      assertTrue(p.isAlive(), "the campaign ended before the heap ran out");
      // The journal too: under load its batch can lag the bug store, and a finding it does not list yet is
      // one the resumed campaign finds again, not one this test can check was kept.
      if (Files.isDirectory(out) && CheckCommandTest.folders(out).size() >= n && journaledFindings(out) > 0) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("no " + n + " findings in 60 s");
  }
}
