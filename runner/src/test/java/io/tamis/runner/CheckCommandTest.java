package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code tamis check} and {@code tamis replay} with fake solvers: exact lines and exit codes. */
class CheckCommandTest {
  @TempDir
  Path dir;

  private Path good;
  private Path bad;

  @BeforeEach
  void scripts() throws Exception {
    good = Files.writeString(dir.resolve("a.smt2"), "(set-logic QF_LIA)\n(check-sat)\n");
    bad = Files.writeString(dir.resolve("b.smt2"), "(set-logic QF_LIA)\n(assert (> x 0))\n(check-sat)\n");
  }

  @Test
  void disagreementIsAFindingAgreementIsNot() {
    Cli r = Cli.run("check", "--solvers", fake("sat.sh") + ";" + fake("unsat.sh") + " x", "--jobs", "2",
        good.toString());
    assertEquals(10, r.exit(), r.out());
    assertTrue(r.out().startsWith(good + ": soundness ["), r.out());
    Cli same = Cli.run("check", "--solvers", fake("sat.sh") + ";" + fake("sat.sh") + " x", good.toString());
    assertEquals(0, same.exit(), same.out());
    assertTrue(same.out().startsWith(good + ": sat [" + fake("sat.sh") + "=sat "), same.out());
  }

  @Test
  void aScriptTheReaderRefusesRunsAsItsTextWithThePositionSaid() {
    Cli r = Cli.run("check", "--solvers", fake("sat.sh"), dir.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.get(0).startsWith(good + ": sat ["), lines.get(0));
    assertTrue(lines.get(1).startsWith(bad + ": sat [" + fake("sat.sh") + "=sat "), lines.get(1));
    assertTrue(lines.get(1).contains("(opaque, no model check: " + bad + ":2:"), lines.get(1));
    assertTrue(lines.get(2).startsWith("summary: 2 tests"), lines.get(2));
    assertTrue(lines.get(2).endsWith("malformed 0, opaque 1"), lines.get(2));
  }

  /** The status oracle needs no term DAG: an opaque script's :status still judges the answer. */
  @Test
  void anOpaqueScriptsStatusIsStillTheOracle() throws Exception {
    Path odd = Files.writeString(dir.resolve("c.smt2"),
        "(set-logic QF_LIA)\n(set-info :status unsat)\n(frobnicate 1)\n(check-sat)\n");
    Cli r = Cli.run("check", "--solvers", fake("sat.sh"), odd.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith(odd + ": status [") && r.out().contains("opaque"), r.out());
  }

