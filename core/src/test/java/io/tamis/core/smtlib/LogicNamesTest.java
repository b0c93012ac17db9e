package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LogicNamesTest {
  @ParameterizedTest
  @CsvSource(delimiter = '#', nullValues = "-", value = {
      "(set-logic QF_LIA)(check-sat) # QF_LIA",
      "(set-info :source |(set-logic ALL)|)/(set-logic QF_SNIRA)/ # QF_SNIRA",
      "; (set-logic ALL)/(  set-logic  QF_S ) # QF_S",
      "(assert (= s \"(set-logic ALL)\"\"\"))(set-logic QF_BV) # QF_BV",
      "(set-logicQF_BV)(check-sat) # -",
      "(declare-fun x () Int)(check-sat) # -",
      "(set-logic # -"})
  void theDeclaredLogicIsReadPastCommentsStringsAndQuotedSymbols(String line, String logic) {
    String text = line.replace('/', '\n');
    assertEquals(logic, LogicNames.declared(text.getBytes(StandardCharsets.UTF_8)));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"S | true", "SLIA | true", "SNIRA | true", "UFSLIA | true", "DTSNIA | true",
      "UFLIAFS | false", "UFBVFS | false", "LIA | false", "SEQ | false"})
  void stringLogicsAreToldFromFiniteSets(String body, boolean strings) {
    assertEquals(strings, LogicNames.hasStrings(body));
  }
}
