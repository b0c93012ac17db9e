package io.tamis.runner.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.session.SessionScript.Step;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The response splitter, the assertion stack followed through a session, and which errors an answer explains. */
class SessionReadingTest {
  private static final String SESSION = """
      ; tamis session
      (set-option :print-success true)
      (set-option :global-declarations true)
      (set-option :produce-unsat-assumptions true)
      (set-logic QF_LIA)
      (declare-const x Int)
      (declare-const |s!a0| Bool)
      (assert (> x 0))
      (push 1)
      (define-fun d () Bool (< x 0))
      (assert (=> |s!a0| d))
      (check-sat-assuming (|s!a0|))
      (get-unsat-assumptions)
      (get-model)
      (pop 1)
      (reset-assertions)
      (assert (! (> x 2) :named n))
      (check-sat)
      (get-info :reason-unknown)
      (exit)
      """;

  private static List<Step> steps() {
    return SessionScript.of(SESSION.getBytes(StandardCharsets.ISO_8859_1)).steps();
  }

  @Test
  void splitsResponsesBySExpressionsAndLines() {
    String out = "success\nsat\n((x 1)\n (y \"a)b\"))\n(error \"line 3: no\")\nunknown (INCOMPLETE)\n; a comment\n(\n)\n";
    assertEquals(List.of("success", "sat", "((x 1)\n (y \"a)b\"))", "(error \"line 3: no\")", "unknown (INCOMPLETE)",
        "(\n)"), Responses.of(out));
    assertEquals("unknown", Responses.answer("unknown (INCOMPLETE)"));
  }

  @Test
  void asksEachQueryFreshWithWhatIsInScopeAndItsAssumptionsAsserted() {
    Step query = steps().get(10);
    assertEquals("check-sat-assuming", query.head());
    assertEquals("""
        (set-option :produce-unsat-assumptions true)
        (set-logic QF_LIA)
        (declare-const x Int)
        (declare-const |s!a0| Bool)
        (define-fun d () Bool (< x 0))
        (assert (> x 0))
        (assert (=> |s!a0| d))
        (assert |s!a0|)
        (check-sat)
        """, query.query().question());
  }

  @Test
  void aResetKeepsGlobalDeclarationsAndDropsEveryAssertion() {
    Step query = steps().get(16);
    assertTrue(query.query().question().contains("(define-fun d () Bool (< x 0))"), query.query().question());
    assertFalse(query.query().question().contains("(assert (> x 0))"), query.query().question());
  }

  @Test
  void aCoreKeepsTheUnnamedAssertionsAndTheNamedItNames() {
    AssertionStack s = new AssertionStack();
    s.apply("declare-const", "(declare-const x Int)");
    s.apply("assert", "(assert (> x 0))");
    s.apply("assert", "(assert (! (< x 5) :named |a|))");
    s.apply("assert", "(assert (! (< x 9) :named b))");
    assertEquals("(declare-const x Int)\n(assert (> x 0))\n(assert (! (< x 5) :named |a|))\n(check-sat)\n",
        s.core(List.of("a")));
  }

  @Test
  void anErrorIsExpectedOnlyWhereTheAnswerForbidsTheCommand() {
    SessionScript session = SessionScript.of(SESSION.getBytes(StandardCharsets.ISO_8859_1));
    String out = "success\n".repeat(10) + "sat\n(error \"no core\")\n((define-fun x () Int 1))\n"
        + "success\n".repeat(3) + "sat\n(error \"not unknown\")\n";
    Transcript t = new Transcript(session, out);
    assertTrue(t.errorExpected(11), "unsat assumptions after sat");
    assertFalse(t.errorExpected(12), "a model after sat");
    assertTrue(t.errorExpected(17), "a reason after sat");
    assertEquals(-1, t.unexpectedError());
    assertEquals(-1, t.stoppedAt(), "no response to (exit) is no stop");
    Transcript cut = new Transcript(session, "success\n".repeat(10) + "(error \"bad\")\n");
    assertEquals(10, cut.unexpectedError());
    assertEquals(11, cut.stoppedAt());
  }
}
