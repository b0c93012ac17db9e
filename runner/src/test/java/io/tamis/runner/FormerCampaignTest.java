package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.journal.Journal;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign folder written before the rename (issue 38) still resumes, replays, reports and merges.
 * {@code src/test/resources/former-campaign} is what the last version before it (smtfuzz, commit
 * 03a0eb3) wrote, killed with SIGKILL after 94 of 240 tests, unchanged since:
 * <pre>
 *   cd /tmp/fx   # seeds/s0..s7.smt2 as {@link Campaigns#seeds}; hash.sh and sat.sh on PATH
 *   bin/smtfuzz fuzz --seeds seeds --solvers "hash.sh 0.05;sat.sh" --max-tests 240 --seed 38 --jobs 2 \
 *     --budget fixed --timeout 30 --out camp
 * </pre>
 * Its findings say {@code smtfuzzVersion}; its journal names the seeds by the path they had then,
 * which the test moves to where its seeds are (a campaign's seeds must be where its journal says).
 */
class FormerCampaignTest {
  private static final String FORMER_SEEDS = "/tmp/fx/seeds";
  private static final String[] OPTIONS = {"--solvers", "hash.sh 0.05;sat.sh", "--max-tests", "240", "--seed", "38",
      "--jobs", "2", "--budget", "fixed", "--timeout", "30"};

  @TempDir
  Path dir;
  private Path seeds;
  private Path former;

  @BeforeEach
  void copyTheFormerFolder() throws Exception {
    seeds = Campaigns.seeds(dir);
    former = dir.resolve("former");
    Path fixture = resource("former-campaign");
    try (Stream<Path> walk = Files.walk(fixture)) {
      for (Path p : walk.toList()) {
        Path to = former.resolve(fixture.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.copy(p, to);
        }
      }
    }
    Path journal = former.resolve(Journal.FILE);
    Files.writeString(journal, Files.readString(journal).replace(FORMER_SEEDS, seeds.toString()));
  }

  @Test
  void resumesItToTheCampaignRunWhole() throws Exception {
    assertTrue(Files.readString(former.resolve("crash-80ab1241951f/finding.json")).contains("\"smtfuzzVersion\""));
    Child resumed = tamis("fuzz", "--resume", former.toString());
    assertEquals(10, resumed.exit(), resumed.log());
    assertTrue(resumed.log().contains("resuming: "), resumed.log());

    Path whole = dir.resolve("whole");
    List<String> once = new ArrayList<>(List.of("fuzz", "--seeds", seeds.toString()));
    once.addAll(List.of(OPTIONS));
    once.addAll(List.of("--out", whole.toString()));
    Child run = tamis(once.toArray(String[]::new));
    assertEquals(10, run.exit(), run.log());

    Map<String, Integer> tests = Campaigns.journaledTests(former);
    assertEquals(240, tests.size());
    assertTrue(tests.values().stream().allMatch(n -> n == 1), "a test journaled twice: " + tests);
    assertEquals(Campaigns.journaledTests(whole).keySet(), tests.keySet(), "the same tests by per-test seed");
    assertEquals(Campaigns.index(whole), Campaigns.index(former), "the same findings, counts and folders");
    Campaigns.assertSameTotals(Campaigns.summary(whole), Campaigns.summary(former));
  }

  @Test
  void replaysReportsAndMergesItsFindings() throws Exception {
    Path crash = former.resolve("crash-80ab1241951f");
    Child replay = tamis("replay", crash.toString());
    assertEquals(0, replay.exit(), replay.log());

    Child report = tamis("report", crash.toString());
    assertEquals(0, report.exit(), report.log());
    String md = Files.readString(crash.resolve("report.md"));
    assertTrue(md.contains("Found by tamis 0.1.0 (typefuzz"), md);

    Path merged = dir.resolve("merged");
    Child merge = tamis("merge", former.toString(), "--out", merged.toString());
    assertTrue(merge.exit() == 0 || merge.exit() == 10, merge.log());
    assertEquals(Campaigns.index(former).keySet(), Campaigns.index(merged).keySet());
    Child again = tamis("replay", merged.resolve("soundness-35b191cf9e15").toString());
    assertEquals(0, again.exit(), again.log());
  }

  record Child(int exit, String log) {}

  /** tamis in a child JVM with the fake solvers on PATH (the folder names them by name) and a cache of its own. */
  private Child tamis(String... args) throws Exception {
    Path fakes = FakeSolvers.path("hash.sh").getParent();
    FakeSolvers.path("sat.sh");
    Path log = Files.createTempFile(dir, "child", ".log");
    Process p = Campaigns.start(log, Map.of("PATH", fakes + File.pathSeparator + System.getenv("PATH"),
        "XDG_CACHE_HOME", dir.resolve("cache").toString()), args);
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("tamis " + String.join(" ", args) + " did not end in 120 s");
    }
    return new Child(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
  }

  private static Path resource(String name) throws URISyntaxException {
    return Path.of(FormerCampaignTest.class.getClassLoader().getResource(name).toURI());
  }
}
