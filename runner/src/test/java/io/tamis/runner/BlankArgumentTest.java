package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.journal.Journal;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An option value with blanks (a z3 tactic expression) is one argument from {@code --solvers} to the finding,
 * its replay, its report and the journal: one-arg.sh crashes only when it gets exactly one argument.
 */
class BlankArgumentTest {
  private static final String TACTIC = "tactic.default_tactic=(then simplify  ctx-solver-simplify smt)";
  private static final String WHOLE = "tactic.default_tactic=(then simplify ctx-solver-simplify smt)";
  private static final String LIA = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 5))\n(check-sat)\n";

  @TempDir
  Path dir;

  @Test
  void theFindingItsReplayAndItsReportKeepTheArgumentWhole() throws Exception {
    Path script = Files.writeString(dir.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", solver(), "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Path finding = CheckCommandTest.folders(out).get(0);
    JsonNode rec = new ObjectMapper().readTree(finding.resolve(BugStore.FINDING).toFile());
    assertEquals(WHOLE, rec.get("solvers").get(0).get("args").get(0).asText(), rec.toString());
    assertEquals(1, rec.get("solvers").get(0).get("args").size());
    Cli replay = Cli.run("replay", finding.toString());
    assertEquals(0, replay.exit(), replay.out() + replay.err());
    Cli report = Cli.run("report", finding.toString());
    assertEquals(0, report.exit(), report.out() + report.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.contains("**Command line arguments**: `'" + WHOLE + "'`"), md);
    assertTrue(md.contains("\n$ one-arg.sh '" + WHOLE + "' < bug.smt2\n"), md);
  }

  @Test
  void theJournalKeepsTheConfigurationThatResumeReadsBack() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("lia.smt2"), LIA);
    Path out = dir.resolve("camp");
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", solver(),
        "--max-tests", "1", "--out", out.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    List<String> args = JournalReader.first(out).args();
    String recorded = args.get(args.indexOf("--solvers") + 1);
    assertEquals(solver(), recorded);
    assertEquals(List.of(WHOLE), SolverProfiles.bundled().parseShortForm(recorded, null).get(0).args());
    String label = FakeSolvers.path("one-arg.sh") + " " + WHOLE;
    assertTrue(Files.readString(out.resolve(Journal.FILE)).contains("\"label\":\"" + label + "\""),
        Files.readString(out.resolve(Journal.FILE)));
  }

  private static String solver() {
    return FakeSolvers.path("one-arg.sh") + " " + TACTIC;
  }
}
