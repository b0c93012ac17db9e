package io.tamis.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import java.util.List;
import org.junit.jupiter.api.Test;

class TermFactoryTest {
  private final TermFactory f = new TermFactory();
  private final TheoryOp plus = SignatureTable.standard().op("+");
  private final FunctionSymbol x = f.symbol(FunctionSymbol.Kind.DECLARED, "x", List.of(), Sort.INT);

  @Test
  void sameShapeGivesSameInstance() {
    Term one = f.constant(ConstantKind.NUMERAL, "1", Sort.INT);
    Term a = f.apply(plus, Sort.INT, f.apply(x, Sort.INT), one);
    Term b = f.apply(plus, Sort.INT, f.apply(x, Sort.INT), f.constant(ConstantKind.NUMERAL, "1", Sort.INT));
    assertSame(a, b);
    assertNotSame(a, f.apply(plus, Sort.INT, one, f.apply(x, Sort.INT)));
    assertNotSame(one, f.constant(ConstantKind.NUMERAL, "1", Sort.REAL));
  }

  @Test
  void sizeDepthAndFreeVariables() {
    Variable y = f.variable("y", Sort.INT);
    Term sum = f.apply(plus, Sort.INT, y, f.apply(plus, Sort.INT, y, f.apply(x, Sort.INT)));
    assertEquals(5, sum.size());
    assertEquals(3, sum.depth());
    assertEquals(List.of(y), sum.freeVariables());
    Term bound = f.quantifier(false, List.of(y),
        f.apply(SignatureTable.standard().op("="), Sort.BOOL, sum, y));
    assertTrue(bound.isClosed());
  }

  @Test
  void sharedSubtermsSaturateTreeSize() {
    Term t = f.apply(x, Sort.INT);
    for (int i = 0; i < 80; i++) {
      t = f.apply(plus, Sort.INT, t, t);
    }
    assertEquals(Long.MAX_VALUE, t.size());
    assertEquals(81, t.depth());
  }

  @Test
  void termsOfTwoFactoriesDoNotMix() {
    TermFactory other = new TermFactory();
    Term foreign = other.constant(ConstantKind.NUMERAL, "1", Sort.INT);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> f.apply(plus, Sort.INT, foreign, foreign));
    assertTrue(e.getMessage().contains("another TermFactory"), e.getMessage());
  }

  @Test
  void symbolsAreInterned() {
    assertSame(x, f.symbol(FunctionSymbol.Kind.DECLARED, "x", List.of(), Sort.INT));
  }
}
