package io.tamis.mutator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.mutator.typefuzz.TypeFuzz;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import io.tamis.core.term.Term;
import java.util.ArrayDeque;
import org.junit.jupiter.api.Test;

/** typefuzz in a seed's wider logic: mixed Int and Real, nonlinear terms, the logic declared. */
class WideningTest {
  private static final String LRA = "(set-logic QF_LRA)(declare-fun x () Real)(declare-fun y () Real)"
      + "(assert (and (< (+ x (* 2.0 y)) 3.5) (> (- x y) 0.5)))(check-sat)";
  private static final String S = "(set-logic QF_S)(declare-fun a () String)(declare-fun b () String)"
      + "(assert (= (str.++ a \"ab\") (str.++ \"a\" b)))(check-sat)";

  private static List<String> mutants(String seedText, double widen, int n) {
    return mutants(seedText, widen, n, 5);
  }

  /** Mutants of the first campaign seed from 1 on whose widened seed declares {@code logic}. */
  private static List<String> mutantsIn(String logic, String seedText, int n) {
    for (long campaignSeed = 1; campaignSeed < 100; campaignSeed++) {
      if (mutants(seedText, 1, 1, campaignSeed).get(0).contains("(set-logic " + logic + ")")) {
        return mutants(seedText, 1, n, campaignSeed);
      }
    }
    throw new AssertionError("no campaign seed widens to " + logic);
  }

  private static List<String> mutants(String seedText, double widen, int n, long campaignSeed) {
    byte[] text = seedText.getBytes(StandardCharsets.UTF_8);
    SeedScript seed = SeedScript.of("seed", text, new ScriptReader().read("seed", text));
    TestStream stream = new TypeFuzz(SignatureTable.standard(), Set.of("z3", "cvc5"), 10, widen)
        .open(seed, campaignSeed);
    List<String> out = new ArrayList<>();
    for (TestCase t = stream.next(); t != null && out.size() < n; t = stream.next()) {
      out.add(new String(t.text(), StandardCharsets.UTF_8));
    }
    return out;
  }

  @Test
  void widenedArithmeticMutantsMixIntWithRealAndGoNonlinear() {
    List<String> wide = mutantsIn("QF_NIRA", LRA, 400);
    assertEquals(400, wide.size());
    assertTrue(wide.stream().allMatch(m -> m.contains("(set-logic QF_NIRA)")));
    assertSortCheck(wide);
    assertTrue(wide.stream().anyMatch(m -> m.contains("(to_int ")), "no to_int");
    assertTrue(wide.stream().anyMatch(m -> m.contains("(to_real (to_int ")), "no Int made Real again");
    assertTrue(wide.stream().anyMatch(m -> nonlinear(m)), "no nonlinear product");
    for (String m : mutants(LRA, 0, 400)) {
      assertTrue(m.contains("(set-logic QF_LRA)") && !m.contains("to_int") && !nonlinear(m), m);
    }
  }

  @Test
  void widenedArithmeticMutantsMeetDecimalStrings() {
    String lia = "(set-logic QF_LIA)(declare-fun i () Int)(declare-fun j () Int)(assert (< (+ i j) 7))(check-sat)";
    List<String> ints = mutantsIn("QF_SNIRA", lia, 400);
    assertSortCheck(ints);
    assertTrue(ints.stream().anyMatch(m -> m.contains("(str.from_int ")), "no str.from_int");
    assertTrue(ints.stream().anyMatch(m -> m.contains("(str.to_re (str.from_int ")), "no regular expression");
    assertTrue(ints.stream().anyMatch(m -> m.contains("(to_real ")), "no Real");
    List<String> reals = mutantsIn("QF_SNIRA", LRA, 400);
    assertSortCheck(reals);
    assertTrue(reals.stream().anyMatch(m -> m.contains("(str.from_int (to_int ")),
        "no string of a real's integer part");
  }

