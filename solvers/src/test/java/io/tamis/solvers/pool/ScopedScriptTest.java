package io.tamis.solvers.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScopedScriptTest {
  @Test
  void headerIsEverythingBeforeTheFirstAssertion() {
    ScopedScript s = ScopedScript.of("(set-logic QF_LIA)\n(declare-const a Int)\n(assert (< a 0))\n(check-sat)\n");
    assertEquals("(set-logic QF_LIA)\n(declare-const a Int)\n", s.header());
    assertEquals("(assert (< a 0))\n(check-sat)\n", s.body());
  }

  @Test
  void etOneLineTestsSplitToo() {
    ScopedScript s = ScopedScript.of("( declare-const a Int ) ( assert ( = 0 a ) ) ( check-sat )");
    assertEquals("( declare-const a Int ) ", s.header());
    assertEquals("( assert ( = 0 a ) ) ( check-sat )", s.body());
  }

  @Test
  void anAssertionFirstHasAnEmptyHeader() {
    assertEquals("", ScopedScript.of("(assert true)\n(check-sat)\n").header());
  }

  @ParameterizedTest
  @ValueSource(strings = {"(declare-const a Int)\n(check-sat)\n",
      "(declare-const a Int)\n(assert (= a 1))\n(reset)\n(check-sat)\n",
      "(declare-const a Int)\n(assert (= a 1))\n(set-option :produce-models true)\n(check-sat)\n",
      "(declare-const a Int)\n(assert (= a 1))\n(pop 1)\n(check-sat)\n",
      "(push 1)\n(declare-const a Int)\n(assert (= a 1))\n(check-sat)\n",
      "(declare-const a Int)\n(assert (= a 1))\n(set-logic QF_LIA)\n",
      "(declare-const assertion Int)\n(check-sat)\n"})
  void scriptsThatChangeStateBeyondTheScopeAreNotScoped(String text) {
    ScopedScript s = ScopedScript.of(text);
    assertFalse(s.scoped());
    assertEquals(text, s.body());
  }
}
