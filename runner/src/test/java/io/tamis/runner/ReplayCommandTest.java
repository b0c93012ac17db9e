package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tamis replay}: which script it runs, and what makes the replay's finding the stored one. */
class ReplayCommandTest {
  private static final String LIA = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n";
  private static final String DIV = "(set-logic QF_NIA)\n(declare-fun y () Int)\n(assert (> (div y 2) 3))\n(check-sat)\n";

  @TempDir
  Path dir;

  /** A folder kept with its reduced script only (no test.smt2) replays that script and names it. */
  @Test
  void aFolderWithOnlyItsReducedScriptReplaysIt() throws Exception {
    Path folder = finding(DIV, CheckCommandTest.fake("crash-on.sh") + " div");
    Files.move(folder.resolve(BugStore.SCRIPT), folder.resolve(BugStore.REDUCED));
    Cli r = Cli.run("replay", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith(folder.resolve(BugStore.REDUCED) + ": crash ["), r.out());
    assertTrue(r.out().contains("\nreproduced: crash"), r.out());
  }

  /** Another crash message (another assertion, other frames) is another bug, though the solver is the same. */
  @Test
  void aCrashIsReproducedByItsMessage() throws Exception {
    Path folder = finding(DIV, CheckCommandTest.fake("crash-on.sh") + " div");
    String key = BugStore.read(folder).dedupKey();
    assertEquals(0, Cli.run("replay", folder.toString()).exit());
    edit(folder, "dedupKey", key.replace("Assertion `no div' failed.", "Assertion `no mod' failed."));
    Cli r = Cli.run("replay", folder.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
  }

  /**
   * A crash recorded in the WebAssembly build's words is the same finding when the same configuration crashes
   * natively (the release installed from PyPI dies by its signal, and prints no trap); a configuration that
   * no longer crashes does not reproduce it.
   */
  @Test
  void aCrashRecordedAsWebAssemblyIsReproducedByTheSameConfigurationCrashingNatively() throws Exception {
    String crasher = CheckCommandTest.fake("crash-on.sh") + " div";
    Path folder = finding(DIV, crasher);
    edit(folder, "dedupKey", "crash|" + crasher + "|z3 (WebAssembly) crashed: memory access out of bounds in "
        + "smt::theory_finite_set::mk_var < smt::theory_finite_set::internalize_term");
    Cli r = Cli.run("replay", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().endsWith("(the recorded message is the WebAssembly build's; the release's own program "
        + "crashed here)\n"), r.out());
    Files.writeString(folder.resolve(BugStore.SCRIPT), DIV.replace("div", "mod"));
    assertEquals(1, Cli.run("replay", folder.toString()).exit());
  }

  /**
   * A disagreement stored with its undecided key (both sides) and the culprit named later is reproduced by a
   * replay that decides it, as long as the replay blames that culprit; blaming the other side is another bug.
   */
  @Test
  void aSoundnessFindingIsReproducedByItsCulpritNotItsKeyString() throws Exception {
    String sat = CheckCommandTest.fake("model.sh") + " 5";
    String unsat = CheckCommandTest.fake("unsat.sh");
    Path folder = finding(LIA, sat + ";" + unsat);
    assertEquals(unsat, BugStore.read(folder).culprit());
    edit(folder, "dedupKey", "soundness|" + sat + "=sat|" + unsat + "=unsat|QF_LIA");
    Cli r = Cli.run("replay", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("\nreproduced: soundness soundness|" + sat + "=sat|"), r.out());
    edit(folder, "culprit", sat);
    Cli other = Cli.run("replay", folder.toString());
    assertEquals(1, other.exit(), other.out() + other.err());
    assertTrue(other.out().contains("\nnot reproduced: soundness"), other.out());
  }

  /**
   * A performance finding recorded on a +asan build (before the oracle left checking builds out of the slow
   * side) replays on that build as recorded: judged the new way, it could never come back.
   */
  @Test
  void aSlowFindingRecordedOnACheckingBuildReplaysOnIt() throws Exception {
    Path slow = FakeSolvers.copy("sleep-sat.sh", dir.resolve("slow"));
    Path folder = finding(LIA, slow + " 1.2;" + CheckCommandTest.fake("sat.sh"), "--perf", "2");
    Path asan = Files.copy(slow, dir.resolve("slow+asan"));
    Path record = folder.resolve(BugStore.FINDING);
    Files.writeString(record, Files.readString(record).replace(slow.toString(), asan.toString()));
    assertTrue(BugStore.read(folder).dedupKey().contains(asan + " 1.2 slower than"), Files.readString(record));
    Cli r = Cli.run("replay", folder.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("\nreproduced: performance"), r.out());
  }

  private Path finding(String script, String solvers, String... options) throws Exception {
    Path f = Files.writeString(dir.resolve("t.smt2"), script);
    Path out = dir.resolve("out");
    List<String> args = new ArrayList<>(List.of("check", "--solvers", solvers, "--out", out.toString()));
    args.addAll(List.of(options));
    args.add(f.toString());
    Cli r = Cli.run(args.toArray(String[]::new));
    assertEquals(10, r.exit(), r.out() + r.err());
    return CheckCommandTest.folders(out).get(0);
  }

  private static void edit(Path folder, String field, String value) throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode rec = (ObjectNode) json.readTree(folder.resolve(BugStore.FINDING).toFile());
    rec.put(field, value);
    json.writeValue(folder.resolve(BugStore.FINDING).toFile(), rec);
  }
}
