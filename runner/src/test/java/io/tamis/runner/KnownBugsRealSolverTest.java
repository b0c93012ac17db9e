package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.known.KnownBug;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.solver.Executables;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bundled known-bug signatures against the solvers that showed the bugs: Debian 12's z3 4.8.12, cvc5
 * 1.0.3 and CVC4 1.8 on PATH (fails, never skips, without them). Each entry's example, run as a campaign
 * would run it, must come out as that known bug; a bug not in the list must get a report.
 */
@Tag("solver")
class KnownBugsRealSolverTest {
  private static final String Z3 = "z3@path model_validate=true";
  private static final String CVC5 = "cvc5@path --check-models --produce-models --strings-exp -q";

  @TempDir
  Path dir;

  @BeforeAll
  static void requireSolvers() {
    for (String s : new String[] {"z3", "cvc5", "cvc4"}) {
      assertNotNull(Executables.find(s), s + " is not on PATH; install it with: apt-get install -y z3 cvc5 cvc4");
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "cvc5-9784  | " + Z3 + ";" + CVC5,
      "cvc5-9697  | " + Z3 + ";" + CVC5,
      "cvc5-11890 | cvc5@path --ee-mode=central -q;z3@path",
      "cvc5-11889 | cvc5@path --check-models --produce-models --ee-mode=central -q;z3@path",
      "z3-5343    | " + Z3 + ";" + CVC5,
      "z3-5993    | " + Z3 + ";" + CVC5,
      "z3-5770    | z3@path model_validate=true smt.arith.nl.expp=true;cvc5@path --check-models --produce-models -q",
      "z3-6080    | z3@path model_validate=true smt.string_solver=z3str3;" + CVC5,
      "z3-6134    | z3@path model_validate=true smt.string_solver=z3str3;" + CVC5,
      "z3-5778    | z3@path tactic.default_tactic=smt sat.euf=true model_validate=true;cvc5@path --check-models -q",
      "cvc4-5428  | cvc4 --check-models --produce-models --strings-exp -q;z3",
      "cvc4-9784  | cvc4 --check-models --produce-models --strings-exp -q;z3"})
  void eachExampleIsFoundAndTakenForItsKnownBug(String id, String solvers) throws Exception {
    JsonNode summary = checkExample(id, solvers, 10);
    assertTrue(summary.get("knownFindings").path(id).asInt() >= 1, summary.toString());
    assertEquals(0, summary.get("newFindings").size(), "every finding is the known bug: " + summary);
  }

  /**
   * cvc5 1.0.3 answers this script unsat, and crashes on it under {@code --check-unsat-cores} (the core check
   * meets the one-bit {@code fp.to_sbv} unsimplified): with cvc5 alone, the evidence run files an unsat-core
   * finding, and it is known bug 9697 as a plain crash would be (it was reported as new in this round's campaign).
   */
  @Test
  void aCrashUnderACheckingModeIsTheKnownCrash() throws Exception {
    Path script = Files.writeString(dir.resolve("sbv1.smt2"), """
        (set-logic QF_FP)
        (declare-const a (_ FloatingPoint 11 53))
        (declare-const b (_ FloatingPoint 11 53))
        (assert (= a (fp #b0 #b00000000001 ((_ fp.to_ubv 52) RTZ b))))
        (assert (= b (fp ((_ fp.to_sbv 1) RTZ a) #b00000000000 (_ bv0 52))))
        (assert (= a b))
        (check-sat)
        """);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--evidence", "cores,proofs,unconfirmed", "--timeout", "20", "--solvers", CVC5,
        "--out", out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    assertEquals(1, summary.get("findings").path("unsat-core").asInt(), summary.toString());
    assertEquals(0, summary.get("newFindings").size(), summary.toString());
  }

