package io.tamis.enumerator.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.grammar.GrammarReader;
import io.tamis.enumerator.render.Style;
import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Finite grammars end; infinite ones do not pretend to. */
class FinitenessTest {
  private static final String HEAD = "grammar G\ndeclare-const x Bool\nstart f\n";

  /** rules | largest size (-1: unbounded) | number of tests. */
  @CsvSource(delimiter = '|', value = {
      "rule f Bool\\n  leaf true\\n  var x | 0 | 2",
      "rule f Bool\\n  leaf true\\n  apply not g\\nrule g Bool\\n  apply and h h\\nrule h Bool\\n  var x | 2 | 2",
      "rule f Bool\\n  leaf true\\n  apply not f | -1 | -1",
      "rule f Bool\\n  leaf true\\n  apply not g\\nrule g Bool\\n  apply not g | 0 | 1",
      "rule f Bool\\n  apply not f | 0 | 0",
      "rule f Bool\\n  leaf true\\n  apply and g g\\nrule g Bool\\n  var x\\nrule u Bool\\n  apply not u | 1 | 2",
  })
  @ParameterizedTest(name = "{1} {2}")
  void largestSizeAndEnd(String rules, int maxSize, long tests) {
    Enumerator e = new Enumerator(new GrammarReader().read("g", HEAD + rules.replace("\\n", "\n") + "\n"),
        Style.SMTLIB);
    assertEquals(maxSize, e.counts().maxSize());
    Enumeration stream = e.stream(new IndexRange(BigInteger.ZERO, BigInteger.valueOf(100)));
    while (stream.advance()) {
      // count them
    }
    assertEquals(tests < 0 ? 100 : tests, stream.produced());
    if (tests >= 0) {
      assertThrows(IllegalArgumentException.class, () -> e.derivation(BigInteger.valueOf(tests)));
    }
  }
}
