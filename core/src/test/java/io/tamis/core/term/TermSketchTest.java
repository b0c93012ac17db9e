package io.tamis.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class TermSketchTest {
  private final TermFactory f = new TermFactory();
  private final SignatureTable table = SignatureTable.standard();
  private final TheoryOp plus = table.op("+");
  private final Term x = f.apply(f.symbol(FunctionSymbol.Kind.DECLARED, "x", List.of(), Sort.INT), Sort.INT);

  @Test
  void smallTermsReadLikeSmtLib() {
    Variable y = f.variable("y", Sort.INT);
    Term sum = f.apply(plus, Sort.INT, x, f.constant(ConstantKind.NUMERAL, "1", Sort.INT), y);
    Term body = f.apply(table.op("="), Sort.BOOL, sum, y);
    assertEquals("(forall ((y Int)) (= (+ x 1 y) y))", f.quantifier(false, List.of(y), body).toString());
    Term named = f.annotation(body, List.of(new Attribute(":named", "a", 0)), List.of());
    assertEquals("(! (= (+ x 1 y) y) :named a)", named.toString());
    assertEquals("\"s\"", f.constant(ConstantKind.STRING, "s", Sort.STRING).toString());
  }

  @Test
  void indexedHeadsShowTheirIndices() {
    Sort bv8 = Sort.bitVec(8);
    Term v = f.apply(f.symbol(FunctionSymbol.Kind.DECLARED, "v", List.of(), bv8), bv8);
    Term extract = f.apply(table.op("extract"), new String[] {"3", "0"}, Sort.bitVec(4), false, v);
    assertEquals("((_ extract 3 0) v)", extract.toString());
  }

  /** Deep and wide terms are cut without walking them whole (and without recursion on depth). */
  @Test
  void largeTermsAreCut() {
    Term deep = x;
    for (int i = 0; i < 200_000; i++) {
      deep = f.apply(plus, Sort.INT, deep, x);
    }
    Term wide = f.apply(plus, Sort.INT, Collections.nCopies(1_000_000, x).toArray(Term[]::new));
    for (Term t : List.of(deep, wide)) {
      String text = t.toString();
      assertEquals(TermSketch.MAX, text.length(), text);
      assertTrue(text.endsWith("..."), text);
    }
  }
}
