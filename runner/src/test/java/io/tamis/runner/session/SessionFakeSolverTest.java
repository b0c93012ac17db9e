package io.tamis.runner.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.FakeSolvers;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Finding;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A fake that wraps Debian's z3 and tells one lie about sessions (fake/session-liar.py), beside z3 itself: each lie
 * is caught with its kind, and the fake is named.
 */
@Tag("solver")
public class SessionFakeSolverTest {
  /** Commands 8, 13 and 16 are the queries: sat, unsat, and sat again after the pop. */
  public static final String SESSION = """
      ; tamis session
      (set-option :print-success true)
      (set-option :global-declarations true)
      (set-option :produce-models true)
      (set-option :produce-unsat-cores true)
      (set-logic QF_LIA)
      (declare-const x Int)
      (assert (! (> x 0) :named |s!n0|))
      (check-sat)
      (get-value (x))
      (get-model)
      (push 1)
      (assert (! (< x 0) :named |s!n1|))
      (check-sat)
      (get-unsat-core)
      (pop 1)
      (check-sat)
      (get-value (x))
      (get-model)
      (exit)
      """;

  /** Commands 10, 14 and 17 are the queries: sat, unsat, sat; 14 assumes both guards. */
  static final String ASSUMING = """
      ; tamis session
      (set-option :print-success true)
      (set-option :global-declarations true)
      (set-option :produce-models true)
      (set-option :produce-unsat-assumptions true)
      (set-logic QF_LIA)
      (declare-const x Int)
      (declare-const |s!a0| Bool)
      (declare-const |s!a1| Bool)
      (assert (=> |s!a0| (> x 0)))
      (check-sat-assuming (|s!a0|))
      (get-model)
      (push 1)
      (assert (=> |s!a1| (< x 0)))
      (check-sat-assuming (|s!a0| |s!a1|))
      (get-unsat-assumptions)
      (pop 1)
      (check-sat-assuming (|s!a0|))
      (get-model)
      (exit)
      """;

  private static List<Finding> findings(String lie) throws InterruptedException {
    return findings(lie, SESSION);
  }

  private static List<Finding> findings(String lie, String session) throws InterruptedException {
    return findings(lie, session, true);
  }

  /** @param beside whether z3 runs beside the fake */
  private static List<Finding> findings(String lie, String session, boolean beside) throws InterruptedException {
    SolverConfig liar = FakeSolvers.config("session-liar.py", Duration.ofSeconds(10), lie);
    SolverConfig z3 = SolverProfiles.bundled().config("z3@path", Duration.ofSeconds(10));
    TestCase test = new TestCase(session.getBytes(StandardCharsets.ISO_8859_1), null, "sessions", "hand", "", 0, 0, 0);
    List<SolverConfig> configs = beside ? List.of(liar, z3) : List.of(liar);
    try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, configs)) {
      TestResult r = runner.run(0, "hand", test, "QF_LIA");
      return r.findings().stream().filter(f -> f.solvers().contains(liar.label()) || f.kind().equals("crash")).toList();
    }
  }

  private static Finding only(List<Finding> findings, String kind) {
    List<Finding> of = findings.stream().filter(f -> f.kind().equals(kind) && f.culprit() != null
        && !f.culprit().equals("undecided")).toList();
    assertEquals(1, of.size(), findings.toString());
    assertTrue(of.get(0).culprit().contains("session-liar.py"), of.get(0).toString());
    return of.get(0);
  }

  @Test
  void forgettingThePopIsASoundnessFindingOfTheSession() throws InterruptedException {
    Finding f = findings("pop").stream().filter(x -> "one-shot".equals(x.evidence())).findFirst().orElseThrow();
    assertEquals("soundness", f.kind());
    assertTrue(f.culprit().contains("session-liar.py"), f.toString());
    assertTrue(f.detail().contains("answered unsat at command 16 (check-sat) of the session, sat to the same question "
        + "asked fresh"), f.detail());
    assertTrue(f.dedupKey().contains("session check-sat: wrong unsat"), f.dedupKey());
  }

  /** Asked fresh, the fake says unknown, and no other solver runs: the repeated question shows the forgotten pop. */
  @Test
  void twoAnswersToTheSameQuestionAreASoundnessFindingByPop() throws InterruptedException {
    Finding f = findings("unsure", SESSION, false).stream().filter(x -> "pop".equals(x.evidence())).findFirst()
        .orElseThrow();
    assertEquals("soundness", f.kind());
    assertTrue(f.culprit().contains("session-liar.py"), f.toString());
    assertTrue(f.detail().contains("answered sat at command 8 (check-sat) and unsat at command 16 (check-sat) to the "
        + "same question"), f.detail());
  }

  /** Asked fresh, the fake says unknown: z3's answer asked fresh decides. */
  @Test
  void whereTheSolverGivesNoAnswerFreshTheOthersDecide() throws InterruptedException {
    Finding f = findings("unsure").stream().filter(x -> "one-shot".equals(x.evidence())).findFirst().orElseThrow();
    assertTrue(f.culprit().contains("session-liar.py"), f.toString());
    assertTrue(f.detail().contains("answered unsat at command 16 (check-sat) of the session, sat to the same question "
        + "asked fresh by the other configurations"), f.detail());
  }

  @Test
  void aCoreThatIsSatAloneIsAnUnsatCoreFinding() throws InterruptedException {
    Finding f = only(findings("core"), "unsat-core");
    assertTrue(f.detail().contains("at command 13 (check-sat) and get-unsat-core gave (|s!n1|)"), f.detail());
  }

  @Test
  void aValueThatGetModelContradictsIsAValueFinding() throws InterruptedException {
    Finding f = only(findings("value"), "value");
    assertTrue(f.detail().startsWith("get-value gives x the value 12345 and get-model 1 after the sat at command 8"),
        f.detail());
  }

  @Test
  void noUnsatAssumptionsForAnUnsatIsAnUnsatCoreFinding() throws InterruptedException {
    Finding f = only(findings("assumptions", ASSUMING), "unsat-core");
    assertTrue(f.detail().contains("at command 14 (check-sat-assuming) and get-unsat-assumptions gave ()"),
        f.detail());
  }

  @Test
  void aModelThatFalsifiesAnAssumptionIsAnInvalidModelFinding() throws InterruptedException {
    Finding f = only(findings("model", ASSUMING), "invalid-model");
    assertTrue(f.detail().startsWith("the model after the sat at command 10 (check-sat-assuming) makes assertion"),
        f.detail());
  }

  @Test
  void theHonestSolverFindsNothing() throws InterruptedException {
    SolverConfig z3 = SolverProfiles.bundled().config("z3@path", Duration.ofSeconds(10));
    for (String session : List.of(SESSION, ASSUMING)) {
      TestCase test = new TestCase(session.getBytes(StandardCharsets.ISO_8859_1), null, "sessions", "hand", "", 0, 0,
          0);
      try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, List.of(z3))) {
        assertEquals(List.of(), runner.run(0, "hand", test, "QF_LIA").findings());
      }
    }
  }

  @Test
  void aCrashNamesTheCommandTheSessionStoppedAt() throws InterruptedException {
    List<Finding> found = findings("crash");
    Finding f = found.stream().filter(x -> x.kind().equals("crash")).findFirst().orElseThrow(() ->
        new AssertionError(found.toString()));
    assertTrue(f.detail().endsWith("at command 16 (check-sat) of the session"), f.detail());
  }
}
