package io.tamis.runner.findings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reordered script a report tries: assertions reversed where the last one stood, or none where order means more. */
class TriedTest {
  @Test
  void assertionsAreReversedWhereTheLastOneStoodSoEverySymbolIsDeclaredFirst() {
    String script = "(set-logic ALL)\n(declare-const a Int)\n(assert (> a 0))\n(declare-const b Int)\n"
        + "(assert (< b a))\n(assert (= b 1))\n(check-sat)\n";
    assertEquals("(set-logic ALL)\n(declare-const a Int)\n(declare-const b Int)\n(assert (= b 1))\n"
        + "(assert (< b a))\n(assert (> a 0))\n(check-sat)\n", Tried.reversed(bytes(script)));
  }

  @Test
  void noReorderingForOneAssertionScopesSeveralQueriesOrAScriptThatDoesNotRead() {
    assertNull(Tried.reversed(bytes("(declare-const a Int)\n(assert (> a 0))\n(check-sat)\n")));
    assertNull(Tried.reversed(bytes("(declare-const a Int)\n(push 1)\n(assert (> a 0))\n(assert (< a 0))\n"
        + "(check-sat)\n(pop 1)\n")));
    assertNull(Tried.reversed(bytes("(declare-const a Int)\n(assert (> a 0))\n(check-sat)\n(assert (< a 0))\n"
        + "(check-sat)\n")));
    assertNull(Tried.reversed(bytes("(assert (> a 0))\n(assert (< a 0))\n(check-sat)\n")));
  }

  /**
   * "Without the options" keeps the profile mode a finding ran under: cvc5's segfault in its own proof check needs
   * --check-proofs, not the option set the test drew beside it.
   */
  @Test
  void withoutTheOptionsKeepsTheModeAFindingRanUnder() {
    SolverConfig c = SolverProfiles.bundled().config("cvc5 -q --re-elim=agg --check-proofs", Duration.ofSeconds(1));
    SolverConfig underMode = new SolverConfig("cvc5@main {--check-proofs} [--re-elim=agg]", c.profile(),
        c.executable(), c.args(), c.timeout(), c.memoryMb());
    assertEquals(List.of("--check-proofs"), Tried.modeArgs(underMode));
    assertEquals(List.of(), Tried.modeArgs(c));
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
