package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
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

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
