package io.tamis.mutator.skeleton;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.term.Term;
import io.tamis.mutator.atoms.Atoms;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Atoms are the skeleton's leaves; replacing one leaves its other occurrences inside atoms alone. */
class AtomsTest {
  private static final String TEXT = "(set-logic ALL)\n(declare-const p Bool)\n(declare-const x Int)\n"
      + "(declare-const a (Array Int Bool))\n"
      + "(assert (or p (not (= a ((as const (Array Int Bool)) p))) (forall ((y Int)) (> y x))))\n"
      + "(assert (let ((z (+ x 1))) (and (> z 0) (< x 3))))\n";

  @Test
  void atomsAreTheClosedNonConnectiveLeavesOfTheSkeleton() {
    Script s = new ScriptReader().read("t", TEXT.getBytes(StandardCharsets.UTF_8));
    // the reader expands lets: (> z 0) is the closed (> (+ x 1) 0); y's atom stays in its quantifier
    assertEquals(List.of("p", "(= a ((as const (Array Int Bool)) p))", "(forall ((y Int)) (> y x))", "(> (+ x 1) 0)",
        "(< x 3)"),
        Atoms.of(s).stream().map(TermPrinter::toText).toList());
  }

  @Test
  void replacingAnAtomLeavesItsOccurrencesInsideOtherAtoms() {
    Script s = new ScriptReader().read("t", TEXT.getBytes(StandardCharsets.UTF_8));
    Term p = Atoms.of(s).get(0);
    Term q = s.factory().apply(SignatureTable.standard().op("false"), p.sort());
    String out = ScriptPrinter.toText(Atoms.replace(s, Map.of(p, q)));
    assertEquals(true, out.contains("(assert (or false (not (= a ((as const (Array Int Bool)) p)))"), out);
  }
}
