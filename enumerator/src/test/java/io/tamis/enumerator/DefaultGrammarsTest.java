package io.tamis.enumerator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.enumerator.grammar.Grammars;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every test of the default grammars is a well-sorted SMT-LIB script. */
class DefaultGrammarsTest {
  private static final ScriptReader READER = new ScriptReader();
  private static final SortChecker CHECKER = new SortChecker();

  static Stream<String> grammars() {
    return Grammars.names(false).stream();
  }

  @ParameterizedTest
  @MethodSource("grammars")
  void firstTestsSortCheck(String name) {
    Enumerator enumerator = Enumerator.load(name, false);
    Enumeration stream = enumerator.stream(new IndexRange(BigInteger.ZERO, BigInteger.valueOf(3000)));
    ByteBuf out = new ByteBuf();
    while (stream.next(out.clear())) {
      assertWellSorted(name + " test " + stream.index(), out.toString());
    }
    assertEquals(3000, stream.produced());
  }

  @ParameterizedTest
  @MethodSource("grammars")
  void randomTestsUpToSizeTwelveSortCheck(String name) {
    Enumerator enumerator = Enumerator.load(name, false);
    BigInteger bound = enumerator.counts().testsUpTo(12);
    SplittableRandom random = new SplittableRandom(name.hashCode());
    for (int i = 0; i < 300; i++) {
      BigInteger index = Randoms.below(random, bound);
      assertWellSorted(name + " test " + index, enumerator.test(index));
    }
  }

  private static void assertWellSorted(String what, String text) {
    Script script = READER.read(what, text.getBytes(StandardCharsets.ISO_8859_1));
    List<String> problems = CHECKER.check(script);
    assertTrue(problems.isEmpty(), () -> what + ": " + problems + "\n" + text);
    assertTrue(text.endsWith("(check-sat)\n"), what);
  }
}
