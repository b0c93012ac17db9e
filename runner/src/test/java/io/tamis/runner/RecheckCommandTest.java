package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code tamis recheck} on findings of crash-on.sh (an assertion on div), rechecked on fakes given by
 * --solvers: one that still crashes, one that answers sat, one that crashes every other call, one that hangs
 * (a crash slowed past the timeout is not fixed).
 */
class RecheckCommandTest {
  private static final String DIV = "(set-logic QF_NIA)\n(declare-fun y () Int)\n(assert (> (div y 2) 3))\n(check-sat)\n";
  private static final String CRASH = CheckCommandTest.fake("crash-on.sh");

  @TempDir
  Path dir;

  @Test
  void aFindingShownEveryRunIsOpenAndMarkedSo() throws Exception {
    Path folder = finding("out");
    Cli r = rechecked("--solvers", CRASH, folder.toString());
    assertEquals("open   " + folder + "  (" + CRASH + ": crash, 3 of 3)\n1 finding rechecked: 1 open, 0 fixed, 0 flaky\n",
        r.out());
    FindingRecord.Recheck mark = BugStore.read(folder).recheck();
    assertEquals(List.of(CRASH), mark.builds());
    assertEquals("open 3 3", mark.status() + " " + mark.runs() + " " + mark.reproduced());
    assertEquals(1, mark.ran().size(), "the configuration as the new build ran it");
    assertEquals("crash", mark.ran().get(0).verdict());
    assertTrue(mark.ran().get(0).command().get(0).endsWith(CRASH), mark.ran().get(0).command()::toString);
    assertEquals(0, Cli.run("report", folder.toString()).exit());
    String report = Files.readString(folder.resolve(BugStore.REPORT));
    assertTrue(report.contains("**Rechecked** on " + CRASH + " (" + mark.at().substring(0, 10) + "): it still shows, in 3 runs of 3.\n"
        + "\n- `"), report);
  }

  /**
   * Fixed on a build that answers sat; flaky on one that crashes every other call (it counts its calls in the
   * file the recorded second argument names: the recorded arguments go to the new build).
   */
  @ParameterizedTest
  @CsvSource({"sat.sh, 2, fixed, 0 of 2", "crash-every-other.sh, 4, flaky, 2 of 4",
      "stuck.sh, 2, undecided, '0 of 2, 2 timed out'"})
  void theMarkCountsTheRunsThatShowTheFinding(String fake, String runs, String status, String shown)
      throws Exception {
    Path folder = finding("out");
    String build = CheckCommandTest.fake(fake);
    Cli r = rechecked("--runs", runs, "--solvers", build, folder.toString());
    assertTrue(r.out().startsWith(String.format("%-5s  %s  (%s: crash, %s)%n", status, folder, build, shown)),
        r.out());
    assertEquals(status, BugStore.read(folder).recheck().status());
  }

  /** A crash slowed past its recorded 1 s: undecided as recorded, open given --timeout (which the mark keeps). */
  @Test
  void aLongerTimeoutDecidesASlowedCrash() throws Exception {
    Path folder = finding("out");
    String slow = CheckCommandTest.fake("slow-crash.sh");
    assertTrue(rechecked("--runs", "1", "--solvers", slow, folder.toString()).out().startsWith("undecided"));
    Cli r = rechecked("--runs", "1", "--timeout", "20", "--solvers", slow, folder.toString());
    assertTrue(r.out().startsWith(String.format("open   %s  (%s: crash, 1 of 1)", folder, slow)), r.out());
    assertEquals(20.0, BugStore.read(folder).recheck().ran().get(0).timeoutSeconds(), "the limit it ran under");
    Cli zero = Cli.run("recheck", "--timeout", "0", "--solvers", slow, folder.toString());
    assertEquals(2, zero.exit(), zero.out() + zero.err());
    assertTrue(zero.err().contains("'--timeout': '0' is not a number of seconds above 0"), zero.err());
  }

  /** report, like recheck, does not take a run cut short by its timeout for a crash gone. */
  @Test
  void aReportWhoseRunTimesOutSaysSo() throws Exception {
    Path folder = finding("out");
    Cli r = Cli.run("report", "--solvers", CheckCommandTest.fake("stuck.sh"), folder.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("does not give the finding now on " + CheckCommandTest.fake("stuck.sh")), r.out());
    assertTrue(r.out().contains(": a run timed out, which a loaded machine may cause; run it again, or give each "
        + "call longer with --timeout (--force writes one anyway)"), r.out());
  }

