package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.journal.Journal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Must show 2 of issue 29: a campaign killed by SIGKILL in the middle and resumed runs no test twice,
 * loses no finding, and ends with the totals of a run that was never stopped. The solvers are fakes
 * whose answers are a function of the script (hash.sh, sat.sh), and the budget is fixed: real solvers'
 * timeouts and times vary between runs, and so would the adaptive budget's timeouts on a loaded machine.
 */
class ResumeTest {
  private static final int MAX_TESTS = 240;

  @TempDir
  Path dir;

  @Test
  void killedAndResumedEqualsUninterrupted() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    // hash.sh gets a mode (another delay, the same answers): its unconfirmed answers get runs under it.
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Files.writeString(profiles.resolve("hash.json"), Files.readString(Path.of(System.getProperty("tamis.root", ".."),
        "config", "solvers", "generic.json")).replace("\"generic\"", "\"hash.sh\"")
        .replace("\"incrementalArgs\": []", "\"incrementalArgs\": [], \"modes\": [\"0.01\"]"));
    String[] common = {"fuzz", "--seeds", seeds.toString(), "--solvers", Campaigns.solvers("0.05"),
        "--max-tests", Integer.toString(MAX_TESTS), "--seed", "29", "--jobs", "2", "--push-pop", "0.3",
        "--budget", "fixed", "--timeout", "30", "--solver-config", profiles.toString()};
    Path killed = dir.resolve("killed");
    Process p = Campaigns.start(dir.resolve("killed.log"), concat(common, "--out", killed.toString()));
    long journaled = awaitTests(killed, 60, p);
    p.destroyForcibly();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS));
    assertTrue(!Files.exists(killed.resolve("summary.json")), "killed before the end: " + journaled + " tests");

    Cli resumed = Cli.run("fuzz", "--resume", killed.toString());
    assertEquals(10, resumed.exit(), resumed.out() + resumed.err());
    assertTrue(resumed.err().contains("resuming: "), resumed.err());

    Path whole = dir.resolve("whole");
    Cli once = Cli.run(concat(common, "--out", whole.toString()));
    assertEquals(10, once.exit(), once.out() + once.err());

    Map<String, Integer> tests = Campaigns.journaledTests(killed);
    assertEquals(MAX_TESTS, tests.size());
    assertEquals(Map.of(), Map.copyOf(tests.entrySet().stream().filter(e -> e.getValue() > 1)
        .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue))), "tests journaled twice");
    assertEquals(Campaigns.journaledTests(whole).keySet(), tests.keySet(), "the same tests by per-test seed");
    assertEquals(Campaigns.index(whole), Campaigns.index(killed), "the same findings, counts and folders");
    assertEquals(CheckCommandTest.folders(whole).stream().map(Path::getFileName).toList(),
        CheckCommandTest.folders(killed).stream().map(Path::getFileName).toList());
    Campaigns.assertSameTotals(Campaigns.summary(whole), Campaigns.summary(killed));
    assertEquals(Campaigns.summary(whole).get("pushPopTests"), Campaigns.summary(killed).get("pushPopTests"));
    assertTrue(Campaigns.summary(whole).get("evidenceCalls").asInt() > 0, "calls under hash.sh's mode");
    assertEquals(Campaigns.summary(whole).get("evidenceCalls"), Campaigns.summary(killed).get("evidenceCalls"),
        "the calls that checked answers, journaled");
    assertTrue(Campaigns.summary(killed).get("findings").size() >= 2, "findings of two kinds at least");
  }

  /**
   * The same with the adaptive budget (issue 43): which seed gives the next test depends on how long
   * the solvers took, so the tests are not those of an uninterrupted run; still none runs twice, the
   * campaign ends at its --max-tests, the bandit and the budget go on from what the journal kept, and no
   * finding of the killed session is lost.
   */
  @Test
  void killedAndResumedWithTheAdaptiveBudgetRunsNoTestTwice() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    Path killed = dir.resolve("adaptive");
    Process p = Campaigns.start(dir.resolve("adaptive.log"), "fuzz", "--seeds", seeds.toString(), "--solvers",
        Campaigns.solvers("0.05"), "--max-tests", Integer.toString(MAX_TESTS), "--seed", "43", "--jobs", "2",
        "--out", killed.toString());
    awaitTests(killed, 60, p);
    p.destroyForcibly();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS));
    boolean indexed = Files.exists(killed.resolve("index.json"));
    Map<String, String> before = indexed ? Campaigns.index(killed) : Map.of();

    Cli resumed = Cli.run("fuzz", "--resume", killed.toString());
    assertEquals(10, resumed.exit(), resumed.out() + resumed.err());
    Map<String, Integer> tests = Campaigns.journaledTests(killed);
    assertEquals(MAX_TESTS, tests.size());
    assertTrue(tests.values().stream().allMatch(n -> n == 1), "tests journaled twice: " + tests);
    var summary = Campaigns.summary(killed);
    assertEquals(MAX_TESTS, summary.get("tests").asInt());
    assertEquals(MAX_TESTS, summary.get("seedBandit").get("byLogic").get("QF_LIA").get("tests").asInt(),
        "the bandit counted the journal's tests and the new ones");
    Map<String, String> after = Campaigns.index(killed);
    before.keySet().forEach(k -> assertTrue(after.containsKey(k), "finding " + k + " kept"));
  }

  /** Resuming a campaign that ended runs nothing and leaves its totals. */
  @Test
  void resumingAFinishedCampaignRunsNothing() throws Exception {
    Path seeds = Campaigns.seeds(dir);
    Path out = dir.resolve("out");
    Cli first = Cli.run("fuzz", "--seeds", seeds.toString(), "--solvers", Campaigns.solvers("0"), "--max-tests",
        "40", "--seed", "3", "--out", out.toString());
    assertEquals(10, first.exit(), first.err());
    var before = Campaigns.summary(out);
    Cli again = Cli.run("fuzz", "--resume", out.toString(), "--jobs", "1");
    assertEquals(10, again.exit(), again.err());
    Campaigns.assertSameTotals(before, Campaigns.summary(out));
    assertEquals(40, Campaigns.summary(out).get("tests").asInt());
    assertEquals(40, Campaigns.journaledTests(out).size());
    assertEquals(2, Files.readAllLines(out.resolve(Journal.FILE)).stream().filter(l -> l.contains("\"end\"")).count());
  }

  @Test
  void resumeRefusesOtherOptionsAndFoldersWithoutAJournal() {
    Cli other = Cli.run("fuzz", "--resume", dir.toString(), "--max-tests", "3");
    assertEquals(2, other.exit());
    assertTrue(other.err().contains("only --jobs may be given with it, not --max-tests"), other.err());
    Cli none = Cli.run("fuzz", "--resume", dir.toString());
    assertEquals(2, none.exit());
    assertTrue(none.err().contains("no journal.jsonl in " + dir), none.err());
  }

  /** Waits until the journal lists {@code n} tests; fails if the campaign ends first. */
  private static long awaitTests(Path out, int n, Process p) throws Exception {
    long end = System.currentTimeMillis() + 60_000;
    while (System.currentTimeMillis() < end) {
      assertTrue(p.isAlive(), "the campaign ended before the kill");
      Path j = out.resolve(Journal.FILE);
      long count = Files.exists(j) ? Files.readAllLines(j).stream().filter(l -> l.startsWith("{\"t\":\"test\"")).count() : 0;
      if (count >= n) {
        return count;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("no " + n + " tests journaled in 60 s");
  }

  static String[] concat(String[] a, String... b) {
    String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }
}
