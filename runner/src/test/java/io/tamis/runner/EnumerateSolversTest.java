package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.TestCase;
import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.render.TextBuffer;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tamis enumerate --solvers}: the oracle run over a range and its bounded guarantee. */
class EnumerateSolversTest {
  @TempDir
  Path dir;

  @Test
  void checksEveryTestAndStatesTheGuarantee() throws Exception {
    Path out = dir.resolve("out");
    Cli r = Cli.run("enumerate", "--grammar", "Core", "--et-order", "--count", "40", "--solvers",
        FakeSolvers.path("sat.sh").toString(), "--jobs", "2", "--out", out.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("summary: 40 tests, verdicts {sat=40}"), r.out());
    assertTrue(r.out().contains("checked indices 0..40 (exclusive): all tests up to size 0, plus 24.3% of size 1"),
        r.out());
    String summary = Files.readString(out.resolve("summary.json"));
    assertTrue(summary.contains("\"checkedUpTo\" : \"40\""), summary);
  }

  @Test
  void aWholeSizeIsStatedAsCovered() {
    Cli r = Cli.run("enumerate", "--grammar", "Core", "--et-order", "--max-size", "1", "--solvers",
        FakeSolvers.path("sat.sh").toString(), "--jobs", "2");
    assertEquals(0, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("checked indices 0..152 (exclusive): all tests up to size 1\n"), r.out());
  }

  @Test
  void disagreementsAreFindings() {
    Cli r = Cli.run("enumerate", "--grammar", "Ints", "--count", "30", "--solvers",
        FakeSolvers.path("sat.sh") + ";" + FakeSolvers.path("random.sh"), "--jobs", "2", "--out",
        dir.resolve("out").toString());
    assertEquals(10, r.exit(), r.out() + r.err());
    assertTrue(r.out().contains("checked indices 0..30 (exclusive)"), r.out());
  }

  /** Push/pop sessions must give each test the verdict a fresh process gives. */
  @Test
  @Tag("solver")
  void scopedSessionsAgreeWithFreshProcessesTestByTest() throws Exception {
    List<SolverConfig> configs = List.of(SolverProfiles.bundled().config("z3", null),
        SolverProfiles.bundled().config("cvc5", null));
    List<TestCase> tests = tests("Ints", 400, 150);
    tests.addAll(tests("Strings", 5000, 150));
    try (SolverPool pool = new SolverPool(2); TestRunner scoped = new TestRunner(pool, configs, 1000, true);
        TestRunner fresh = new TestRunner(pool, configs, 0)) {
      int agreed = 0;
      for (TestCase t : tests) {
        List<String> warm = answers(scoped, t);
        List<String> cold = answers(fresh, t);
        for (int i = 0; i < warm.size(); i++) {
          if (definite(warm.get(i)) && definite(cold.get(i))) {
            assertEquals(cold.get(i), warm.get(i), new String(t.text(), StandardCharsets.US_ASCII));
            agreed++;
          }
        }
      }
      assertTrue(agreed >= 2 * tests.size() * 9 / 10, "definite answers in both: " + agreed);
    }
  }

  private static boolean definite(String verdict) {
    return verdict.equals("SAT") || verdict.equals("UNSAT");
  }

  private static List<String> answers(TestRunner runner, TestCase t) throws InterruptedException {
    return runner.run(0, t.seedName(), t, "ALL").outcomes().stream().map(o -> o.verdict().toString()).toList();
  }

  private static List<TestCase> tests(String grammar, long from, long count) {
    Enumerator e = Enumerator.load(grammar, false);
    Enumeration stream = e.stream(new IndexRange(BigInteger.valueOf(from), BigInteger.valueOf(from + count)));
    List<TestCase> tests = new ArrayList<>();
    for (TextBuffer text = stream.nextText(); text != null; text = stream.nextText()) {
      byte[] bytes = text.toString().getBytes(StandardCharsets.US_ASCII);
      tests.add(new TestCase(bytes, null, "enumerate", grammar + "#" + stream.index(), null, 0, 0, 0));
    }
    return tests;
  }
}
