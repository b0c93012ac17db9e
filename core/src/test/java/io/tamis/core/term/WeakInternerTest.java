package io.tamis.core.term;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import org.junit.jupiter.api.Test;

class WeakInternerTest {
  private final TheoryOp plus = SignatureTable.standard().op("+");

  @Test
  void internsWhileReachable() {
    TermFactory f = TermFactory.weak();
    Term one = f.constant(ConstantKind.NUMERAL, "1", Sort.INT);
    Term a = f.apply(plus, Sort.INT, one, one);
    assertSame(a, f.apply(plus, Sort.INT, f.constant(ConstantKind.NUMERAL, "1", Sort.INT), one));
  }

  @Test
  void dropsUnreachableTerms() throws InterruptedException {
    TermFactory f = TermFactory.weak();
    Term keep = f.constant(ConstantKind.NUMERAL, "0", Sort.INT);
    for (int i = 0; i < 100_000; i++) {
      f.apply(plus, Sort.INT, keep, f.constant(ConstantKind.NUMERAL, Integer.toString(i), Sort.INT));
    }
    for (int attempt = 0; attempt < 50 && f.size() > 50_000; attempt++) {
      System.gc();
      Thread.sleep(20);
    }
    assertTrue(f.size() < 50_000, "weak table still holds " + f.size() + " terms");
    assertSame(keep, f.constant(ConstantKind.NUMERAL, "0", Sort.INT));
  }
}
