package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.op.SignatureTable;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The coverage scan counts theory operators and (parent, child) pairs, and nothing else. */
class TheoryCoverageTest {
  @Test
  void countsOperatorsAndPairsOfOneScript() {
    TheoryCoverage c = new TheoryCoverage(SignatureTable.standard());
    c.add(("; (bvadd in a comment)\n(set-logic ALL)\n(declare-fun x () (_ BitVec 8))\n(declare-fun s () String)\n"
        + "(assert (and (= ((_ extract 3 0) x) #x0) (str.in_re s (re.* (str.to_re \"(bvmul \")))))\n"
        + "(assert (set.in 1 (as set.empty (FiniteSet Int))))\n(check-sat)\n").getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("=", "and", "extract", "re.*", "set.empty", "set.in", "str.in_re", "str.to_re"),
        c.operatorList());
    // and>=, =>extract, and>str.in_re, str.in_re>re.*, re.*>str.to_re, set.in>set.empty
    assertEquals(6, c.pairs());
  }
}
