package io.tamis.mutator.fusion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.BoolValue;
import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.eval.ModelReader;
import io.tamis.core.eval.Value;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.term.Term;
import io.tamis.mutator.Corpus;
import io.tamis.mutator.RandomSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Semantic fusion without solvers: the table's inversion laws, and fused scripts that read back. */
class FusionTest {
  private static final SignatureTable TABLE = SignatureTable.standard();

  /**
   * Every row: for random x and y (and literal c), with z = f(x, y), the inversions give x and y
   * back. The fused formula's answer rests on this law.
   */
  @Test
  void everyInversionOfTheTableGivesItsVariableBack() {
    SplittableRandom random = new SplittableRandom(27);
    for (FusionFunction f : FusionFunctions.standard()) {
      String sort = switch (f.theory()) {
        case "BitVec" -> "(_ BitVec 6)";
        default -> f.theory();
      };
      for (int trial = 0; trial < 200; trial++) {
        int c = 1 + random.nextInt(10);
        Map<String, String> names = Map.of("x", "x", "y", "y", "z", "z", "c",
            sort.equals("Real") ? c + ".0" : Integer.toString(c));
        String x = value(sort, random);
        String y = value(sort, random);
        String decls = "(set-logic ALL)(declare-const x " + sort + ")(declare-const y " + sort
            + ")(declare-const z " + sort + ")";
        Script fz = read(decls + "(assert (= z " + FusionFunction.instantiate(f.fuse(), names) + "))");
        String z = evaluate(fz, "(define-fun x () " + sort + " " + x + ")(define-fun y () " + sort + " " + y + ")",
            ((io.tamis.core.term.Apply) fz.assertions().get(0)).arg(1)).toString();
        Script laws = read(decls + "(assert (= x " + FusionFunction.instantiate(f.invertX(), names) + "))"
            + "(assert (= y " + FusionFunction.instantiate(f.invertY(), names) + "))");
        String model = "(define-fun x () " + sort + " " + x + ")(define-fun y () " + sort + " " + y + ")"
            + "(define-fun z () " + sort + " " + z + ")";
        for (Term law : laws.assertions()) {
          assertEquals(BoolValue.TRUE, evaluate(laws, model, law), f + " with x=" + x + " y=" + y + " c=" + c);
        }
      }
    }
  }

  @Test
  void satSeedsAreConjoinedWithTheirSymbolsApartAndTheFusionConstraint() {
    SeedScript a = seed("a.smt2", "(set-logic QF_LIA)(set-info :status sat)(declare-fun x () Int)"
        + "(assert (> x 2))(check-sat)");
    SeedScript b = seed("b.smt2", "(set-logic QF_LIA)(set-info :status sat)(declare-fun x () Int)"
        + "(assert (< x 0))(check-sat)");
    TestCase t = new Fusion(TABLE, List.of(b)).open(a, 5).next();
    String text = text(t);
    assertEquals("sat", t.expected());
    Script fused = read(text); // sort-checks
    assertEquals(3, fused.assertions().size(), text); // one of each seed, and z = f(x, fz_r0)
    assertTrue(text.contains("(declare-fun fz_r0 () Int)") && text.contains("(declare-const fz_z Int)"), text);
    assertTrue(text.contains("(set-info :status sat)"), text);
    assertTrue(text.endsWith("(check-sat)\n"), text);
  }

  @Test
  void unsatSeedsAreDisjoined() {
    SeedScript a = seed("a.smt2", "(set-logic QF_BV)(set-info :status unsat)(declare-fun v () (_ BitVec 4))"
        + "(assert (bvult v #x0))(check-sat)");
    SeedScript b = seed("b.smt2", "(set-logic QF_BV)(set-info :status unsat)(declare-fun w () (_ BitVec 4))"
        + "(assert (distinct w w))(check-sat)");
    TestCase t = new Fusion(TABLE, List.of(b)).open(a, 9).next();
    Script fused = read(text(t));
    assertEquals("unsat", t.expected());
    assertEquals(2, fused.assertions().size(), text(t)); // (or A B) and z = f(v, fz_r0)
    assertTrue(text(t).contains("(assert (or "), text(t));
  }

  @Test
  void seedsThatCannotBeFusedGiveNoTestAndAreCountedByReason() {
    SeedScript noStatus = seed("n.smt2", "(set-logic QF_LIA)(declare-fun x () Int)(assert (> x 2))(check-sat)");
    SeedScript scoped = seed("s.smt2", "(set-logic QF_LIA)(set-info :status sat)(declare-fun x () Int)"
        + "(push 1)(assert (> x 2))(check-sat)(pop 1)");
    SeedScript lonely = seed("l.smt2", "(set-logic QF_LRA)(set-info :status sat)(declare-fun x () Real)"
        + "(assert (> x 2.0))(check-sat)");
    Fusion f = new Fusion(TABLE, List.of(noStatus, scoped));
    assertNull(f.open(noStatus, 1).next());
    assertNull(f.open(scoped, 1).next());
    assertNull(f.open(lonely, 1).next());
    assertEquals(Map.of("no :status", 1L, "push/pop, check-sat-assuming or a solver extension", 1L,
        "no partner of its logic and status", 1L), f.skipped());
  }

  @Test
  void aBadTableRowIsReportedWithItsLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> FusionFunctions.parse("# rows\nInt z = (+ x y) x = (- z y) y = (- z x)\nInt z = (+ x y)\n", "f.txt"));
    assertEquals("f.txt:3:1: expected 'THEORY z = F x = RX y = RY'", e.getMessage());
  }

  /** Over every 10th corpus seed: each fused script reads back (sort-checks) and is deterministic. */
  @Test
  void overTheCorpusFusedScriptsReadBackAndRepeat() throws Exception {
    List<SeedScript> seeds = Corpus.seeds(10);
    Fusion f = new Fusion(TABLE, seeds);
    Fusion again = new Fusion(TABLE, seeds);
    int fused = 0;
    for (SeedScript s : seeds) {
      TestStream a = f.open(s, 3);
      TestStream b = again.open(s, 3);
      for (int i = 0; i < 3; i++) {
        TestCase t = a.next();
        TestCase u = b.next();
        if (t == null) {
          assertNull(u);
          break;
        }
        assertEquals(text(t), text(u));
        assertNotNull(read(text(t)), s.name());
        fused++;
      }
    }
    assertTrue(fused > 600, "fused " + fused);
  }

  private static String value(String sort, SplittableRandom random) {
    return switch (sort) {
      case "Int" -> random.nextInt(-50, 51) < 0 ? "(- " + random.nextInt(1, 50) + ")" : "" + random.nextInt(50);
      case "Real" -> "(/ " + random.nextInt(100) + ".0 " + random.nextInt(1, 9) + ".0)";
      case "String" -> "\"" + "abc".substring(0, random.nextInt(4)) + "xy".substring(0, random.nextInt(3)) + "\"";
      default -> "#b" + String.format("%6s", Integer.toBinaryString(random.nextInt(64))).replace(' ', '0');
    };
  }

  private static Value evaluate(Script script, String model, Term term) {
    Model m = ModelReader.read(script, ("(" + model + ")").getBytes(StandardCharsets.UTF_8));
    return new Evaluator(m).evaluate(term);
  }

  private static SeedScript seed(String name, String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return SeedScript.of(name, bytes, new ScriptReader().read(name, bytes));
  }

  private static Script read(String text) {
    return new ScriptReader().read("fused.smt2", text.getBytes(StandardCharsets.UTF_8));
  }

  private static String text(TestCase t) {
    return new String(t.text(), StandardCharsets.UTF_8);
  }
}
