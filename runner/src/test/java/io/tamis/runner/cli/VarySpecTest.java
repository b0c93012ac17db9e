package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class VarySpecTest {
  @ParameterizedTest
  @CsvSource({"0.3,0.3,false", "safe,0.5,true", "'safe,0.3',0.3,true", "'0.3,safe',0.3,true", "'all,1',1,false",
      "1,1,false", "0,0,false"})
  void aShareASafeOrBoth(String text, double share, boolean safe) {
    assertEquals(new VarySpec(share, safe), VarySpec.parse(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"1.5", "-0.1", "safe,2"})
  void aShareOutsideZeroToOneIsAnError(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> VarySpec.parse(text));
    assertTrue(e.getMessage().startsWith("--vary-options must be between 0 and 1, got "), e.getMessage());
  }

  /** What the flag does not take as its value stays a positional argument (a file to check). */
  @ParameterizedTest
  @ValueSource(strings = {"f.smt2", "safe.smt2", "safe,", "unsafe", "0.5,0.3,safe"})
  void otherWordsAreNotSpecs(String text) {
    assertFalse(VarySpec.FORM.matcher(text).matches(), text);
    assertThrows(IllegalArgumentException.class, () -> VarySpec.parse(text));
  }
}
