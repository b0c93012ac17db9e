package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.BugStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tamis reduce} on findings of a fake solver that crashes on one operator. */
class ReduceCommandTest {
  private static final String SCRIPT = """
      (set-logic QF_NIA)
      (set-info :source |written for this test|)
      (declare-fun x () Int)
      (declare-fun y () Int)
      (declare-fun z () Int)
      (assert (> (+ x (* 2 y)) 3))
      (assert (let ((a (+ x y))) (and (< a 10) (or (= z (* a a)) (= a (div (+ z 1) (- y 3)))))))
      (assert (distinct x y z))
      (check-sat)
      """;

  @TempDir
  Path dir;

  private Path finding;

  @BeforeEach
  void crash() throws Exception {
    Path script = Files.writeString(dir.resolve("div.smt2"), SCRIPT);
    Path out = dir.resolve("out");
    Cli r = Cli.run("check", "--solvers", CheckCommandTest.fake("crash-on.sh") + " div", "--out", out.toString(),
        script.toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    List<Path> folders = CheckCommandTest.folders(out);
    assertEquals(1, folders.size(), folders::toString);
    finding = folders.get(0);
  }

  @Test
  void keepsTheCrashingOperatorAndDropsTheRest() throws Exception {
    String found = Files.readString(finding.resolve(BugStore.SCRIPT));
    Cli r = Cli.run("reduce", "--time", "60s", finding.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith("reduced: "), r.out());
    String reduced = Files.readString(finding.resolve(BugStore.REDUCED));
    assertTrue(reduced.contains("(div "), reduced);
    assertEquals(1, reduced.split("\\(assert ", -1).length - 1, reduced);
    assertFalse(reduced.contains("set-info"), reduced);
    assertTrue(reduced.length() < SCRIPT.length() / 2, reduced);
    assertEquals(found, Files.readString(finding.resolve(BugStore.SCRIPT)), "test.smt2 stays as found");
    assertTrue(found.startsWith(SCRIPT.substring(0, SCRIPT.indexOf("(check-sat)"))), found);
    assertTrue(r.err().lines().count() >= 2, "one progress line per smaller script: " + r.err());
  }

  @Test
  void aBugStoreHasEachOfItsFindingsReduced() throws Exception {
    Cli r = Cli.run("reduce", "--time", "60s", finding.getParent().toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith(finding.getFileName() + ":\nreduced: "), r.out());
    assertTrue(Files.readString(finding.resolve(BugStore.REDUCED)).contains("(div "));
    assertEquals(2, Cli.run("reduce", dir.toString()).exit(), "a folder without findings");
  }

  @Test
  void aFindingThatDoesNotReproduceIsNotReduced() throws Exception {
    Files.writeString(finding.resolve(BugStore.SCRIPT), SCRIPT.replace("div", "mod"));
    Cli r = Cli.run("reduce", finding.toString());
    assertEquals(1, r.exit(), r.out() + r.err());
    assertTrue(r.out().startsWith("not reproduced: crash"), r.out());
    assertFalse(Files.exists(finding.resolve(BugStore.REDUCED)));
  }

  @Test
  void aMalformedScriptIsAUsageErrorWithItsPosition() throws Exception {
    Files.writeString(finding.resolve(BugStore.SCRIPT), "(set-logic QF_NIA)\n(assert (div q 2))\n");
    Cli r = Cli.run("reduce", finding.toString());
    assertEquals(2, r.exit(), r.out() + r.err());
    assertTrue(r.err().contains(BugStore.SCRIPT + ":2:"), r.err());
    assertEquals(2, Cli.run("reduce", dir.resolve("nothing-here").toString()).exit());
  }
}