  /**
   * On the newest releases (installed by {@code tamis solvers install}; CI does): cvc5 1.3.2 still crashes on
   * cvc5 issue 9697's example (fixed on cvc5's main branch after 1.3.4), and it is taken for that known bug; z3
   * 5.1.0 no longer shows z3 issue 5343, whose entry ends at 4.8.12, and cvc5 1.3.2 no longer shows 9784.
   */
  @Tag("newest")
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "cvc5-9697 | 1",
      "z3-5343   | 0",
      "cvc5-9784 | 0"})
  void theNewestReleasesShowOnlyTheBugsStillOpen(String id, int known) throws Exception {
    JsonNode summary = checkExample(id, "z3@5.1.0 model_validate=true;cvc5@1.3.2 --check-models --produce-models"
        + " --strings-exp -q", known == 0 ? 0 : 10);
    assertEquals(known, summary.get("knownFindings").path(id).asInt(), summary.toString());
    assertEquals(0, summary.get("newFindings").size(), summary.toString());
  }

  /** The summary of {@code tamis check --models} on the example of known bug {@code id}, which exits {@code exit}. */
  private JsonNode checkExample(String id, String solvers, int exit) throws Exception {
    KnownBug bug = KnownBugs.bundled().bugs().stream().filter(b -> b.id().equals(id)).findFirst().orElseThrow();
    Path script = Files.writeString(dir.resolve(id + ".smt2"), bug.example() + "\n");
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--models", "--timeout", "20", "--solvers", solvers, "--out", out.toString(),
        script.toString());
    assertEquals(exit, r.exit(), r.out() + r.err());
    return new ObjectMapper().readTree(out.resolve("summary.json").toFile());
  }

  /**
   * z3 4.8.12 answers sat on a quantified floating-point script that is unsat (no public thread found); cvc5
   * answers unsat. It is not a known bug, but z3's newest build (5.1.0 where CI installs it) answers unsat: by
   * default the report replays on the newest builds and writes none; as recorded it gets one with z3's own
   * command line.
   */
  @Tag("newest")
  @Test
  void aBugNotInTheListGetsAReportAsRecordedAndNoneWhereTheNewestBuildIsRight() throws Exception {
    Path script = Files.writeString(dir.resolve("fp.smt2"), """
        (set-logic FP)
        (declare-fun s () Float32)
        (define-fun IC ((t Float32)) Bool (and (not (fp.isNaN t)) (not (fp.isZero t))))
        (assert (distinct (IC s) (exists ((x Float32)) (fp.isInfinite (fp.mul RNE (fp.min x s) s)))))
        (check-sat)
        """);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--models", "--solvers", Z3 + ";cvc5@path --check-models --produce-models -q", "--out",
        out.toString(), script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    Path finding = CheckCommandTest.folders(out).get(0);
    Cli newest = Cli.run("report", finding.toString());
    assertEquals(1, newest.exit(), newest.out() + newest.err());
    assertTrue(newest.out().contains("\nno report: test.smt2 does not give the finding now on z3@"), newest.out());
    Cli report = Cli.run("report", "--as-recorded", finding.toString());
    assertEquals(0, report.exit(), report.out() + report.err());
    String md = Files.readString(finding.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# z3 4.8.12: sat/unsat disagreement on FP\n"), md);
    assertTrue(md.contains("**z3 version/commit**: Z3 version 4.8.12 - 64 bit"), md);
    // The campaign's model_validate=true is not needed: the minimal command drops it, and so does every run.
    assertTrue(md.contains("\n$ z3 -in < bug.smt2\nsat\n"), md);
    assertTrue(md.contains("without `model_validate=true` it still shows it"), md);
    assertTrue(md.contains("- cvc5 1.0.3, `cvc5 --lang smt2 --check-models --produce-models -q bug.smt2`: "), md);
    assertTrue(md.contains("- another build of z3 (z3 5.1.0): `z3 -in < bug.smt2` (Z3 version 5.1.0"), md);
    assertFalse(md.contains("another build of z3 (Debian 12's package)"), "the build at fault is no other build:\n" + md);
  }
}