  /** --json prints what finding.json keeps; the mark survives another writer, and a file without it reads. */
  @Test
  void theMarkIsJsonThatReadsBackAndOutlivesOtherWriters() throws Exception {
    Path folder = finding("out");
    Cli r = rechecked("--json", "--runs", "1", "--solvers", CRASH, folder.toString());
    JsonNode printed = new ObjectMapper().readTree(r.out()).get(0);
    assertEquals(folder.toString(), printed.get("folder").asText());
    assertEquals("crash", printed.get("kind").asText());
    FindingRecord.Recheck mark = BugStore.read(folder).recheck();
    assertEquals(printed.get("recheck").get("at").asText(), mark.at());
    assertEquals("open", printed.get("recheck").get("status").asText());
    BugStore.rewrite(folder, BugStore.read(folder).withBisection(new Bisection("crash-on.sh", List.of(), null,
        null, "1.0", true)).withCulprit(null));
    assertEquals(mark, BugStore.read(folder).recheck());
    ObjectMapper json = new ObjectMapper();
    ObjectNode rec = (ObjectNode) json.readTree(folder.resolve(BugStore.FINDING).toFile());
    rec.remove("recheck");
    json.writeValue(folder.resolve(BugStore.FINDING).toFile(), rec);
    assertNull(BugStore.read(folder).recheck());
  }

  /** A folder of finding folders, and a campaign folder (its findings beside index.json), each in turn. */
  @Test
  void everyFindingOfAFolderOfFoldersIsRechecked() throws Exception {
    Path a = finding("a");
    Path b = finding("b");
    Path all = Files.createDirectories(dir.resolve("all"));
    Files.move(a, all.resolve("first"));
    Files.move(b, all.resolve("second"));
    Path campaign = finding("camp").getParent();
    Cli r = rechecked("--runs", "1", "--solvers", CRASH, all.toString(), campaign.toString());
    List<String> lines = r.out().lines().toList();
    assertEquals(4, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("open   " + all.resolve("first") + "  ("), r.out());
    assertTrue(lines.get(1).startsWith("open   " + all.resolve("second") + "  ("), r.out());
    assertTrue(lines.get(2).startsWith("open   " + campaign.resolve("crash-")), r.out());
    assertEquals("3 findings rechecked: 3 open, 0 fixed, 0 flaky", lines.get(3));
  }

  @Test
  void aFolderWithoutFindingsIsAUsageError() throws Exception {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Cli r = Cli.run("recheck", empty.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertEquals("tamis recheck: no finding folder under " + empty + " (a folder with finding.json, or a folder "
        + "of them) (tamis recheck --help shows the options)\n", r.err());
  }

  /** The fakes' solver (the generic profile) has no build installed; nothing runs, nothing is marked. */
  @Test
  void aSolverWithNoBuildInstalledIsAUsageError() throws Exception {
    Path folder = finding("out");
    Cli r = Cli.run("recheck", folder.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertTrue(r.err().startsWith("tamis recheck: no build of generic is installed to recheck \"" + CRASH),
        r.err());
    assertNull(BugStore.read(folder).recheck());
  }

  @Test
  void solversNameBuildsNotOptions() throws Exception {
    Path folder = finding("out");
    Cli r = Cli.run("recheck", "--solvers", CRASH + " mod", folder.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertTrue(r.err().contains("--solvers names builds only"), r.err());
  }

  /** {@code tamis recheck args}, which must exit 0. */
  private static Cli rechecked(String... args) {
    List<String> line = new ArrayList<>(List.of("recheck"));
    line.addAll(List.of(args));
    Cli r = Cli.run(line.toArray(String[]::new));
    assertEquals(0, r.exit(), r.out() + r.err());
    return r;
  }

  /** A crash-on.sh div finding whose second argument is a call counter, stored under dir/out. */
  private Path finding(String out) throws Exception {
    Path f = Files.writeString(dir.resolve("t.smt2"), DIV);
    Path store = dir.resolve(out);
    Cli r = Cli.run("check", "--solvers", CRASH + " div " + dir.resolve("calls"), "--timeout", "1", "--out",
        store.toString(), f.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    return CheckCommandTest.folders(store).get(0);
  }
}