  private static void assertSortCheck(List<String> mutants) {
    SortChecker checker = new SortChecker();
    for (String m : mutants) {
      assertEquals(List.of(), checker.check(new ScriptReader().read("m", m.getBytes(StandardCharsets.UTF_8))), m);
    }
  }

  @Test
  void widenedStringMutantsDoIntegerArithmeticOnLengths() {
    List<String> wide = mutantsIn("QF_SNIA", S, 400);
    assertTrue(wide.stream().allMatch(m -> m.contains("(set-logic QF_SNIA)")));
    assertTrue(wide.stream().anyMatch(m -> m.contains("(str.len ")), "no str.len");
    assertTrue(wide.stream().anyMatch(m -> m.matches("(?s).*\\((\\+|\\*|<=|str\\.at|str\\.substr) .*")),
        "no integer operator");
    assertTrue(wide.stream().anyMatch(m -> m.contains("(str.to_re ")), "no regular expression in a seed without");
    assertFalse(mutants(S, 0, 400).stream().anyMatch(m -> m.contains("str.len") || m.contains("str.to_re")),
        "plain QF_S got str.len or a regular expression");
  }

  /** The other half of the widened string seeds mix lengths with reals. */
  @Test
  void widenedStringMutantsMeetReals() {
    List<String> wide = mutantsIn("QF_SNIRA", S, 400);
    assertSortCheck(wide);
    assertTrue(wide.stream().anyMatch(m -> m.contains("(to_real (str.len ")), "no length made Real");
    assertTrue(wide.stream().anyMatch(m -> m.contains("(to_int ")), "no Real made Int");
  }

  /** In QF_NIRA a numeral is an Int: cvc5 rejects (ite c x 100) for a Real x, so Real numerals become decimals. */
  @Test
  void realNumeralsOfTheSeedAreWrittenAsDecimals() {
    String nra = "(set-logic QF_NRA)(declare-fun x () Real)(assert (and (<= x 100) (> (* x x) (/ 1 3))))(check-sat)";
    PreparedSeed wide = PreparedSeed.of(new ScriptReader().read("seed", nra.getBytes(StandardCharsets.UTF_8))).widen();
    assertTrue(wide.widened());
    assertEquals("(set-logic QF_NIRA)\n(declare-fun x () Real)\n(assert (and (<= x 100.0) (> (* x x) (/ 1.0 3.0))))\n"
        + "(check-sat)\n", io.tamis.core.smtlib.ScriptPrinter.toText(wide.script()));
    for (String m : mutants(nra, 1, 200)) {
      Script mutant = new ScriptReader().read("mutant", m.getBytes(StandardCharsets.UTF_8));
      assertEquals(List.of(), new SortChecker().check(mutant), m);
      assertFalse(m.matches("(?s).*[ (]100[ )].*"), m);
    }
  }

  @Test
  void theShareOfWidenedSeedsFollowsTheSetting() {
    int widened = 0;
    int strings = 0;
    int seeds = 400;
    for (int i = 0; i < seeds; i++) {
      String text = LRA.replace("3.5", i + ".5");
      String first = mutants(text, 0.25, 1).get(0);
      widened += first.contains("NIRA)") ? 1 : 0;
      strings += first.contains("(set-logic QF_SNIRA)") ? 1 : 0;
    }
    assertTrue(widened > 60 && widened < 140, widened + " of " + seeds + " seeds widened at 0.25");
    assertTrue(strings > widened / 4 && strings < widened * 3 / 4, strings + " of " + widened + " with strings");
  }

  /** True when some sub-term is a product or division that a linear logic rejects. */
  private static boolean nonlinear(String mutant) {
    ArrayDeque<Term> todo = new ArrayDeque<>(
        new ScriptReader().read("mutant", mutant.getBytes(StandardCharsets.UTF_8)).assertions());
    while (!todo.isEmpty()) {
      Term t = todo.pop();
      if (!Linearity.holdsAt(t)) {
        return true;
      }
      for (int i = 0; i < t.argCount(); i++) {
        todo.push(t.arg(i));
      }
    }
    return false;
  }
}
