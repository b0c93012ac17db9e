package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each kind of evidence on a real wrong answer (or a real failed check) of a solver, caught with that solver
 * alone and its own modes: Debian's z3 4.8.12 and cvc5 1.0.3 on PATH, cvc5 1.3.2 installed (fails, never
 * skips, without them). The scripts are the suites' regressions (../shared/suites) and round-1 findings.
 */
@Tag("solver")
class EvidenceRealSolverTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path SUITES = Path.of(System.getProperty("tamis.shared", "../shared"), "suites");
  private static final Path ROUND1 = Path.of(System.getProperty("tamis.root", ".."), "bench", "findings-round1");
  private static final String EUF = "z3 {tactic.default_tactic=smt sat.euf=true}";

  @TempDir
  Path dir;

  @BeforeAll
  static void requireSolvers() {
    RealSolverTest.requireSolvers();
  }

  /**
   * z3's new core answers unsat on a Float32 that is not zero (z3 issue 5778; round-1 z3-euf-fp-iszero): z3 under
   * that mode against z3 without it, and z3's own model, which satisfies the script, names the mode. The model
   * checked true confirms z3's sat: only {@code every} answer gets evidence then, not the default unconfirmed.
   */
  @Test
  void aModeAgainstTheSolversCheckedModelIsBlamedByTheModel() throws Exception {
    assertEquals(List.of(), kinds(check(ROUND1.resolve("z3-euf-fp-iszero.smt2"), "modes:all", "z3@path")));
    assertEquals(List.of(), kinds(check(ROUND1.resolve("z3-euf-fp-iszero.smt2"), "modes:9,every", "z3@path")),
        "the new core is experimental: drawn only when every mode runs");
    JsonNode line = check(ROUND1.resolve("z3-euf-fp-iszero.smt2"), "modes:all,every", "z3@path");
    JsonNode f = finding(line, "soundness");
    assertEquals(EUF, f.get("culprit").asText(), f.toString());
    assertEquals("model", f.get("evidence").asText(), f.toString());
    assertEquals("soundness|" + EUF + " wrong: unsat|QF_FP", f.get("dedupKey").asText());
    // Stored, the finding records the run under the mode: replay and the report run it again.
    Path out = dir.resolve("out");
    Cli.run("check", "--evidence", "modes:all,every", "--solvers", "z3@path", "--out", out.toString(),
        ROUND1.resolve("z3-euf-fp-iszero.smt2").toString());
    Path folder = CheckCommandTest.folders(out).get(0);
    Cli replay = Cli.run("replay", folder.toString());
    assertTrue(replay.out().contains("reproduced: soundness soundness|" + EUF + " wrong: unsat|QF_FP"), replay.out());
    // As recorded: by default the report replays on the newest build, z3@main, which answers otherwise. The
    // title names the options the minimal command keeps: both, as the new core needs the smt tactic.
    Cli report = Cli.run("report", "--force", "--as-recorded", folder.toString());
    assertTrue(report.out().contains("z3 4.8.12: wrong unsat on QF_FP with tactic.default_tactic=smt sat.euf=true"),
        report.out() + report.err());
  }

  /**
   * z3's new core answers sat on z3test's fp-rem-17, an unsat regression (its status taken out, so that nothing
   * but z3 itself decides): three queries, so no model is checked, and z3's other modes all answer unsat.
   */
  @Test
  void theSolversOtherModesNameTheModeThatDisagrees() throws Exception {
    Path script = withoutStatus(SUITES.resolve("z3test/smt2/fp-rem-17.smt2"));
    JsonNode f = finding(check(script, "modes:all", "z3@path"), "soundness");
    assertEquals(EUF, f.get("culprit").asText(), f.toString());
    assertEquals("mode", f.get("evidence").asText(), f.toString());
    assertTrue(f.get("detail").asText().contains("of z3's other modes answered unsat"), f.toString());
  }

  /** cvc5 1.0.3 answers sat on regress0/nl/nta/issue10655-sqrt-semantics (fixed as cvc5 issue 10655): its status. */
  @Test
  void aStatusFindingNamesTheSolverByTheExpectedAnswer() throws Exception {
    JsonNode line = check(SUITES.resolve("cvc5/cli/regress0/nl/nta/issue10655-sqrt-semantics.smt2"), "none", "cvc5@path");
    JsonNode f = finding(line, "status");
    assertEquals("cvc5", f.get("culprit").asText(), f.toString());
    assertEquals("status", f.get("evidence").asText(), f.toString());
  }

  /**
   * cvc5 1.3.2 answers unsat on regress0/arith/issue12754-div-zero-intreal and fails its own proof check
   * (ProofNodeManager::mkScope; fixed after 1.3.2 as cvc5 issue 12754): a proof finding of cvc5 under
   * --check-proofs, not a crash.
   */
  @Tag("newest")
  @Test
  void aFailedProofCheckIsAProofFinding() throws Exception {
    JsonNode line = check(SUITES.resolve("cvc5/cli/regress0/arith/issue12754-div-zero-intreal.smt2"),
        "proofs,every", "cvc5@1.3.2");
    assertEquals("unsat", line.get("solvers").get(0).get("verdict").asText(), line.toString());
    JsonNode f = finding(line, "proof");
    assertEquals("cvc5@1.3.2 {--check-proofs}", f.get("culprit").asText(), f.toString());
    assertEquals("proof", f.get("evidence").asText(), f.toString());
    assertTrue(f.get("dedupKey").asText().startsWith("proof|cvc5@1.3.2|Fatal failure within"), f.toString());
    assertTrue(kinds(line).stream().noneMatch("crash"::equals), "the check's failure is no crash finding");
  }

  /**
   * z3 5.1.0 answers unsat on a finite set with 5 in it and two sizes that are at least 0 (the three-assertion
   * script bench/notes/2026-11-28-issues-40-41-native-evidence-bisection-triage.md gives for bench/findings z3-finiteset-size-difference; z3 5.0.0 says sat), and names
   * {@code (set.in 5 A)} alone as its unsat core; alone, that core is sat for z3 5.1.0 itself, with a model that
   * satisfies the whole script: the unsat is wrong, by its core, with z3 alone.
   */
  @Tag("newest")
  @Test
  void aCoreThatIsSatRefutesTheUnsat() throws Exception {
    Path script = dir.resolve("two-set.smt2");
    Files.writeString(script, """
        (set-logic ALL)
        (declare-const A (FiniteSet Int))
        (declare-const B (FiniteSet Int))
        (assert (set.in 5 A))
        (assert (>= (set.size A) 0))
        (assert (>= (set.size B) 0))
        (check-sat)
        """);
    JsonNode line = check(script, "cores,unsat", "z3@5.1.0");
    JsonNode f = finding(line, "soundness");
    assertEquals("z3@5.1.0", f.get("culprit").asText(), f.toString());
    assertEquals("core", f.get("evidence").asText(), f.toString());
    assertTrue(f.get("detail").asText().contains("unsat core (1 of 3 assertions) is sat for z3@5.1.0 itself"),
        f.toString());
    assertEquals("soundness|z3@5.1.0 wrong: unsat|ALL", f.get("dedupKey").asText());
  }

  /** The {@code check --json} line of {@code script} with {@code --evidence spec}. */
  private static JsonNode check(Path script, String spec, String solvers) throws Exception {
    assertTrue(Files.isRegularFile(script), "no " + script.toAbsolutePath());
    Cli r = Cli.run("check", "--json", "--timeout", "10", "--evidence", spec, "--solvers", solvers, script.toString());
    assertTrue(r.exit() == 0 || r.exit() == 10, r.out() + r.err());
    return JSON.readTree(r.out().lines().findFirst().orElseThrow());
  }

  private static JsonNode finding(JsonNode line, String kind) {
    for (JsonNode f : line.get("findings")) {
      if (f.get("kind").asText().equals(kind)) {
        return f;
      }
    }
    throw new AssertionError("no " + kind + " finding in " + line);
  }

  private static List<String> kinds(JsonNode line) {
    List<String> out = new ArrayList<>();
    line.get("findings").forEach(f -> out.add(f.get("kind").asText()));
    return out;
  }

  /** A copy of {@code script} without its {@code :status}, in the test's folder. */
  private Path withoutStatus(Path script) throws Exception {
    String text = Files.readString(script, StandardCharsets.ISO_8859_1);
    Path copy = dir.resolve(script.getFileName());
    Files.writeString(copy, text.replaceAll("\\(\\s*set-info\\s+:status\\s+\\w+\\s*\\)", ""),
        StandardCharsets.ISO_8859_1);
    return copy;
  }
}
