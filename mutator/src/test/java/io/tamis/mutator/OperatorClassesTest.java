package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.mutator.opfuzz.OperatorClasses;
import java.util.List;
import org.junit.jupiter.api.Test;

class OperatorClassesTest {
  private final OperatorClasses classes = OperatorClasses.parse("t.txt",
      "; comment\nand,or,=> :arity 2+\nabs -> -\n=,distinct\nnot -> and :arity 1-\n");

  @Test
  void classesAreSymmetricAndArrowsOneWay() {
    assertEquals(List.of("or", "=>"), classes.replacements("and", 2));
    assertEquals(List.of("-"), classes.replacements("abs", 1));
    assertEquals(List.of(), classes.replacements("-", 1));
    assertEquals(List.of("distinct"), classes.replacements("=", 3));
  }

  @Test
  void arityRestrictionsApply() {
    assertEquals(List.of(), classes.replacements("and", 1));
    assertEquals(List.of("and"), classes.replacements("not", 1));
    assertEquals(List.of(), classes.replacements("not", 2));
  }

  @Test
  void badLinesNameTheirPosition() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OperatorClasses.parse("c.txt", "and,or\n\nstr.++\n"));
    assertTrue(e.getMessage().startsWith("c.txt:3:1: "), e.getMessage());
  }

  @Test
  void shippedClassesLoad() {
    assertTrue(OperatorClasses.standard().replacements("bvadd", 2).contains("bvsub"));
  }
}
