package io.tamis.enumerator.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.enumerator.count.Counts;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The grammar format: what it reads, and the message for each way a grammar can be wrong. */
class GrammarReaderTest {
  private static final String HEAD = "grammar G\ndeclare-const x Int\nstart f\nrule f Bool\n";

  @Test
  void readsEveryKindOfAlternative() {
    Grammar g = new GrammarReader().read("g", HEAD + "  leaf true ; a comment\n  apply < i i\n"
        + "  forall ((y Int)) body :cost 3\nrule i Int\n  leaf 0\n  var x\n  apply + i i :cost 2\n"
        + "  apply bv2nat b\nrule b (_ BitVec 4)\n  leaf #x0\n  apply (_ extract 3 0) b\n"
        + "rule body Bool\n  apply = j j\nrule j Int\n  var y\n  use i\n");
    assertEquals(List.of("f", "i", "b", "body", "j"), g.rules().stream().map(Rule::name).toList());
    assertEquals(new Alternative.Binder("forall", List.of(new Alternative.SortedVar("y", "Int")), "body", 3, 7),
        g.rules().get(0).alternatives().get(2));
    assertEquals(2, g.cost(1, 2));
    assertEquals(new Alternative.Apply("(_ extract 3 0)", List.of("b"), 1, 15), g.alternative(2, 1));
    Counts counts = new Counts(g);
    assertEquals(BigInteger.ONE, counts.tests(0));
    // i: 0 and x at size 0; (bv2nat #x0) at 1; (+ l l) for 4 pairs of leaves (cost 2) and
    // (bv2nat ((_ extract 3 0) #x0)) at 2
    assertEquals(List.of(BigInteger.TWO, BigInteger.ONE, BigInteger.valueOf(5)),
        List.of(counts.count(1, 0), counts.count(1, 1), counts.count(1, 2)));
  }

  /** text appended to HEAD | part of the message. */
  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
      "  apply nosuchop f | unknown operator nosuchop",
      "  apply + i i\\nrule i Int\\n  leaf 0 | alternative of sort Int in rule f of sort Bool",
      "  apply < i i\\nrule i Int\\n  leaf \"s\" | leaf \"s\" is not a Int",
      "  var z | undeclared variable z",
      "  apply < i i | no rule named i",
      "  use g\\nrule g Bool\\n  use f | reach each other through zero-cost alternatives",
      "  leaf true :cost -1 | :cost needs a number >= 0",
      "  frobnicate x | unknown directive frobnicate",
      "  apply not (f | unbalanced parentheses",
      "  leaf true\\nrule f Bool\\n  leaf false | rule f defined twice",
  })
  void reportsMistakes(String body, String message) {
    String text = HEAD + body.replace("\\n", "\n") + "\n";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Counts(new GrammarReader().read("bad.grammar", text)));
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  @Test
  void checkOffAcceptsEtQuirks() {
    Grammar g = new GrammarReader().read("et", "grammar G\ncheck off\nstart f\nrule f Bool\n  apply str_to_int f\n"
        + "  leaf true\n");
    assertEquals(false, g.checked());
  }
}
