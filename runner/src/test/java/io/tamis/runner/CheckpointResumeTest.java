package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.campaign.StreamMarks;
import io.tamis.runner.journal.Checkpoint;
import io.tamis.runner.journal.JournalReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 43: a campaign whose journal rolls every 40 tests (checkpoint, segments), killed by SIGKILL and
 * resumed, ends as a run that was never stopped (and whose journal never rolled): the same totals, findings,
 * folders and push/pop count, and per seed the same tests done (the checkpoint's marks count the tests below
 * them; the tests after it are listed). Two such campaigns' shards merge to the whole campaign's totals, and
 * a rolled folder merged with itself counts once.
 */
class CheckpointResumeTest {
  private static final int MAX_TESTS = 240;
  private static final List<String> ROLL_EVERY_40 = List.of("-Dtamis.journal.checkpointTests=40");

  @TempDir
  Path dir;

  @Test
  void killedAndResumedAcrossCheckpointsEqualsUninterrupted() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    String[] common = {"fuzz", "--seeds", seeds.toString(), "--solvers", Campaigns.solvers("0.05"),
        "--max-tests", Integer.toString(MAX_TESTS), "--seed", "43", "--jobs", "2", "--push-pop", "0.3",
        "--budget", "fixed", "--timeout", "30"};
    Path killed = dir.resolve("killed");
    Process p = child("killed.log", ResumeTest.concat(common, "--out", killed.toString()));
    awaitRolled(killed, 2, p);
    p.destroyForcibly();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS));
    assertTrue(!Files.exists(killed.resolve("summary.json")), "killed before the end");

    Process resumed = child("resumed.log", "fuzz", "--resume", killed.toString());
    assertTrue(resumed.waitFor(120, TimeUnit.SECONDS));
    String log = Files.readString(dir.resolve("resumed.log"), StandardCharsets.UTF_8);
    assertEquals(10, resumed.exitValue(), log);
    assertTrue(log.contains("resuming: "), log);

    Path whole = dir.resolve("whole");
    Cli once = Cli.run(ResumeTest.concat(common, "--out", whole.toString()));
    assertEquals(10, once.exit(), once.out() + once.err());
    assertTrue(!Files.exists(whole.resolve("journal-000001.jsonl.gz")),
        "the whole run never rolled");

    Checkpoint c = JournalReader.checkpoint(killed);
    assertNotNull(c, "the resumed journal starts with a checkpoint");
    assertTrue(c.segments() >= 2 && Files.exists(killed.resolve("journal-000002.jsonl.gz")), "segments: " + c);
    assertEquals(Campaigns.index(whole), Campaigns.index(killed), "the same findings, counts and folders");
    assertEquals(CheckCommandTest.folders(whole).stream().map(Path::getFileName).toList(),
        CheckCommandTest.folders(killed).stream().map(Path::getFileName).toList());
    Campaigns.assertSameTotals(Campaigns.summary(whole), Campaigns.summary(killed));
    assertEquals(Campaigns.summary(whole).get("pushPopTests"), Campaigns.summary(killed).get("pushPopTests"));
    assertSameTestsDone(whole, killed);
  }

  /**
   * diver's streams learn from answers: they cannot skip to their marks, and pass their done tests again with
   * the answers the segments kept. Killed and resumed across checkpoints, the campaign ends as one never stopped.
   */
  @Test
  void aLearningGeneratorResumesAcrossCheckpoints() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds/QF_LIA"));
    for (int i = 0; i < 6; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), "; a seed\n(set-logic QF_LIA)\n(set-info :status sat)\n"
          + "(declare-fun x () Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    }
    String[] common = {"fuzz", "--generator", "diver", "--seeds", seeds.getParent().toString(), "--solvers",
        FakeSolvers.path("slow-model.sh") + " 0.03 100", "--max-tests", "200", "--seed", "7", "--jobs", "2",
        "--budget", "fixed", "--timeout", "30"};
    Path killed = dir.resolve("killed");
    Process p = child("killed.log", ResumeTest.concat(common, "--out", killed.toString()));
    awaitRolled(killed, 2, p);
    p.destroyForcibly();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS));
    Process resumed = child("resumed.log", "fuzz", "--resume", killed.toString());
    assertTrue(resumed.waitFor(120, TimeUnit.SECONDS));
    assertEquals(0, resumed.exitValue(), Files.readString(dir.resolve("resumed.log"), StandardCharsets.UTF_8));
    Path whole = dir.resolve("whole");
    Cli once = Cli.run(ResumeTest.concat(common, "--out", whole.toString()));
    assertEquals(0, once.exit(), once.out() + once.err());
    // Which mutants diver makes depends on the order its answers arrive (two slots), so only the totals that do
    // not are compared, and that no test was run twice.
    for (String k : List.of("tests", "verdicts", "solverVerdicts", "malformed", "diverSeedsWithModel")) {
      assertEquals(Campaigns.summary(whole).get(k), Campaigns.summary(killed).get(k), k);
    }
    Checkpoint c = JournalReader.checkpoint(killed);
    long[] tail = {0};
    JournalReader.read(killed, t -> tail[0]++);
    assertEquals(200, c.marks().values().stream().mapToLong(m -> m.done() + m.above().length).sum() + tail[0],
        "every test done once");
  }

  /** The shards of a rolled campaign merge to the campaign run whole; a rolled folder twice counts once. */
  @Test
  void shardsWithSegmentsMergeToTheWholeCampaign() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    List<String> common = new ArrayList<>(List.of("fuzz", "--seeds", seeds.toString(), "--solvers",
        Campaigns.solvers("0"), "--seed", "4302", "--jobs", "1"));
    common.addAll(Campaigns.UNTIMED);
    List<String> merge = new ArrayList<>(List.of("merge"));
    for (int i = 0; i < 2; i++) {
      Path out = dir.resolve("shard-" + i);
      List<String> args = new ArrayList<>(common);
      args.addAll(List.of("--max-tests", "120", "--shard", i + "/2", "--out", out.toString()));
      Process p = child("shard-" + i + ".log", args.toArray(String[]::new));
      assertTrue(p.waitFor(120, TimeUnit.SECONDS));
      assertEquals(10, p.exitValue(), Files.readString(dir.resolve("shard-" + i + ".log")));
      assertTrue(Files.exists(out.resolve("journal-000002.jsonl.gz")), "shard " + i + " rolled");
      merge.add(out.toString());
    }
    Path whole = dir.resolve("whole");
    List<String> args = new ArrayList<>(common);
    args.addAll(List.of("--max-tests", "240", "--out", whole.toString()));
    Cli once = Cli.run(args.toArray(String[]::new));
    assertEquals(10, once.exit(), once.err());
    Path merged = dir.resolve("merged");
    merge.addAll(List.of("--out", merged.toString()));
    Cli m = Cli.run(merge.toArray(String[]::new));
    assertEquals(10, m.exit(), m.out() + m.err());
    assertEquals(Campaigns.index(whole), Campaigns.index(merged), "one finding per key, counts added");
    Campaigns.assertSameTotals(Campaigns.summary(whole), Campaigns.summary(merged));
    assertSameTestsDone(whole, merged);

    Path twice = dir.resolve("twice");
    Cli t = Cli.run("merge", merged.toString(), merged.toString(), "--out", twice.toString());
    assertEquals(10, t.exit(), t.out() + t.err());
    assertTrue(t.out().contains("(240 tests listed by more than one input counted once)"), t.out());
    Campaigns.assertSameTotals(Campaigns.summary(whole), Campaigns.summary(twice));
    Cli report = Cli.run("report", twice.toString());
    assertEquals(0, report.exit(), report.err());
    assertTrue(Files.readString(twice.resolve("report.html")).contains("240"), "the report counts every test");
  }

  /**
   * Per seed, the tests {@code rolled} did equal those {@code listed} lists one by one: as many below each
   * checkpoint mark, and the same ones above it.
   */
  static void assertSameTestsDone(Path listed, Path rolled) throws Exception {
    Map<String, TreeSet<Long>> all = new TreeMap<>();
    JournalReader.read(listed, t -> all.computeIfAbsent(t.seedName(), k -> new TreeSet<>()).add(t.iteration()));
    Checkpoint c = JournalReader.checkpoint(rolled);
    Map<String, TreeSet<Long>> after = new TreeMap<>();
    JournalReader.read(rolled, t -> after.computeIfAbsent(t.seedName(), k -> new TreeSet<>()).add(t.iteration()));
    Map<String, StreamMarks.Mark> marks = new TreeMap<>();
    c.marks().forEach((k, m) -> marks.put(k.seedName(), m));
    Set<String> seeds = new TreeSet<>(all.keySet());
    seeds.addAll(marks.keySet());
    seeds.addAll(after.keySet());
    for (String seed : seeds) {
      TreeSet<Long> done = all.getOrDefault(seed, new TreeSet<>());
      StreamMarks.Mark m = marks.getOrDefault(seed, StreamMarks.Mark.NONE);
      assertEquals(done.headSet(m.next()).size(), m.done(), seed + ": tests below the mark " + m.next());
      TreeSet<Long> above = new TreeSet<>(after.getOrDefault(seed, new TreeSet<>()));
      for (long i : m.above()) {
        above.add(i);
      }
      assertEquals(done.tailSet(m.next()), above, seed + ": tests from the mark on");
    }
  }

  private Process child(String log, String... args) throws Exception {
    return Campaigns.start(dir.resolve(log), Map.of(), ROLL_EVERY_40, "io.tamis.runner.cli.Main", args);
  }

  /** Waits until {@code segments} segments were written; fails if the campaign ends first. */
  private static void awaitRolled(Path out, int segments, Process p) throws Exception {
    long end = System.currentTimeMillis() + 90_000;
    while (System.currentTimeMillis() < end) {
      assertTrue(p.isAlive(), "the campaign ended before the kill");
      if (Files.exists(out.resolve(String.format("journal-%06d.jsonl.gz", segments)))) {
        return;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("no " + segments + " segments in 90 s");
  }
}
