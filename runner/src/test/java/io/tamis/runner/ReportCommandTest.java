package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.SourceCommit;
import io.tamis.solvers.solver.SolverConfig;
import java.time.Duration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tamis report} on finding folders that fake solvers made: what it writes, and when it writes nothing. */
class ReportCommandTest {
  private static final String LIA = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 5))\n(check-sat)\n";
  private static final String DIV = "(set-logic QF_NIA)\n(declare-fun x () Int)\n(declare-fun y () Int)\n"
      + "(assert (> (+ x y) 3))\n(assert (= x (div y 2)))\n(check-sat)\n";
  private static final String LOOP = "(set-logic QF_S)\n(declare-fun x () String)\n"
      + "(assert (str.in_re x (re.inter ((_ re.loop 0 0) (re.* re.allchar)) re.allchar)))\n(check-sat)\n";

  @TempDir
  Path dir;

  /** model.sh 3 answers sat with x = 3 where x > 5; unsat.sh answers unsat: the model decides against model.sh. */
  @Test
  void aSoundnessFindingGetsAReportWithTheCommandTheScriptAndTheFalseAssertion() throws Exception {
    Path finding = soundness();
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    // The minimal command keeps 3: without it the model is empty and the evaluator cannot decide.
    assertEquals("wrote " + finding.resolve(BugStore.REPORT) + ": model.sh: wrong sat on QF_LIA with 3\n", r.out());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# model.sh: wrong sat on QF_LIA with 3\n"), md);
    assertTrue(md.contains("**Command line arguments**: `3`"), md);
    assertTrue(md.contains("\n$ model.sh 3 < bug.smt2\nsat\n(\n  (define-fun x () Int\n    3)\n)\n$ cat bug.smt2\n"
        + LIA.strip() + "\n\n(get-model)\n```"), md);
    assertTrue(md.contains("**Expected**: unsat (the model it gives with sat makes an assertion false)  \n**Actual**: sat"), md);
    assertTrue(md.contains("model, evaluated by tamis: the assertion at bug.smt2:3:1 is false:\n  ```smt2\n  (assert (> x 5))\n"), md);
    assertTrue(md.contains("- unsat.sh, `unsat.sh < bug.smt2`: unsat\n"), md);
    assertTrue(md.contains("**Releases**: not bisected"), md);
    assertTrue(md.contains("the script above is test.smt2."), md);
  }

  /** A commit range named by hand (bisect --from --to) tried no release: the report gives the commits alone. */
  @Test
  void aBisectionOfANamedCommitRangeShowsNoEmptyReleaseTable() throws Exception {
    Path finding = soundness();
    CommitBisection commits = new CommitBisection("model.sh", CommitBisection.FIRST_BAD, "https://example.org/m.git",
        "release", "e16a9d27c4^", "26f7a35729aa", "e16a9d27c4", "e16a9d27c4bb", 1,
        List.of(new Step("26f7a35729aa", Step.OLD, "sat", 2854), new Step("e16a9d27c4bb", Step.NEW, "wrong", 272)),
        new SourceCommit("e16a9d27c4bb", "2024-07-30", "Semi-evaluated kinds (#11093)"), List.of(), true, 3126,
        List.of());
    BugStore.rewrite(finding, BugStore.read(finding).withBisection(new Bisection("model.sh", List.of(), null, null,
        null, null).withCommits(commits)));
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertFalse(md.contains("**Releases**"), md);
    assertTrue(md.contains("**First bad commit** (model.sh, release builds): e16a9d27c4 (2024-07-30) "
        + "\"Semi-evaluated kinds (#11093)\" (PR #11093). Bisected over the 1 commit after e16a9d27c4^ "
        + "(26f7a35729)"), md);
    assertTrue(md.contains("| 26f7a35729 | good | sat | 2854 |\n| e16a9d27c4 | bad | wrong | 272 |"), md);
  }

  /**
   * A performance finding is shown by slowness: the slow side timing out again, in reverse order too, shows it
   * (the report said "does not show it" and blamed the order); its output says it was stopped, not "exit code -1";
   * its title and first sentence say how long each run of the report took, not the campaign's detail.
   */
  @Test
  void aPerformanceReportCountsATimeoutAsShowingIt() throws Exception {
    SolverConfig slow = FakeSolvers.config("hang.sh", Duration.ofSeconds(1));
    SolverConfig fast = FakeSolvers.config("sat.sh", Duration.ofSeconds(1));
    SolverRecord slowRun = new SolverRecord(slow.label(), slow.executable(), slow.args(), 1, slow.memoryMb(),
        slow.profile(), List.of(slow.executable()), "fake", "timeout", List.of(), "", -1, 0, true, 1000, 0, "", 0,
        "", 0, null);
    SolverRecord fastRun = new SolverRecord(fast.label(), fast.executable(), fast.args(), 1, fast.memoryMb(),
        fast.profile(), List.of(fast.executable()), "fake", "sat", List.of("sat"), "", 0, 0, false, 5, 0, "sat\n", 4,
        "", 0, null);
    FindingRecord rec = new FindingRecord("performance", "performance|" + slow.label() + " slower than "
        + fast.label() + "|QF_LIA", slow.label() + " took 1.00 s (timeout), " + fast.label() + " answered sat in "
        + "0.01 s: 200x", List.of(slowRun, fastRun), "QF_LIA", null, "0", "typefuzz", "seed.smt2", "0", 1, 2, 0,
        "2026-01-01T00:00:00Z", "test", null);
    BugStore store = new BugStore(dir.resolve("out-slow"));
    Path finding = store.add(rec, (LIA.replace("(check-sat)", "(assert (< x 9))\n(check-sat)"))
        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    store.flush();
    Cli r = Cli.run("report", "--as-recorded", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# hang.sh: slow (no answer within 1 s) on QF_LIA\n"), md);
    assertTrue(md.contains("\nhang.sh gives no answer within 1 s on the script below, where "
        + "sat.sh answers sat in "), md);
    assertTrue(md.contains("**Command line arguments**: none  \n"), md);
    assertTrue(md.contains("[no answer within 1 s: stopped]\n"), md);
    assertTrue(md.contains("- the assertions in reverse order: "), md);
    assertTrue(md.contains("no answer within 1 s; shows it\n"), md);
    assertFalse(md.contains("does not show it"), md);
  }

  /**
   * A slow run that answers gives the same answer as its peers: the report reads by time, so the sentence, the
   * expected and actual lines, the evidence and every tried run give each run's time.
   */
  @Test
  void aSlowRunThatAnswersIsReportedByTheTimeOfEachRun() throws Exception {
    SolverConfig slow = FakeSolvers.config("sleep-sat.sh", Duration.ofSeconds(10), "2");
    SolverConfig fast = FakeSolvers.config("sat.sh", Duration.ofSeconds(10));
    SolverRecord slowRun = new SolverRecord(slow.label(), slow.executable(), slow.args(), 10, slow.memoryMb(),
        slow.profile(), List.of(slow.executable(), "2"), "fake", "sat", List.of("sat"), "", 0, 0, false, 2010, 0,
        "sat\n", 4, "", 0, null);
    SolverRecord fastRun = new SolverRecord(fast.label(), fast.executable(), fast.args(), 10, fast.memoryMb(),
        fast.profile(), List.of(fast.executable()), "fake", "sat", List.of("sat"), "", 0, 0, false, 5, 0, "sat\n", 4,
        "", 0, null);
    FindingRecord rec = new FindingRecord("performance", "performance|" + slow.label() + " slower than "
        + fast.label() + "|QF_LIA", slow.label() + " took 2.01 s, " + fast.label() + " answered sat in 0.01 s: 402x",
        List.of(slowRun, fastRun), "QF_LIA", null, "0", "typefuzz", "seed.smt2", "0", 1, 2, 0,
        "2026-01-01T00:00:00Z", "test", null);
    BugStore store = new BugStore(dir.resolve("out-slow-answer"));
    Path finding = store.add(rec, LIA.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    store.flush();
    Cli r = Cli.run("report", "--as-recorded", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    // The report runs them again: each time as this run took it (two seconds and more, a fraction of one).
    String slowTime = "sat in [2-9]\\.\\d\\d s";
    String fastTime = "sat in 0\\.\\d\\d s";
    assertTrue(md.matches("(?s).*takes [2-9]\\.\\d\\d s on the script below, where sat.sh answers " + fastTime
        + "\\..*"), md);
    assertTrue(md.matches("(?s).*\\*\\*Expected\\*\\*: an answer in about the time its peers take \\(sat.sh: "
        + fastTime + "\\)  \n\\*\\*Actual\\*\\*: " + slowTime + "\n.*"), md);
    assertTrue(md.matches("(?s).*- sat.sh, `sat.sh < bug.smt2`: " + fastTime + "\n.*"), md);
    assertTrue(md.contains("- one option removed at a time (1 run): without `2` it does not show it\n"), md);
  }

  /** A wrong unsat is proven by the other side's model: the report shows that model, not only the verdict on it. */
  @Test
  void aWrongUnsatReportShowsTheModelThatRefutesIt() throws Exception {
    Path script = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out-unsat");
    Cli r = Cli.run("check", "--models", "--evidence", "none", "--solvers", CheckCommandTest.fake("unsat.sh") + ";"
        + CheckCommandTest.fake("model.sh") + " 7", "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Path finding = CheckCommandTest.folders(out).get(0);
    assertEquals(0, Cli.run("report", finding.toString()).exit());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# unsat.sh: wrong unsat on QF_LIA\n"), md);
    assertTrue(md.contains("'s model, evaluated by tamis: every assertion is true (so the model is right and unsat is wrong)\n"
        + "  ```smt2\n  (\n    (define-fun x () Int\n      7)\n  )\n  ```\n"), md);
  }

  /**
   * An undecided disagreement blames both sides; its report, about the first, does not note the other solver's
   * expert options (cvc5's --fp-exp here), which finding.json lists.
   */
  @Test
  void aReportNotesOnlyItsOwnSolversUnsupportedOptions() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path cvc5 = FakeSolvers.copy("cvc5-sat.sh", bin.resolve("cvc5"));
    Path lia = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", CheckCommandTest.fake("unsat.sh") + ";" + cvc5 + " --fp-exp -q",
        "--out", out.toString(), lia.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Path finding = CheckCommandTest.folders(out).get(0);
    assertTrue(Files.readString(finding.resolve(BugStore.FINDING)).contains("--fp-exp (expert)"));
    assertEquals(0, Cli.run("report", finding.toString()).exit());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# unsat.sh: "), md);
    assertFalse(md.contains("fp-exp (expert)"), md);
  }

  /**
   * A disagreement recorded undecided (the model could not be read then) that the replay's model
   * check decides is still the finding, and its report and record name the solver at fault.
   */
  @Test
  void anUndecidedDisagreementTheReplayDecidesIsReportedAgainstTheSolverAtFault() throws Exception {
    Path finding = soundness();
    ObjectMapper json = new ObjectMapper();
    ObjectNode rec = (ObjectNode) json.readTree(finding.resolve(BugStore.FINDING).toFile());
    String culprit = rec.get("culprit").asText();
    rec.put("culprit", FindingRecord.UNDECIDED);
    rec.put("dedupKey", "soundness|as recorded before the model was read|QF_LIA");
    json.writeValue(finding.resolve(BugStore.FINDING).toFile(), rec);
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().endsWith(": model.sh: wrong sat on QF_LIA with 3\n"), r.out());
    assertEquals(culprit, json.readTree(finding.resolve(BugStore.FINDING).toFile()).get("culprit").asText());
  }

  /** The reducer's script is the one shown, with its own output; the crash message titles the report. */
  @Test
  void theReducedScriptIsShownWhenThereIsOne() throws Exception {
    Path finding = crash();
    assertEquals(0, Cli.run("reduce", "--time", "60s", finding.toString()).exit());
    String reduced = Files.readString(finding.resolve(BugStore.REDUCED));
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# crash-on.sh: crash: fake: src/theory/fake.cpp:7: void check(): Assertion `no div' "
        + "failed. on QF_NIA with div\n"), md);
    assertTrue(md.contains("$ cat bug.smt2\n" + reduced.strip() + "\n```"), md);
    assertFalse(md.contains("(> (+ x y) 3)"), "the test's other assertion: " + md);
    assertTrue(md.contains("\nAborted\n"), md);
    assertFalse(md.contains("**Limits**"), "the fake's profile sets no limits: " + md);
    assertTrue(md.contains("**Expected**: an answer (sat, unsat or unknown)  \n**Actual**: a crash: `fake: "), md);
    assertTrue(md.contains("the script above is reduced.smt2, reduced from the generated test"), md);
  }

  /**
   * What else was tried, each with its command: the assertions reversed (crash-on.sh still crashes: shown
   * with the reordered script), the solver without its argument (it then answers sat), and with an option the
   * user named added.
   */
  @Test
  void aReportSaysWhatElseWasTriedWithEachCommand() throws Exception {
    Path finding = crash();
    assertEquals(0, Cli.run("report", finding.toString(), "--also-with=--fast").exit());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    int at = md.indexOf("**What else was tried** (each line a run of its command):\n");
    assertTrue(at > 0, md);
    String tried = md.substring(at);
    assertTrue(tried.contains("- the assertions in reverse order: `crash-on.sh div < reversed.smt2`"), tried);
    assertTrue(tried.contains(": crash (fake: src/theory/fake.cpp:7: void check(): Assertion `no div' failed.); "
        + "shows it\n  ```smt2\n  (set-logic QF_NIA)\n  (declare-fun x () Int)\n"), tried);
    assertTrue(tried.indexOf("(assert (= x (div y 2)))") < tried.indexOf("(assert (> (+ x y) 3))"), tried);
    assertTrue(tried.contains("- one option removed at a time (1 run): without `div` it does not show it\n"), tried);
    assertTrue(tried.contains("- with `--fast` added: `crash-on.sh div --fast < bug.smt2`: crash (fake: "), tried);
    assertFalse(md.contains("Needs no option"), md);
  }

  /** When the run without the options shows it too, the shortest command comes first, in the description. */
  @Test
  void aFindingThatNeedsNoneOfItsOptionsSaysSoFirst() throws Exception {
    Path finding = check("segv", DIV, "--solvers", CheckCommandTest.fake("segv.sh") + " --fast").get(0);
    assertEquals(0, Cli.run("report", finding.toString()).exit());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    int describe = md.indexOf("**Describe the bug**");
    int bare = md.indexOf("Needs no option: `--fast` was dropped by a run that still shows it; "
        + "the command below is the minimal one.");
    assertTrue(describe > 0 && bare > describe && bare < md.indexOf("**Command line arguments**: none"), md);
    assertTrue(md.contains("```\n$ segv.sh < bug.smt2\nSegmentation fault\n"), md);
  }

  /**
   * A crash that needs one option of five: the minimal command keeps it and drops the other four, each by a replay
   * that still crashes, within 2 x 5 + 2 replays; the title and the first command line name it alone.
   */
  @Test
  void theMinimalCommandKeepsOnlyTheOptionTheFindingNeeds() throws Exception {
    Path solver = Files.writeString(dir.resolve("needs-one.sh"), "#!/bin/sh\n" + FakeSolvers.preflightLine()
        + "cat > /dev/null\nfor a in \"$@\"; do\n"
        + "  if [ \"$a\" = --bad ]; then echo 'fake: src/fake.cpp:3: Assertion `bad` failed.' >&2; kill -ABRT $$; fi\n"
        + "done\necho sat\n");
    assertTrue(solver.toFile().setExecutable(true));
    Path finding = check("one", LIA, "--solvers", solver + " --a --b --bad --c --d").get(0);
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    FindingRecord.Minimal m = BugStore.read(finding).minimal();
    assertEquals(List.of("--bad"), m.kept(), m.toString());
    assertEquals(List.of("--a", "--b", "--c", "--d"), m.dropped(), m.toString());
    assertTrue(m.replays() >= 5 && m.replays() <= 2 * 5 + 2, m.toString());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# needs-one.sh: crash: fake: src/fake.cpp:3: Assertion `bad` failed. on QF_LIA with "
        + "--bad\n"), md);
    assertTrue(md.contains("Needs only `--bad`: `--a`, `--b`, `--c`, `--d` were dropped, each by a run that still "
        + "shows it"), md);
    assertTrue(md.contains("**Command line arguments**: `--bad`"), md);
    assertTrue(md.contains("```\n$ needs-one.sh --bad < bug.smt2\n"), md);
    assertTrue(md.contains("- one option removed at a time (" + m.replays() + " runs): without "
        + "`--a`, `--b`, `--c`, `--d` it still shows it; without `--bad` it does not show it\n"), md);
  }

  /**
   * A finding recorded with three configurations, the one at fault, the peer whose unsat its false model
   * contradicts, and an unrelated one that gave up: the report's evidence and what else was tried list no run of
   * the unrelated one.
   */
  @Test
  void aReportListsNoRunOfAnUnrelatedConfiguration() throws Exception {
    Path unknown = Files.writeString(dir.resolve("gives-up.sh"), "#!/bin/sh\n" + FakeSolvers.preflightLine()
        + "cat > /dev/null\necho unknown\n");
    assertTrue(unknown.toFile().setExecutable(true));
    Path script = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out-three");
    Cli r = Cli.run("check", "--models", "--solvers", CheckCommandTest.fake("model.sh") + " 3;"
        + CheckCommandTest.fake("unsat.sh") + ";" + unknown + " --other", "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Path finding = CheckCommandTest.folders(out).stream().filter(p -> p.getFileName().toString()
        .startsWith("soundness")).findFirst().orElseThrow();
    assertEquals(3, BugStore.read(finding).solvers().size());
    assertEquals(0, Cli.run("report", finding.toString()).exit());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("- unsat.sh, `unsat.sh < bug.smt2`: unsat\n"), md);
    assertTrue(md.contains("- model.sh, `model.sh 3 < bug.smt2`: sat\n"), md);
    assertFalse(md.contains("gives-up.sh"), md);
    assertFalse(md.contains("--other"), md);
  }

  @Test
  void aReducedScriptThatNoLongerShowsTheFindingGetsNoReport() throws Exception {
    Path finding = crash();
    Files.writeString(finding.resolve(BugStore.REDUCED), DIV.replace("div", "mod"));
    Cli r = Cli.run("report", finding.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
    assertTrue(r.out().endsWith("no report: reduced.smt2 does not give the finding now (--force writes one anyway)\n"),
        r.out());
    assertFalse(Files.exists(finding.resolve(BugStore.REPORT)));
    Cli forced = Cli.run("report", "--force", finding.toString());
    assertEquals(0, forced.exit(), forced.out() + forced.err());
    assertTrue(Files.readString(finding.resolve(BugStore.REPORT)).contains("> **Not reproduced** when this report"));
  }

  /** Bisection says the newest release does not show it: fixed already, so no report unless forced. */
  @Test
  void aFindingTheNewestReleaseDoesNotShowGetsNoReport() throws Exception {
    Path finding = soundness();
    Bisection b = new Bisection("model.sh", List.of(new Bisection.Release("1.0", "soundness", true),
        new Bisection.Release("2.0", "unsat", false)), "1.0", null, "2.0", false);
    BugStore.rewrite(finding, BugStore.read(finding).withBisection(b));
    Cli r = Cli.run("report", finding.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
    assertEquals("no report: the newest release, model.sh 2.0, does not show it (--force writes one anyway)\n",
        r.out());
    assertFalse(Files.exists(finding.resolve(BugStore.REPORT)));
    assertEquals(0, Cli.run("report", "--force", finding.toString()).exit());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("the first that shows it is 1.0. The newest release, 2.0, does not."), md);
    assertTrue(md.contains("| 1.0 | soundness | yes |\n| 2.0 | unsat | no |\n"), md);
  }

  /** The last release without the finding rejected the script: the report says the bug is as old as the support. */
  @Test
  void aFindingAsOldAsTheSupportForItsScriptIsSaidToBe() throws Exception {
    String md = reportWith(new Bisection("model.sh", List.of(new Bisection.Release("1.0", "rejected", false),
        new Bisection.Release("2.0", "soundness", true)), "2.0", "1.0", "2.0", true));
    assertTrue(md.contains("**Releases** (model.sh): the first that shows it is 2.0; 1.0 does not. The newest "
        + "release, 2.0, shows it. 1.0 rejects the script: the bug is as old as the solver's support for it.\n"), md);
    assertTrue(md.contains("| release | outcome | shows it |\n"), md);
  }

  /** Commits built by an earlier bisection are replayed beside the releases: the table says it holds builds. */
  @Test
  void aReleaseTableWithCommitBuildsSaysSo() throws Exception {
    String md = reportWith(new Bisection("model.sh", List.of(new Bisection.Release("cvc5-1.0", "unsat", false),
        new Bisection.Release("1137d23725", "soundness", true), new Bisection.Release("2.0", "soundness", true)),
        "1137d23725", "cvc5-1.0", "2.0", true));
    assertTrue(md.contains("**Releases** (model.sh): the first that shows it is 2.0; 1.0 does not. The newest "
        + "release, 2.0, shows it.\n\n| release | outcome | shows it |\n|---|---|---|\n| 1.0 | unsat | no |\n"
        + "| 2.0 | soundness | yes |\n\nOther builds tried: 1137d23725 (soundness, shows it).\n"), md);
  }

  /** The report of the soundness finding with {@code b} as its bisection. */
  private String reportWith(Bisection b) throws Exception {
    Path finding = soundness();
    BugStore.rewrite(finding, BugStore.read(finding).withBisection(b));
    assertEquals(0, Cli.run("report", finding.toString()).exit());
    return Files.readString(finding.resolve(BugStore.REPORT));
  }

  /**
   * A fake cvc5 1.0.3 answers sat on a loop-of-star script (cvc5 issue 9784): the campaign counts it as
   * known and lists it after the new finding, and report writes nothing for it.
   */
  @Test
  void aKnownBugIsCountedApartListedLastAndGetsNoReport() throws Exception {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path cvc5 = FakeSolvers.copy("cvc5-sat.sh", bin.resolve("cvc5"));
    Path loop = Files.writeString(dir.resolve("loop.smt2"), LOOP);
    Path lia = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", cvc5 + " --strings-exp --fp-exp -q;" + CheckCommandTest.fake("unsat.sh"),
        "--out", out.toString(), loop.toString(), lia.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(1, summary.get("knownFindings").get("cvc5-9784").asInt(), summary.toString());
    assertEquals(1, summary.get("newFindings").get("soundness").asInt(), summary.toString());
    JsonNode list = summary.get("findingList");
    assertEquals("not bisected", list.get(0).get("status").asText(), list.toString());
    assertTrue(list.get(0).get("dedupKey").asText().endsWith("|QF_LIA"), list.toString());
    assertEquals("known", list.get(1).get("status").asText(), list.toString());
    int first = r.out().indexOf("\n    not bisected, soundness, ");
    int second = r.out().indexOf("\n      " + list.get(1).get("folder").asText()
        + " (cvc5-9784, https://github.com/cvc5/cvc5/issues/9784)\n");
    assertTrue(first > 0 && second > first, "the new finding's line first, the known one last: " + r.out());
    assertTrue(r.out().contains("\n      " + list.get(0).get("folder").asText() + "\n    known, "), r.out());
    Path known = out.resolve(list.get(1).get("folder").asText());
    FindingRecord rec = BugStore.read(known);
    assertEquals(new FindingRecord.Known("cvc5-9784", "https://github.com/cvc5/cvc5/issues/9784"), rec.known());
    assertEquals(List.of("--fp-exp (expert)"), rec.unsupportedOptions(), "cvc5 1.3.2 classes --fp-exp as expert");
    Cli report = Cli.run("report", known.toString());
    assertEquals(1, report.exit(), report.out() + report.err());
    assertEquals("no report: known bug cvc5-9784, https://github.com/cvc5/cvc5/issues/9784 (--force writes one "
        + "anyway)\n", report.out());
    assertFalse(Files.exists(known.resolve(BugStore.REPORT)));
  }

  /** A folder without finding.json is a campaign folder: it gets report.html; one that is neither is an error. */
  @Test
  void aCampaignFolderGetsItsPageAndOtherFoldersOneClearLine() throws Exception {
    Path finding = soundness();
    Cli r = Cli.run("report", finding.getParent().toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertEquals("wrote " + finding.getParent().resolve("report.html") + "\n", r.out());
    String html = Files.readString(finding.getParent().resolve("report.html"));
    assertTrue(html.contains(finding.getFileName() + "/"));
    String what = BugStore.read(finding).line();
    assertFalse(what.isBlank());
    String escaped = what.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
        .replace("'", "&#39;");
    assertTrue(html.contains("<th>what</th>") && html.contains("<td>" + escaped + "</td>"),
        "each finding has its one line: " + html);
    assertTrue(html.contains("<h2>Findings by evidence</h2><table id=\"by-evidence\"><tr><th>what named the culprit</th>"
        + "<th class=\"n\">distinct findings</th></tr><tr><td>invalid-model</td><td class=\"n\">2</td></tr></table>"),
        "the soundness finding by its false model, and the false model itself: " + html);
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Cli none = Cli.run("report", empty.toString());
    assertEquals(2, none.exit(), none.out() + none.err());
    assertTrue(none.err().contains(empty + " is neither a finding folder (finding.json) nor a campaign folder "
        + "(journal.jsonl or summary.json)"), none.err());
    assertEquals(2, Cli.run("report", dir.resolve("nothing").toString()).exit());
  }

  /**
   * A tried run that outlives the finding's limit (1 s here) is followed to its end within a stated one
   * ({@code Tried.FOLLOW}): its line gives the answer it came to, never "timeout; does not show it".
   */
  @Test
  void aTriedRunThatHangsIsFollowedToItsEnd() throws Exception {
    Path finding = check("div", DIV, "--timeout", "1", "--solvers",
        CheckCommandTest.fake("crash-or-slow.sh") + " div").get(0);
    Cli r = Cli.run("report", finding.toString(), "--also-with=--slow");
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("- with `--slow` added: `crash-or-slow.sh div --slow < bug.smt2`: sat; "
        + "does not show it\n"), md);
    assertFalse(md.contains("timeout (1 s)"), md);
  }

  /**
   * A wrong unsat core: the answer (unsat) is not the bug, so the report shows the core request and the core run
   * alone with their outputs; another build shows it only when its own core is wrong too.
   */
  @Test
  void aWrongCoreReportShowsTheCoreRequestAndTheCoreAlone() throws Exception {
    Path finding = check("two", "(declare-fun x () Int)\n(assert (> x 5))\n(assert (< x 3))\n(check-sat)\n",
        "--evidence", "cores,unsat", "--solver-config", coreProfile("empty-core.sh").toString(), "--solvers",
        CheckCommandTest.fake("empty-core.sh")).get(0);
    Cli r = Cli.run("report", finding.toString(), "--also-with=--fast");
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# empty-core.sh: unsat core that is satisfiable"), md);
    // The script alone shows no core: a tried run's command reads the core request.
    assertTrue(md.contains("- with `--fast` added: `empty-core.sh --fast < core-request.smt2`: unsat; "
        + "shows it\n"), md);
    // And the reversed script is shown as its core request: the command a maintainer runs to see the core.
    assertTrue(md.contains("- the assertions in reverse order: `empty-core.sh < reversed-core-request.smt2`"), md);
    assertTrue(md.contains("(assert (! (< x 3) :named tamis_a0))"), md);
    assertTrue(md.contains("**The unsat core**"), md);
    assertTrue(md.contains("$ empty-core.sh < core-request.smt2\nunsat\n(\n)\n$ cat core-request.smt2\n"
        + "(set-option :produce-unsat-cores true)\n"), md);
    assertTrue(md.contains("(get-unsat-core)\n$ empty-core.sh < core.smt2\nsat\n"), md);
    assertTrue(md.contains("**Actual**: a core of 0 of 2 assertions, which it answers sat on by itself\n"), md);
  }

  /** A wrong unsat that its own core decided: the report shows that core and the core alone, as for a wrong core. */
  @Test
  void aWrongUnsatDecidedByItsCoreShowsTheCore() throws Exception {
    Path finding = coreDecided("sat", "empty-core.sh", "");
    assertTrue(Files.readString(finding.resolve(BugStore.FINDING)).contains("\"evidence\" : \"core\""));
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("**The unsat core**"), md);
    assertTrue(md.contains("$ empty-core.sh < core.smt2\nsat\n"), md);
  }

  /**
   * A wrong unsat its core decided, which without the finding's option shows only where a core is asked for: the
   * tried runs read the core request they name; the minimal command, a replay of the script itself, keeps the option.
   */
  @Test
  void theTriedRunsOfAFindingItsCoreDecidedReadTheCoreRequest() throws Exception {
    Path finding = coreDecided("asked", "core-unsat.sh", " --wrong");
    Cli r = Cli.run("report", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("- the assertions in reverse order: `core-unsat.sh --wrong < reversed-core-request.smt2`"
        + ": unsat; shows it\n"), md);
    assertTrue(md.contains("- one option removed at a time (1 run): without `--wrong` it does not show it\n"), md);
    // Named assertions alone show it without the option: the report says it needs only unsat cores.
    assertTrue(md.contains(" It needs only unsat cores: with its assertions named for the core, `core-unsat.sh < "
        + "core-request.smt2` answers unsat without `--wrong` (below), while the script alone needs it."), md);
    assertTrue(md.startsWith("# core-unsat.sh: wrong unsat with unsat cores"), md);
  }

  private Path soundness() throws Exception {
    Path script = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out-lia");
    Cli r = Cli.run("check", "--models", "--solvers", CheckCommandTest.fake("model.sh") + " 3;"
        + CheckCommandTest.fake("unsat.sh"), "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    return CheckCommandTest.folders(out).stream().filter(p -> p.getFileName().toString().startsWith("soundness"))
        .findFirst().orElseThrow();
  }

  private Path crash() throws Exception {
    return check("div", DIV, "--solvers", CheckCommandTest.fake("crash-on.sh") + " div").get(0);
  }

  /** The finding folders of {@code check ARGS} on {@code text}, which must find something. */
  private List<Path> check(String name, String text, String... args) throws Exception {
    Path script = Files.writeString(dir.resolve(name + ".smt2"), text);
    Path out = dir.resolve("out-" + name);
    List<String> argv = new ArrayList<>(List.of("check"));
    argv.addAll(List.of(args));
    argv.addAll(List.of("--out", out.toString(), script.toString()));
    Cli r = Cli.run(argv.toArray(String[]::new));
    assertEquals(10, r.exit(), r.out() + r.err());
    return CheckCommandTest.folders(out);
  }

  /**
   * The wrong-unsat finding of {@code check --evidence cores}: the fake {@code solver} (with {@code args}) answers
   * unsat on two bounds that sat.sh answers sat.
   */
  private Path coreDecided(String name, String solver, String args) throws Exception {
    return check(name, "(declare-fun x () Int)\n(assert (> x 5))\n(assert (> x 6))\n(check-sat)\n", "--evidence",
        "cores", "--solver-config", coreProfile(solver).toString(), "--solvers", CheckCommandTest.fake(solver) + args
        + ";" + CheckCommandTest.fake("sat.sh")).stream()
        .filter(p -> p.getFileName().toString().startsWith("soundness")).findFirst().orElseThrow();
  }

  /** A profile folder for the fake solver {@code name} that asks it for unsat cores. */
  private Path coreProfile(String name) throws Exception {
    Path profiles = Files.createDirectories(dir.resolve("profiles-" + name));
    Files.writeString(profiles.resolve(name.replace(".sh", ".json")), "{\"name\": \"" + name + "\", "
        + "\"executable\": \"" + name + "\", \"unsatCores\": true}");
    return profiles;
  }
}
