package io.tamis.enumerator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.enumerator.render.TextBuffer;
import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The text rewritten after the changed node only equals the test written from scratch. */
class IncrementalTextTest {

  @ParameterizedTest(name = "{0} et={1} from {2}")
  @CsvSource({"Ints, true, 0", "Strings, true, 9000", "FP, true, 41000", "Arrays, true, 0", "Strings, false, 0",
      "QLIA, false, 0", "Bitvectors, false, 123456", "UF, false, 0"})
  void rewrittenTextEqualsFreshText(String grammar, boolean et, long from) {
    Enumerator enumerator = Enumerator.load(grammar, et);
    BigInteger first = BigInteger.valueOf(from);
    Enumeration stream = enumerator.stream(new IndexRange(first, first.add(BigInteger.valueOf(6000))));
    TextBuffer fresh = new TextBuffer(256);
    for (int i = 0; i < 6000; i++) {
      if (i % 1000 == 999) {
        stream.advance(); // a step without text: the next one must be written in full
        assertEquals(enumerator.test(stream.index()), enumerator.renderer().test(stream.current()));
        continue;
      }
      TextBuffer text = stream.nextText();
      fresh.clear();
      enumerator.renderer().test(enumerator.derivation(stream.index()), fresh);
      assertEquals(fresh.toString(), text.toString(), grammar + " index " + stream.index());
    }
    assertNull(stream.nextText());
  }
}
