package io.tamis.enumerator.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.Enumerator;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.Randoms;
import io.tamis.enumerator.render.Style;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Grammars derived from the signature table give well-sorted tests. */
class TheoryGrammarTest {
  private static final SignatureTable TABLE = SignatureTable.standard();

  @ParameterizedTest(name = "{0} vars {1} literals {2}")
  @CsvSource(delimiter = '|', value = {"Ints|3|0,1", "Ints,Strings|3|0,1,\"a\"", "Reals|2|0.0,1.5",
      "Reals,Ints,Reals_Ints|1|0,1.0", "Core|2|"})
  void derivedTestsSortCheck(String theories, int vars, String literals) {
    List<String> lits = literals == null ? List.of() : List.of(literals.split(","));
    Grammar g = TheoryGrammar.derive(TABLE, List.of(theories.split(",")), vars, lits);
    Enumerator enumerator = new Enumerator(g, Style.SMTLIB);
    Enumeration stream = enumerator.stream(new IndexRange(BigInteger.ZERO, BigInteger.valueOf(2000)));
    ByteBuf out = new ByteBuf();
    while (stream.next(out.clear())) {
      assertWellSorted(out.toString());
    }
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 100; i++) {
      assertWellSorted(enumerator.test(Randoms.below(random, enumerator.counts().testsUpTo(8))));
    }
  }

  @Test
  void intsWithThreeVariablesHasTheExpectedRules() {
    Grammar g = TheoryGrammar.derive(TABLE, List.of("Ints"), 3, List.of("0", "1"));
    assertEquals(List.of("formula", "int"), g.rules().stream().map(Rule::name).toList());
    assertEquals(List.of("i1", "i2", "i3"), g.declarations().stream().map(Declaration::name).toList());
    Rule ints = g.rules().get(1);
    assertEquals(new Alternative.Leaf("0", 0, 0), ints.alternatives().get(0));
    assertTrue(ints.alternatives().contains(new Alternative.Apply("+", List.of("int", "int"), 1, 0)));
  }

  @Test
  void missingLeavesAndUnknownTheoriesAreReported() {
    assertThrows(IllegalArgumentException.class, () -> TheoryGrammar.derive(TABLE, List.of("Ints"), 0, List.of()));
    assertThrows(IllegalArgumentException.class, () -> TheoryGrammar.derive(TABLE, List.of("NoSuch"), 1, List.of()));
    assertThrows(IllegalArgumentException.class, () -> TheoryGrammar.derive(TABLE, List.of("Ints"), 1, List.of("x!")));
  }

  private static void assertWellSorted(String text) {
    List<String> problems = new SortChecker().check(new ScriptReader().read("derived",
        text.getBytes(StandardCharsets.ISO_8859_1)));
    assertTrue(problems.isEmpty(), () -> problems + "\n" + text);
  }
}