  /** A solver reads nothing after (exit): a :status there expects nothing, read or opaque. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"read", "opaque"})
  void aStatusAfterExitIsNoExpectedAnswer(String path) throws Exception {
    Path f = Files.writeString(dir.resolve("e.smt2"), "(set-logic QF_LIA)\n(check-sat)\n(exit)\n"
        + "(set-info :status unsat)\n" + (path.equals("opaque") ? "(frobnicate 1)\n" : ""));
    Cli r = Cli.run("check", "--solvers", fake("sat.sh"), f.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith(f + ": sat [") && r.out().contains("(opaque") == path.equals("opaque"), r.out());
  }

  @Test
  void eachLauncherGivesTheSameLinesAndAnUnknownOneIsAUsageError() {
    Cli spawn = Cli.run("check", "--launcher", "spawn", "--solvers", fake("sat.sh"), good.toString());
    Cli jdk = Cli.run("check", "--launcher", "jdk", "--solvers", fake("sat.sh"), good.toString());
    assertEquals(spawn.out().lines().findFirst().orElseThrow().replaceAll("\\d+ms", "Nms"),
        jdk.out().lines().findFirst().orElseThrow().replaceAll("\\d+ms", "Nms"));
    Cli bad = Cli.run("check", "--launcher", "fork", "--solvers", fake("sat.sh"), good.toString());
    assertEquals(2, bad.exit(), bad.out() + bad.err());
    assertTrue(bad.err().contains("--launcher: unknown launcher 'fork' (spawn or jdk)"), bad.err());
  }

  @Test
  void aMissingFileIsAUsageErrorBeforeAnyRun() throws Exception {
    Path missing = dir.resolve("gone.smt2");
    Cli r = Cli.run("check", "--solvers", fake("sat.sh"), good.toString(), missing.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertEquals("", r.out());
    assertTrue(r.err().contains("no such file or folder: " + missing), r.err());
  }

  @Test
  void crashIsStoredOnceAndReplays() throws Exception {
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", fake("segv.sh"), "--out", out.toString(), good.toString(), good.toString());
    assertEquals(10, r.exit(), r.out());
    assertTrue(r.out().contains(": crash ["), r.out());
    List<Path> folders = folders(out);
    assertEquals(1, folders.size(), folders::toString);
    assertEquals("crash", BugStore.read(folders.get(0)).kind());
    assertTrue(Files.exists(out.resolve("summary.json")));
    assertEquals(2, new BugStore(out).index().values().iterator().next().count());
    Cli replay = Cli.run("replay", folders.get(0).toString());
    assertEquals(0, replay.exit(), replay.out());
    assertTrue(replay.out().contains("reproduced: crash"), replay.out());
  }

  @Test
  void jsonLines() {
    Cli r = Cli.run("check", "--json", "--solvers", fake("sat.sh"), good.toString());
    List<String> lines = r.out().lines().toList();
    assertEquals(2, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("{\"file\":\"" + good + "\",\"verdict\":\"sat\""), lines.get(0));
    assertTrue(lines.get(1).contains("\"tests\":1"), lines.get(1));
  }

  @Test
  void usageErrorsExitWith2() {
    assertEquals(2, Cli.run("check", "--no-such-option", good.toString()).exit());
    assertEquals(2, Cli.run("check", "--jobs", "0", "--solvers", fake("sat.sh"), good.toString()).exit());
    Cli missing = Cli.run("check", "--solvers", "no-such-solver-xyz", good.toString());
    assertEquals(2, missing.exit());
    assertTrue(missing.err().contains("apt-get install -y z3 cvc5"), missing.err());
    assertEquals(1, missing.err().lines().count(), "one line, no usage text after it: " + missing.err());
    assertTrue(missing.err().startsWith("tamis check: solver 'no-such-solver-xyz' not found on PATH"), missing.err());
    assertTrue(missing.err().strip().endsWith("(tamis check --help shows the options)"), missing.err());
    assertEquals(2, Cli.run("check").exit());
    assertEquals(2, Cli.run("fuzz", "--shard", "3/2", "--solvers", fake("sat.sh")).exit());
    assertEquals(2, Cli.run("fuzz", "--generator", "nope", "--solvers", fake("sat.sh")).exit());
  }

  /** A solver that exits 127 is refused in one line after the solvers line, and no script runs. */
  @Test
  void aSolverThatCannotStartIsRefused() throws Exception {
    Path stub = FuzzCommandTest.stub127(dir.resolve("bin"), "solver");
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", stub.toString(), "--out", out.toString(), good.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    // The solvers line first, as every command says what it runs; then the refusal, one line.
    assertEquals(List.of("tamis: solvers: " + stub + " (as named)",
        "tamis: check: solver '" + stub + "' refused: given a trivial sat script, it did not start: "
        + "exit code 127 (not found); check the path in --solvers, or install a solver with: bin/tamis solvers "
        + "install newest (or Debian's: apt-get install -y z3 cvc5)"), r.err().lines().toList());
    assertEquals("", r.out());
    assertTrue(Files.notExists(out));
  }

  static String fake(String name) {
    return FakeSolvers.path(name).toString();
  }

  static List<Path> folders(Path out) throws Exception {
    try (Stream<Path> s = Files.list(out)) {
      return s.filter(Files::isDirectory).sorted().toList();
    }
  }
}
