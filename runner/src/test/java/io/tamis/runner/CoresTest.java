package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.runner.oracle.Cores;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** An unsat core's request, the core as each solver prints it, and the script of the core alone. */
class CoresTest {
  private static final String SCRIPT = """
      ; a comment
      (set-info :status unsat)
      (set-logic QF_LIA)
      (declare-fun x () Int)
      (declare-fun |y z| () Int)
      (assert (> x 2))
      (define-fun two () Int 2)
      (assert (! (< |y z| two) :named own))
      (assert (< x 1))
      (check-sat)
      (get-model)
      (exit)
      (assert false)
      """;

  @Test
  void theRequestNamesEveryAssertionAndAsksForTheCoreAfterTheOnlyQuery() {
    Cores.Request r = request(SCRIPT);
    assertEquals("""
        (set-option :produce-unsat-cores true)
        (set-logic QF_LIA)
        (declare-fun x () Int)
        (declare-fun |y z| () Int)
        (assert (! (> x 2) :named tamis_a0))
        (define-fun two () Int 2)
        (assert (! (! (< |y z| two) :named own) :named tamis_a1))
        (assert (! (< x 1) :named tamis_a2))
        (check-sat)
        (get-unsat-core)
        """, new String(r.text(), StandardCharsets.ISO_8859_1));
    assertEquals(List.of(Set.of("tamis_a0"), Set.of("tamis_a1", "own"), Set.of("tamis_a2")), r.names());
  }

  /**
   * z3 prints the outer names on one line; cvc5 an assertion's own name, one per line; quoted symbols too. An
   * empty core is one (of no assertion), a core of names we never gave is none.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '#', value = {
      "unsat\\n(tamis_a0 tamis_a2)\\n # 0,2",
      "unsat\\n(\\ntamis_a2\\nown\\n)\\n # 1,2",
      "sat\\nunsat\\n(|tamis_a1|)\\n # 1",
      "unsat\\n(error \"line 9: unsat core construction is not enabled\")\\n # ",
      "unsat\\n()\\n # empty",
      "unsat\\n(\\n)\\n # empty",
      "unsat\\n(someone_else)\\n # ",
      "sat\\n # "})
  void theCoreIsReadAsEachSolverPrintsIt(String stdout, String kept) {
    List<Integer> core = request(SCRIPT).core(stdout.replace("\\n", "\n"));
    if (kept == null) {
      assertNull(core);
    } else if (kept.equals("empty")) {
      assertEquals(List.of(), core);
    } else {
      assertEquals(List.of(kept.split(",")).stream().map(Integer::valueOf).toList(), core);
    }
  }

  @Test
  void theCoreScriptKeepsOnlyItsAssertionsAndEndsAtTheQuery() {
    byte[] core = Cores.script(SCRIPT.getBytes(StandardCharsets.ISO_8859_1), List.of(0, 2));
    assertEquals("""
        (set-logic QF_LIA)
        (declare-fun x () Int)
        (declare-fun |y z| () Int)
        (assert (> x 2))
        (define-fun two () Int 2)
        (assert (< x 1))
        (check-sat)
        """, new String(core, StandardCharsets.ISO_8859_1));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "(declare-fun p () Bool)(assert p)(check-sat)",
      "(declare-fun p () Bool)(assert p)(assert (not p))(check-sat)(check-sat)",
      "(declare-fun p () Bool)(push 1)(assert p)(assert (not p))(check-sat)",
      "(declare-fun p () Bool)(assert p)(assert (not p))(check-sat-assuming (p))",
      "(declare-fun p () Bool)(assert p)(assert (not p))"})
  void scriptsWithoutOneQueryOverTwoAssertionsHaveNoCore(String script) {
    assertNull(Cores.request(script.getBytes(StandardCharsets.ISO_8859_1)), script);
  }

  private static Cores.Request request(String script) {
    Cores.Request r = Cores.request(script.getBytes(StandardCharsets.ISO_8859_1));
    assertNotNull(r);
    return r;
  }
}
