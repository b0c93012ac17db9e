package io.tamis.runner.known;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VersionRangeTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "..4.8.12 | Z3 version 4.8.12 - 64 bit | true",
      "..4.8.12 | Z3 version 4.8.13 - 64 bit | false",
      "4.8.9..4.8.12 | 4.8.10 | true",
      "4.8.12.. | 4.8.9 | false",
      "4.8.12.. | z3 5.1.0 | true",
      "1.0.3.. | This is cvc5 version 1.3.2 [git tag 1.3.2 branch HEAD] | true",
      "..1.0.5 | This is cvc5 version 1.0.6 [git tag 1.0.6 branch HEAD] | false",
      "1.8 | This is CVC4 version 1.8 | true",
      "1.8 | 1.8.1 | false",
      "..1.8 | unknown | false"})
  void releasesCompareByTheirNumbers(String range, String version, boolean in) {
    assertEquals(in, VersionRange.parse(range).contains(version), range + " " + version);
  }

  @ParameterizedTest
  @CsvSource({"4.8.12..4.8.14,4.8.12..4.8.14", "..1.0.5,..1.0.5", "1.8,1.8", "4.8.12..,4.8.12.."})
  void printsAsWritten(String text, String printed) {
    assertEquals(printed, VersionRange.parse(text).toString());
  }

  @ParameterizedTest
  @CsvSource({"latest", "4.8.x..", "..v1"})
  void aRangeThatIsNotNumbersIsAnError(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> VersionRange.parse(text));
    assertTrue(e.getMessage().contains("'" + text + "' is not a release range"), e.getMessage());
    assertFalse(e.getMessage().isBlank());
  }
}
