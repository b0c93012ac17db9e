package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.tamis.solvers.solver.Dialect;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DialectTest {
  private static final Map<String, String> CVC5 = SolverProfiles.bundled().profileFor("cvc5").renames();

  private static String apply(String script) {
    return new String(Dialect.apply(CVC5, script.getBytes(StandardCharsets.ISO_8859_1)), StandardCharsets.ISO_8859_1);
  }

  @Test
  void z3FiniteSetsReadAsCvc5Sets() {
    assertEquals("(declare-fun C () (Set Int))(assert (>= (set.card (set.minus C (set.singleton 2))) 0))",
        apply("(declare-fun C () (FiniteSet Int))(assert (>= (set.size (set.difference C (set.singleton 2))) 0))"));
    assertEquals("(assert (set.member x (set.inter A B)))", apply("(assert (set.in x (set.intersect A B)))"));
  }

  /** Only whole symbols outside strings, quoted symbols and comments are renamed. */
  @Test
  void stringsQuotedSymbolsCommentsAndPrefixesStay() {
    String s = "(echo \"set.size \"\"set.in\")(declare-fun |set.in| () Int); set.size\n(declare-fun set.sizes () Int)";
    assertEquals(s, apply(s));
    byte[] bytes = s.getBytes(StandardCharsets.ISO_8859_1);
    assertSame(bytes, Dialect.apply(CVC5, bytes), "nothing renamed: the same array");
  }

  /** cvc5's model of a renamed script is read back in z3's names; a script cvc5 read as it is keeps its output. */
  @Test
  void outputOfARenamedScriptIsRestored() {
    byte[] script = "(declare-fun A () (FiniteSet Int))(assert (set.in 0 A))".getBytes(StandardCharsets.ISO_8859_1);
    byte[] sent = Dialect.apply(CVC5, script);
    String model = "sat\n(\n(define-fun A () (Set Int) (set.singleton 0))\n)\n";
    assertEquals("sat\n(\n(define-fun A () (FiniteSet Int) (set.singleton 0))\n)\n",
        Dialect.restore(CVC5, script, sent, model));
    byte[] own = "(declare-fun A () (Set Int))".getBytes(StandardCharsets.ISO_8859_1);
    assertSame(model, Dialect.restore(CVC5, own, Dialect.apply(CVC5, own), model));
  }
}
