package io.tamis.core.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.TestPaths;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The reducer with predicates on the text: what it keeps, that it shrinks, and that every step reads back. */
class ReducerTest {
  private static final SignatureTable TABLE = SignatureTable.standard();
  private static final Pattern HEAD = Pattern.compile("\\((?!_ )([a-z][a-z_.+<=>*/-]*) ");

  @Test
  void keepsWhatIsInterestingAndDropsTheRest() throws Exception {
    String source = """
        (set-logic LIA)
        (declare-fun x () Int)
        (declare-fun y () Int)
        (declare-fun z () Int)
        (assert (> (+ x (* 2 y)) 3))
        (assert (let ((a (+ x y))) (and (= a (div z 3)) (< a 10) (distinct a (+ a z)))))
        (assert (forall ((q Int)) (=> (> q x) (> (+ q y) 0))))
        (check-sat)
        """;
    List<String> steps = new ArrayList<>();
    Reducer.Result r = reduce(source, text -> text.contains("(div "), steps);
    assertTrue(r.text().contains("(div "), r.text());
    assertTrue(r.text().length() < source.length() / 3, r.text());
    assertEquals(1, count(r.text(), "(assert "), r.text());
    assertTrue(count(r.text(), "(declare-fun ") <= 1, r.text());
    assertTrue(r.text().contains("(check-sat)"), r.text());
    assertFalse(steps.isEmpty());
    assertEquals(r.text(), steps.get(steps.size() - 1));
    for (String step : steps) {
      read(step);
    }
  }

  @Test
  void applicationsOfAnyArityLoseTheArgumentsThatAreNotNeeded() throws Exception {
    String source = """
        (set-logic QF_LIA)
        (declare-fun x () Int)
        (declare-fun y () Int)
        (assert (and true (> x 0) true (< (+ y 0 0 x 0) 2) true))
        (check-sat)
        """;
    Pattern sum = Pattern.compile("\\(\\+ y[^()]* x");
    Reducer.Result r = reduce(source, text -> text.contains("(> x 0)") && sum.matcher(text).find(), new ArrayList<>());
    // and becomes =, its shorter namesake over two Booleans, and 2 the plainer 0; set-logic goes, and
    // declare-fun becomes declare-const.
    assertEquals("(declare-const x Int)\n(declare-const y Int)\n"
        + "(assert (= (> x 0) (< (+ y x) 0)))\n(check-sat)\n", r.text());
  }

  @Test
  void stringLiteralsShrinkByWholeCharacters() throws Exception {
    String source = "(set-logic QF_S)\n(declare-fun x () String)\n"
        + "(assert (= x \"\\u{65}\\u{64}it</a>\"))\n(assert (str.in_re x (re.+ re.allchar)))\n(check-sat)\n";
    Reducer.Result r = reduce(source, text -> text.contains("(= x \"") && !text.contains("(= x \"\")"),
        new ArrayList<>());
    assertTrue(r.text().contains("(= x \"\\u{65}\")"), r.text());
  }

  @Test
  void aBoundVariableNeverLeavesItsBinder() throws Exception {
    String source = """
        (set-logic LIA)
        (declare-fun x () Int)
        (assert (forall ((q Int)) (=> (> q x) (exists ((r Int)) (> (+ q r) (mod x 7))))))
        (check-sat)
        """;
    List<String> steps = new ArrayList<>();
    Reducer.Result r = reduce(source, text -> text.contains("(exists ") && text.contains("(mod "), steps);
    for (String step : steps) {
      read(step);
    }
    assertTrue(r.text().contains("(exists ((r Int))"), r.text());
  }

  @Test
  void aScriptThatIsNotInterestingAnyMoreIsNotShrunk() throws Exception {
    String source = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n";
    Reducer.Result r = reduce(source, text -> text.equals(print(source)), new ArrayList<>());
    assertEquals(print(source), r.text());
  }

  /**
   * Over corpus scripts of every logic (seeded choice), an operator that occurs is kept: each smaller
   * script reads back (sorts, scopes), still applies the operator, and the same run gives the same result.
   */
  @Test
  void corpusScriptsShrinkAroundAnOperatorAndEveryStepReadsBack() throws Exception {
    SplittableRandom random = new SplittableRandom(20261123L);
    List<Path> files = corpus();
    int checked = 0;
    for (int i = 0; i < 40; i++) {
      Path file = files.get(random.nextInt(files.size()));
      String source = print(Files.readString(file, StandardCharsets.ISO_8859_1));
      List<String> heads = heads(source);
      if (heads.isEmpty() || source.length() > 20_000) {
        continue;
      }
      String needle = "(" + heads.get(random.nextInt(heads.size())) + " ";
      List<String> steps = new ArrayList<>();
      Reducer.Result r = reduce(source, text -> text.contains(needle), steps);
      assertTrue(r.text().contains(needle), file + ": " + needle);
      assertTrue(r.text().length() <= source.length(), file.toString());
      for (String step : steps) {
        read(step);
      }
      assertEquals(r.text(), reduce(source, text -> text.contains(needle), new ArrayList<>()).text(), file.toString());
      checked++;
    }
    assertTrue(checked >= 20, "only " + checked + " corpus scripts were small enough");
  }

  private static List<String> heads(String source) {
    List<String> out = new ArrayList<>();
    int body = source.indexOf("(assert ");
    Matcher m = HEAD.matcher(body < 0 ? "" : source.substring(body));
    while (m.find()) {
      if (!m.group(1).equals("assert") && !out.contains(m.group(1))) {
        out.add(m.group(1));
      }
    }
    return out;
  }

  private static List<Path> corpus() throws Exception {
    try (Stream<Path> s = Files.walk(TestPaths.shared().resolve("corpus"))) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
  }

  private static Reducer.Result reduce(String source, Interesting test, List<String> steps) throws Exception {
    return new Reducer(TABLE, test, Reducer.Options.of(Duration.ofSeconds(20)), steps::add).reduce(read(source));
  }

  private static Script read(String text) {
    return new ScriptReader(TABLE).read("test.smt2", text.getBytes(StandardCharsets.UTF_8));
  }

  private static String print(String text) {
    return ScriptPrinter.toText(read(text));
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }
}
