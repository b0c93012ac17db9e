package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.solver.Executables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Needs z3 and cvc5 on PATH: fails (never skips) without them. cvc5 1.0.3 reads ((_ re.loop 0 0) (re.* r)) as
 * (re.* r) (found by a typefuzz campaign in session 11); the disagreement is found, then reduced around the loop.
 */
class ReduceRealSolverTest {
  private static final String SOLVERS = "z3@path model_validate=true;cvc5@path --check-models --produce-models --strings-exp -q";
  private static final String SCRIPT = """
      (set-logic QF_SLIA)
      (declare-fun x () String)
      (declare-fun y () String)
      (declare-fun n () Int)
      (assert (= (str.len y) (+ n 2)))
      (assert (str.prefixof "ab" y))
      (assert (str.in_re x (re.inter ((_ re.loop 0 0) (re.* re.allchar)) (re.union re.allchar (str.to_re "zz")))))
      (assert (>= n 0))
      (check-sat)
      """;

  @TempDir
  Path dir;

  @Test
  void cvc5sLoopOfStarDisagreementIsFoundAndReducedAroundTheLoop() throws Exception {
    for (String s : new String[] {"z3", "cvc5"}) {
      assertNotNull(Executables.find(s), s + " is not on PATH; install it with: apt-get install -y z3 cvc5");
    }
    Path script = Files.writeString(dir.resolve("loop.smt2"), SCRIPT);
    Path out = dir.resolve("out");
    Cli check = Cli.run("check", "--solvers", SOLVERS, "--out", out.toString(), script.toString());
    assertEquals(10, check.exit(), check.out() + check.err());
    // models are checked by default: cvc5's model is false under tamis's evaluator, which names cvc5
    Map<String, FindingRecord> found = new TreeMap<>();
    for (Path f : CheckCommandTest.folders(out)) {
      found.put(BugStore.read(f).kind(), BugStore.read(f));
    }
    assertEquals(Set.of("invalid-model", "soundness"), found.keySet(), found::toString);
    FindingRecord soundness = found.get("soundness");
    assertTrue(soundness.culprit().startsWith("cvc5"), soundness.culprit());
    assertEquals("invalid-model", soundness.evidence());
    Path folder = CheckCommandTest.folders(out).stream()
        .filter(f -> f.getFileName().toString().startsWith("soundness")).findFirst().orElseThrow();
    Cli reduce = Cli.run("reduce", "--time", "120s", folder.toString());
    assertEquals(0, reduce.exit(), reduce.out() + reduce.err());
    String reduced = Files.readString(folder.resolve(BugStore.REDUCED));
    assertTrue(reduced.contains("((_ re.loop 0 0) (re.* re.allchar))"), reduced);
    assertEquals(1, reduced.split("\\(assert ", -1).length - 1, reduced);
    // the stored test ends with the model check's (get-model)
    assertTrue(reduced.length() < SCRIPT.length() * 3 / 5, reduced);
  }
}
