package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Triage files the findings of one area together, as a maintainer would read them: bench/findings' nine open z3
 * finite-set findings (wrong answers, invalid models and crashes) are one thread; a slowdown is never joined to
 * the wrong answers of its area (z3's nonlinear arithmetic holds one of each).
 */
class AreasTest {
  @Test
  void theFindingsOfOneAreaAreFiledTogether() {
    Path findings = Path.of(System.getProperty("tamis.root", "..")).resolve("bench/findings");
    Cli r = Cli.run("triage", findings.toString());
    assertEquals(0, r.exit(), r.out() + r.err());
    String out = r.out();
    int at = out.indexOf("file together, one thread per area:\n");
    assertTrue(at > 0, out);
    String threads = out.substring(at, out.indexOf("\n\n", at));
    assertTrue(threads.contains("  z3 FiniteSets (9): "), threads);
    for (String folder : new String[] {"z3-finiteset-size-union-crash", "z3-finiteset-intersect-empty",
        "z3-finiteset-negated-membership-model"}) {
      assertTrue(threads.contains(folder), folder + " in " + threads);
    }
    assertTrue(threads.contains("  cvc5 strings proofs (2): "), threads);
    assertFalse(threads.contains("z3-to-int-forall-slow"), "a slowdown alone in its thread: " + threads);
    assertFalse(threads.contains("25b-cvc5-bv-forall"), "a known bug is not sent: " + threads);
  }
}
