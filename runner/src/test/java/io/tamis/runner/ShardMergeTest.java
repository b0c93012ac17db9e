package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Must show 3 of issue 29, as plain processes: a campaign split into 4 shards (--shard i/4, each its
 * own JVM, side by side), merged with tamis merge, has the tests, findings and totals of the same
 * campaign run whole. 8 seeds, 30 tests each: the whole run takes --max-tests 240, each shard (2 seeds)
 * 60. The solvers are fakes that answer by the script's bytes (see {@link ResumeTest}).
 */
class ShardMergeTest {
  private static final int SHARDS = 4;

  @TempDir
  Path dir;

  @Test
  void fourShardsMergedEqualTheWholeCampaign() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    List<String> common = new ArrayList<>(List.of("fuzz", "--seeds", seeds.toString(), "--solvers",
        Campaigns.solvers("0"), "--seed", "2903", "--jobs", "1", "--push-pop", "0.3"));
    common.addAll(Campaigns.UNTIMED);
    List<Process> shards = new ArrayList<>();
    List<String> merge = new ArrayList<>(List.of("merge"));
    for (int i = 0; i < SHARDS; i++) {
      Path out = dir.resolve("shard-" + i);
      List<String> args = new ArrayList<>(common);
      args.addAll(List.of("--max-tests", "60", "--shard", i + "/" + SHARDS, "--out", out.toString()));
      shards.add(Campaigns.start(dir.resolve("shard-" + i + ".log"), args.toArray(String[]::new)));
      merge.add(out.toString());
    }
    Path whole = dir.resolve("whole");
    List<String> args = new ArrayList<>(common);
    args.addAll(List.of("--max-tests", "240", "--out", whole.toString()));
    Cli once = Cli.run(args.toArray(String[]::new));
    assertEquals(10, once.exit(), once.err());
    for (int i = 0; i < SHARDS; i++) {
      assertTrue(shards.get(i).waitFor(120, TimeUnit.SECONDS), "shard " + i);
      assertEquals(10, shards.get(i).exitValue(), Files.readString(dir.resolve("shard-" + i + ".log")));
    }
    Path merged = dir.resolve("merged");
    merge.addAll(List.of("--out", merged.toString()));
    Cli m = Cli.run(merge.toArray(String[]::new));
    assertEquals(10, m.exit(), m.out() + m.err());

    assertEquals(Campaigns.journaledTests(whole), Campaigns.journaledTests(merged), "the same tests by per-test seed");
    assertEquals(Campaigns.index(whole), Campaigns.index(merged), "one finding per key, counts added");
    JsonNode w = Campaigns.summary(whole);
    JsonNode s = Campaigns.summary(merged);
    Campaigns.assertSameTotals(w, s);
    assertEquals(w.get("pushPopTests"), s.get("pushPopTests"), "added up over the shards");
    assertEquals(SHARDS, s.get("shard").size(), "each shard named: " + s.get("shard"));
    assertTrue(Files.exists(merged.resolve("report.html")) && Files.exists(merged.resolve("timeline.tsv")));
    long shardFindings = 0;
    for (int i = 0; i < SHARDS; i++) {
      shardFindings += CheckCommandTest.folders(dir.resolve("shard-" + i)).size();
    }
    assertTrue(shardFindings > CheckCommandTest.folders(merged).size(), "shards share keys: " + shardFindings);
  }

  /** Merging the same folder twice counts its tests once, and --out must be new. */
  @Test
  void repeatedInputsCountOnceAndOutHoldsNoCampaign() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    Path out = dir.resolve("a");
    Cli r = Cli.run("fuzz", "--seeds", seeds.toString(), "--solvers", Campaigns.solvers("0"), "--max-tests", "16",
        "--seed", "1", "--out", out.toString());
    assertEquals(10, r.exit(), r.err());
    Path merged = dir.resolve("m");
    Cli m = Cli.run("merge", out.toString(), out.toString(), "--out", merged.toString());
    assertEquals(10, m.exit(), m.err());
    assertTrue(m.out().contains("(16 tests listed by more than one input counted once)"), m.out());
    Campaigns.assertSameTotals(Campaigns.summary(out), Campaigns.summary(merged));
    Cli again = Cli.run("merge", out.toString(), "--out", merged.toString());
    assertEquals(2, again.exit());
    assertTrue(again.err().contains(merged + " holds a campaign; --force starts over"), again.err());
    Cli resume = Cli.run("fuzz", "--resume", merged.toString());
    assertEquals(2, resume.exit());
    assertTrue(resume.err().contains("was written by tamis merge"), resume.err());
  }

  /** A finding folder moved away by hand (its index entry left): merge says so and merges the rest. */
  @Test
  void aFindingFolderMovedAwayIsLeftOutWithALine() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    Path out = dir.resolve("a");
    Cli r = Cli.run("fuzz", "--seeds", seeds.toString(), "--solvers", Campaigns.solvers("0"), "--max-tests", "16",
        "--seed", "1", "--out", out.toString());
    assertEquals(10, r.exit(), r.err());
    List<Path> folders = CheckCommandTest.folders(out);
    assertTrue(folders.size() >= 2, "two findings at least: " + folders);
    Path gone = folders.get(0);
    Files.move(gone, dir.resolve("moved"));
    Path merged = dir.resolve("m");
    Cli m = Cli.run("merge", out.toString(), "--out", merged.toString());
    assertEquals(10, m.exit(), m.out() + m.err());
    assertTrue(m.err().contains("names " + gone.getFileName() + ", which has no finding.json: its finding is left "
        + "out of the merge"), m.err());
    assertEquals(folders.size() - 1, CheckCommandTest.folders(merged).size());
  }
}
