package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** 100,000-deep terms read, check and print on the heap, not the Java stack (surefire uses -Xss512k). */
class DeepTermTest {
  private static final int DEPTH = 100_000;

  @ParameterizedTest
  @ValueSource(strings = {"(not %s)", "(+ 1 %s)", "(forall ((v Int)) (or (> v 0) %s))", "(let ((w %s)) w)",
      "((lambda ((b Bool)) (not b)) %s)", "(@ (lambda ((b Bool)) (and b %s)) true)",
      "((_ tuple.select 0) (tuple %s 1))"})
  void deepTermsRoundTrip(String layer) {
    String[] parts = layer.split("%s");
    String leaf = layer.startsWith("(+") ? "x" : "(> x 0)";
    StringBuilder text = new StringBuilder("(declare-const x Int)(assert ");
    text.append(layer.startsWith("(+") ? "(> " : "");
    text.append(parts[0].repeat(DEPTH)).append(leaf).append(parts[1].repeat(DEPTH));
    text.append(layer.startsWith("(+") ? " 0)" : "").append(")");
    Script s = Scripts.read(text.toString());
    assertEquals(List.of(), new SortChecker().check(s));
    assertNull(Scripts.roundTrip(s));
  }
}
