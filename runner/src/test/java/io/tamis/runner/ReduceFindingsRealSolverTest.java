package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code reduce} on the repository's own findings (bench/findings), with the releases they were found on:
 * z3 5.1.0 and 5.0.0 and cvc5 1.3.2, installed by {@code tamis solvers install} (CI does; fails, never skips,
 * without them). Each reduced script replays as the same finding from a folder that keeps only it.
 */
@Tag("solver")
@Tag("newest")
class ReduceFindingsRealSolverTest {
  private static final Path FINDINGS = Path.of(System.getProperty("tamis.root", ".."), "bench", "findings");

  @TempDir
  Path dir;

  /** z3 5.1.0's wrong sat on an empty intersection: not intersection but union, and one membership. */
  @Test
  void theIntersectionFindingIsAboutUnion() throws Exception {
    Path folder = copy("z3-finiteset-intersect-empty");
    String reduced = reduced(folder);
    assertTrue(reduced.contains("(set.union A B)"), reduced);
    assertFalse(reduced.contains("set.intersect"), reduced);
    assertEquals(2, assertions(reduced), reduced);
    assertReplays(folder, reduced);
  }

  /**
   * z3 5.1.0's crash in theory_finite_set::mk_var, found natively by {@code check}: the integer n and its
   * comparison go (a fresh Boolean in their place; one assertion), and every step crashes where the original
   * does. (= 0 (set.size (ite (= B C) A B))) is smaller and crashes too, but in theory_finite_set_size's
   * run_solver: another bug, which gdb's frames keep out.
   */
  @Test
  void theIteCrashLosesItsIntegerAndStaysInMkVar() throws Exception {
    Path script = FINDINGS.resolve("z3-finiteset-size-ite-crash").resolve(BugStore.SCRIPT);
    Path out = dir.resolve("out");
    Cli check = Cli.run("check", "--solvers", "z3@5.1.0 model_validate=true", "--out", out.toString(),
        script.toString());
    assertEquals(10, check.exit(), check.out() + check.err());
    Path folder = CheckCommandTest.folders(out).get(0);
    Cli r = reduce(folder);
    assertTrue(r.out().contains("each step crashes at smt::theory_finite_set::mk_var"), r.out());
    String reduced = Files.readString(folder.resolve(BugStore.REDUCED));
    assertEquals(1, assertions(reduced), reduced);
    assertFalse(Pattern.compile("\\(declare-const \\w+ Int\\)").matcher(reduced).find(), reduced);
    assertTrue(reduced.contains("(declare-const p Bool)") && reduced.contains("(ite p "), reduced);
    assertReplays(folder, reduced);
  }

  /**
   * The same crash as bench/findings recorded it, in the words of z3 5.1.0's WebAssembly build: natively it is
   * a bare signal 11, so the frames hold it too (without them it drifted to run_solver's crash).
   */
  @Test
  void aCrashRecordedAsWebAssemblyStaysInItsNativeFrames() throws Exception {
    Path folder = copy("z3-finiteset-size-ite-crash");
    Cli r = reduce(folder);
    assertTrue(r.out().contains("each step crashes at smt::theory_finite_set::mk_var"), r.out());
    assertReplays(folder, Files.readString(folder.resolve(BugStore.REDUCED)));
  }

  /**
   * The example: z3 5.0.0's crash under (then simplify ctx-solver-simplify smt) needs a set's size
   * and a second assertion, not the sequence: the sequence's theory goes as a whole (two assertions, the
   * second a Boolean constant), and z3 5.1.0, the newest release, shows it too.
   */
  @Test
  void theTacticCrashDoesNotNeedTheSequence() throws Exception {
    Path folder = copy("z3-finiteset-size-seq-ctx-solver-simplify-crash");
    // The script as the campaign's own reduction left it (bench/findings keeps the reduced form now).
    Files.writeString(folder.resolve(BugStore.SCRIPT), """
        (set-logic ALL)
        (declare-const sk2_T (FiniteSet Int))
        (declare-const sk1_x (Seq Int))
        (assert (distinct 0 (set.size sk2_T)))
        (assert (seq.prefixof (seq.unit 0) sk1_x))
        (check-sat)
        (get-model)
        """);
    String reduced = reduced(folder);
    assertEquals(2, assertions(reduced), reduced);
    assertTrue(Pattern.compile("\\(assert \\(\\S+ 0 \\(set\\.size T\\)\\)\\)\n\\(assert p\\)").matcher(reduced).find(),
        reduced);
    assertFalse(reduced.contains("seq."), reduced);
    assertReplays(folder, reduced);
  }

