package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.eval.ScriptCommands.Command;
import io.tamis.core.gen.TestCase;
import io.tamis.core.smtlib.ScriptReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@code --push-pop}: which tests go incremental and what their scripts become. */
class PushPopTest {
  private static final String SCRIPT = """
      (set-logic QF_LIA)
      (set-info :status sat)
      (declare-fun x () Int)
      (assert (> x 0)) ; a comment with (parens
      (declare-fun y () Int)
      (assert (< y "(assert"))
      (assert (! (= x |y (z)|) :named a1))
      (check-sat)
      (get-model)
      (exit)
      """;

  @Test
  void aPartOfTheAssertionsIsCheckedInAScopeThenTheWholeScript() {
    for (long seed = 0; seed < 200; seed++) {
      String out = rewrite(SCRIPT, seed);
      List<String> heads = heads(out);
      List<String> lines = texts(out);
      assertEquals(List.of("set-logic", "declare-fun", "declare-fun", "push"), heads.subList(0, 4), out);
      int check = heads.indexOf("check-sat");
      List<String> part = lines.subList(4, check);
      assertTrue(part.size() >= 1 && part.size() <= 2, out);
      List<String> asserts = texts(SCRIPT).stream().filter(l -> l.startsWith("(assert")).toList();
      assertTrue(isSubsequence(part, asserts), out);
      assertEquals("pop", heads.get(check + 1), out);
      assertEquals(asserts, lines.subList(check + 2, check + 5), out);
      assertEquals(List.of("check-sat", "get-model", "exit"), heads.subList(check + 5, heads.size()), out);
      assertFalse(out.contains(":status"), "a status speaks of the last query only: " + out);
    }
  }

  @Test
  void everyProperPartIsDrawn() {
    java.util.Set<String> parts = new java.util.HashSet<>();
    for (long seed = 0; seed < 200; seed++) {
      String out = rewrite(SCRIPT, seed);
      parts.add(out.substring(out.indexOf("(push 1)"), out.indexOf("(check-sat)")));
    }
    assertEquals(6, parts.size(), "3 assertions have 6 parts that are neither none nor all: " + parts);
  }

  @Test
  void scriptsWithoutTheShapeStayAsTheyAre() {
    for (String s : List.of(
        "(declare-fun p () Bool)(assert p)(check-sat)",
        "(declare-fun p () Bool)(assert p)(assert (not p))",
        "(declare-fun p () Bool)(assert p)(assert p)(check-sat)(check-sat)",
        "(declare-fun p () Bool)(push 1)(assert p)(assert p)(check-sat)",
        "(declare-fun p () Bool)(assert p)(assert p)(check-sat-assuming (p))",
        "(declare-fun p () Bool)(assert p)(reset)(assert p)(assert p)(check-sat)")) {
      assertNull(PushPop.rewrite(s.getBytes(StandardCharsets.ISO_8859_1), new SplittableRandom(1)), s);
    }
  }

  @Test
  void theShareOfTestsIsDrawnFromTheirSeedsAndRepeats() {
    PushPop some = new PushPop(0.3);
    int sent = 0;
    for (long seed = 1; seed <= 2000; seed++) {
      TestCase t = test(seed);
      TestCase a = some.apply(t);
      assertArrayEquals(a.text(), some.apply(t).text());
      if (a != t) {
        sent++;
        assertNull(a.expected(), "no expected answer for two queries");
        assertEquals(t.testSeed(), a.testSeed());
        assertTrue(ScriptCommands.incremental(a.text()));
      }
    }
    assertTrue(sent > 500 && sent < 700, "about 30% of 2000: " + sent);
    TestCase t = test(5);
    assertSame(t, PushPop.NONE.apply(t));
    assertNotNull(new PushPop(1).apply(t).text());
    assertThrows(IllegalArgumentException.class, () -> new PushPop(1.5));
    assertThrows(IllegalArgumentException.class, () -> new PushPop(Double.NaN));
  }

  /** Every corpus script that has the shape becomes one our reader takes, with all its assertions twice at most. */
  @Test
  void corpusScriptsStayWellFormed() throws IOException {
    Path corpus = Path.of(System.getProperty("tamis.shared", "../shared"), "corpus");
    assertTrue(Files.isDirectory(corpus), "no corpus at " + corpus.toAbsolutePath());
    List<Path> files;
    try (Stream<Path> all = Files.walk(corpus)) {
      files = all.filter(p -> p.toString().endsWith(".smt2")).sorted().limit(400).toList();
    }
    int rewritten = 0;
    for (Path f : files) {
      byte[] s = Files.readAllBytes(f);
      byte[] out = PushPop.rewrite(s, new SplittableRandom(f.hashCode()));
      if (out == null) {
        continue;
      }
      rewritten++;
      new ScriptReader().read(f.toString(), out);
      long before = count(s, "assert");
      long after = count(out, "assert");
      assertTrue(after > before && after < 2 * before, f + ": " + before + " -> " + after);
      assertEquals(2, count(out, "check-sat"), f.toString());
    }
    assertTrue(rewritten >= 200, "corpus scripts rewritten: " + rewritten);
  }

  private static long count(byte[] s, String head) {
    return ScriptCommands.of(s).stream().filter(c -> c.head().equals(head)).count();
  }

  private static String rewrite(String s, long seed) {
    byte[] out = PushPop.rewrite(s.getBytes(StandardCharsets.ISO_8859_1), new SplittableRandom(seed));
    assertNotNull(out, s);
    return new String(out, StandardCharsets.ISO_8859_1);
  }

  private static List<String> heads(String s) {
    return ScriptCommands.of(s.getBytes(StandardCharsets.ISO_8859_1)).stream().map(Command::head).toList();
  }

  private static List<String> texts(String s) {
    byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
    List<String> texts = new ArrayList<>();
    for (Command c : ScriptCommands.of(b)) {
      texts.add(new String(b, c.start(), c.end() - c.start(), StandardCharsets.ISO_8859_1));
    }
    return texts;
  }

  private static boolean isSubsequence(List<String> part, List<String> all) {
    int i = 0;
    for (String a : all) {
      i += i < part.size() && part.get(i).equals(a) ? 1 : 0;
    }
    return i == part.size();
  }

  private static TestCase test(long seed) {
    return new TestCase(SCRIPT.getBytes(StandardCharsets.ISO_8859_1), null, "typefuzz", "s.smt2", "", 1, 0, seed);
  }
}
