package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.TermPrinter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PreparedSeedTest {

  private static PreparedSeed prepare(String text) {
    return PreparedSeed.of(new ScriptReader().read("seed", text.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void namedTermsAreInlinedEvenWhenUsedInTheSameAssertion() {
    PreparedSeed seed = prepare("(declare-const x Int)(assert (and (! (> x 1) :named p) p))(assert p)");
    String printed = ScriptPrinter.toText(seed.script());
    assertFalse(printed.contains(":named"), printed);
    assertEquals("(declare-const x Int)\n(assert (and (> x 1) (> x 1)))\n(assert (> x 1))\n", printed);
  }

  @Test
  void statusIsDroppedAndOtherInfoKept() {
    PreparedSeed seed = prepare("(set-info :status sat)(set-info :source |s|)(declare-const b Bool)(assert b)");
    assertNull(seed.script().status());
    assertEquals("(set-info :source |s|)\n(declare-const b Bool)\n(assert b)\n", ScriptPrinter.toText(seed.script()));
  }

  @Test
  void subTermsOfLaterAssertionsAreNotUsableBeforeTheirDeclarations() {
    PreparedSeed seed = prepare("(declare-const x Int)(assert (> x 0))(declare-const y Int)(assert (> y x))");
    var y = seed.terms(io.tamis.core.sort.Sort.INT).stream().filter(t -> TermPrinter.toText(t).equals("y")).findFirst()
        .orElseThrow();
    assertFalse(seed.usableAt(y, 1));
    assertEquals(true, seed.usableAt(y, 3));
  }
}