  /**
   * The report of cvc5 1.3.2's seq.nth crash (found under the added --ext-rew-prep=use) does not title it "with
   * --ext-rew-prep=use": the minimal command drops it, each run without one option crashing too.
   */
  @Test
  void aReportTitlesNoOptionTheCrashDoesNotNeed() throws Exception {
    Path folder = reportedAsRecorded("cvc5-seq-nth-unit-indexof-crash");
    String md = Files.readString(folder.resolve(BugStore.REPORT));
    assertTrue(md.startsWith("# cvc5 1.3.2: stack overflow: endless recursion in theory::TheoryEngineModelBuilder::normalize"), md);
    assertTrue(BugStore.read(folder).minimal().dropped().contains("--ext-rew-prep=use"), md);
    assertTrue(md.contains("```\n$ cvc5 --lang smt2 bug.smt2\n"), md);
    assertFalse(md.contains("the finding needs them"), md);
    // Severity, proven by runs: no option needed, and cvc5's safe modes (profile's severityOptions) crash too.
    assertTrue(md.contains("**Severity**: shows in cvc5 1.3.2's default mode, with no option; "
        + "under `--safe-mode=safe` it shows too; under `--safe-mode=stable` it shows too (runs below).\n"), md);
    assertTrue(md.contains("- under `--safe-mode=safe`: `cvc5 --lang smt2 --safe-mode=safe bug.smt2`"), md);
  }

  /**
   * cvc5's safe modes refuse the expert option the substr crash needs: the Severity line says so. The mode comes
   * first on the command line, as cvc5 1.3.2 checks it only against the options after it (with it last, the
   * command runs and crashes, which would read as "shows in safe mode").
   */
  @Test
  void theSafeModesRefuseTheExpertOptionTheCrashNeeds() throws Exception {
    Path folder = reportedAsRecorded("cvc5-ext-rew-prep-substr-from-int-crash");
    String md = Files.readString(folder.resolve(BugStore.REPORT));
    assertTrue(md.contains("**Severity**: needs `--ext-rew-prep=use` (expert); under `--safe-mode=safe` the command "
        + "is refused (`(error \"Error in option parsing: Fatal error in option parsing: expert option ext-rew-prep"),
        md);
    assertTrue(md.contains("- under `--safe-mode=safe`: `cvc5 --lang smt2 --safe-mode=safe --ext-rew-prep=use "
        + "bug.smt2`"), md);
    assertTrue(md.contains("; refused, so it cannot show it\n"), md);
  }

  /**
   * z3 5.1.0's invalid model without model_validate=true: z3 no longer checks its model, tamis's evaluator
   * does, and the minimal command drops model_validate=true: the evaluator shows the model false.
   */
  @Test
  void anInvalidModelWithoutTheSolversOwnCheckShowsByTheEvaluator() throws Exception {
    Path folder = Files.createDirectories(dir.resolve("negated"));
    Path from = FINDINGS.resolve("z3-finiteset-negated-membership-model");
    Files.copy(from.resolve(BugStore.FINDING), folder.resolve(BugStore.FINDING));
    Files.copy(from.resolve(BugStore.REDUCED), folder.resolve(BugStore.REDUCED));
    Cli r = Cli.run("report", "--as-recorded", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String md = Files.readString(folder.resolve(BugStore.REPORT));
    assertTrue(md.contains("```\n$ z3 -in < bug.smt2\nsat\n"), md);
    assertTrue(md.contains("without `model_validate=true` it still shows it"), md);
    assertTrue(md.contains("- z3 5.1.0's model, evaluated by tamis: the assertion at "), md);
  }

  /** The folder's finding reduced with two jobs; its reduced.smt2. */
  private static String reduced(Path folder) throws Exception {
    reduce(folder);
    return Files.readString(folder.resolve(BugStore.REDUCED));
  }

  private static Cli reduce(Path folder) throws Exception {
    Cli r = Cli.run("reduce", "--time", "300s", "--jobs", "2", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith("reduced: "), r.out());
    return r;
  }

  /** A folder with only finding.json and {@code reduced} replays as the same finding. */
  private void assertReplays(Path folder, String reduced) throws Exception {
    Path only = Files.createDirectories(dir.resolve("only-" + folder.getFileName()));
    Files.copy(folder.resolve(BugStore.FINDING), only.resolve(BugStore.FINDING));
    Files.writeString(only.resolve(BugStore.REDUCED), reduced);
    Cli replay = Cli.run("replay", only.toString());
    assertEquals(0, replay.exit(), replay.out() + replay.err());
  }

  /** A copy of a finding folder of bench/findings, its script as test.smt2 (or reduced.smt2 where only that is kept). */
  /** A copy of bench/findings' folder {@code name} with its reduced script, its report written as recorded. */
  private Path reportedAsRecorded(String name) throws Exception {
    Path folder = copy(name);
    Files.copy(FINDINGS.resolve(name).resolve(BugStore.REDUCED), folder.resolve(BugStore.REDUCED));
    Cli r = Cli.run("report", "--as-recorded", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    return folder;
  }

  private Path copy(String name) throws Exception {
    Path from = FINDINGS.resolve(name);
    Path to = Files.createDirectories(dir.resolve(name));
    Files.copy(from.resolve(BugStore.FINDING), to.resolve(BugStore.FINDING));
    Path script = Files.exists(from.resolve(BugStore.SCRIPT)) ? from.resolve(BugStore.SCRIPT) : from.resolve(BugStore.REDUCED);
    Files.copy(script, to.resolve(BugStore.SCRIPT), StandardCopyOption.REPLACE_EXISTING);
    return to;
  }

  private static int assertions(String script) {
    return (int) List.of(script.split("\n")).stream().filter(l -> l.startsWith("(assert ")).count();
  }
}
