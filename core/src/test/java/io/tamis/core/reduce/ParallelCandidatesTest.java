package io.tamis.core.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Candidates run side by side, and the result is the one a sequential run gives. */
class ParallelCandidatesTest {
  private static final SignatureTable TABLE = SignatureTable.standard();
  private static final Pattern HEAD = Pattern.compile("\\((?!_ )([a-z][a-z_.+<=>*/-]*) ");
  private static final String SCRIPT = """
      (set-logic QF_NIA)
      (declare-fun x () Int)
      (declare-fun y () Int)
      (declare-fun z () Int)
      (assert (> (+ x (* 2 y)) 3))
      (assert (and (< x 10) (or (= z (* x x)) (= x (div (+ z 1) (- y 3))))))
      (assert (distinct x y z))
      (check-sat)
      """;

  @Test
  void asManyCandidatesRunAtOnceAsThereAreJobs() throws Exception {
    CountDownLatch three = new CountDownLatch(3);
    AtomicBoolean together = new AtomicBoolean();
    AtomicInteger running = new AtomicInteger();
    AtomicInteger most = new AtomicInteger();
    Interesting test = text -> {
      most.accumulateAndGet(running.incrementAndGet(), Math::max);
      try {
        three.countDown();
        // The first three calls meet here only if they run at the same time.
        if (three.await(5, TimeUnit.SECONDS)) {
          together.set(true);
        }
        return text.contains("(div ");
      } finally {
        running.decrementAndGet();
      }
    };
    reduce(SCRIPT, test, 3);
    assertTrue(together.get(), "three candidates never ran at once");
    assertEquals(3, most.get(), "at most --jobs at once");
  }

  @Test
  void aLaterCandidateThatAnswersFirstDoesNotWin() throws Exception {
    // Every candidate that keeps the div is interesting; the earlier a candidate, the longer its test takes,
    // so later ones finish first. The first in order must still be taken, as one job at a time takes it.
    AtomicInteger calls = new AtomicInteger();
    Interesting slowFirst = text -> {
      Thread.sleep(Math.max(0, 40 - 10 * (calls.incrementAndGet() % 4)));
      return text.contains("(div ");
    };
    String one = reduce(SCRIPT, text -> text.contains("(div "), 1);
    assertEquals(one, reduce(SCRIPT, slowFirst, 4));
  }

  /**
   * Over corpus scripts of every logic (seeded choice), with tests that take a time of their own: the same
   * result with 1 and with 4 jobs.
   */
  @Test
  void corpusScriptsReduceTheSameWhateverTheJobs() throws Exception {
    SplittableRandom random = new SplittableRandom(20261128L);
    List<Path> files = corpus();
    int checked = 0;
    for (int i = 0; i < 40 && checked < 12; i++) {
      Path file = files.get(random.nextInt(files.size()));
      String source = Files.readString(file, StandardCharsets.ISO_8859_1);
      List<String> heads = heads(source);
      if (heads.isEmpty() || source.length() > 6_000) {
        continue;
      }
      String needle = "(" + heads.get(random.nextInt(heads.size())) + " ";
      Interesting jittered = text -> {
        Thread.sleep(Math.floorMod(text.hashCode(), 3));
        return text.contains(needle);
      };
      String sequential = reduce(source, text -> text.contains(needle), 1);
      assertEquals(sequential, reduce(source, jittered, 4), file + ": " + needle);
      checked++;
    }
    assertTrue(checked >= 8, "only " + checked + " corpus scripts were small enough");
  }

  private static String reduce(String source, Interesting test, int jobs) throws Exception {
    Script script = new ScriptReader(TABLE).read("test.smt2", source.getBytes(StandardCharsets.ISO_8859_1));
    Reducer.Result r = new Reducer(TABLE, test, new Reducer.Options(Duration.ofSeconds(60), jobs, Set.of()),
        t -> { }).reduce(script);
    assertTrue(!r.timedOut(), "reduction took more than 60 s");
    return r.text();
  }

  private static List<String> heads(String source) {
    String printed = ScriptPrinter.toText(new ScriptReader(TABLE).read("s", source.getBytes(StandardCharsets.ISO_8859_1)));
    int body = printed.indexOf("(assert ");
    Matcher m = HEAD.matcher(body < 0 ? "" : printed.substring(body));
    return m.results().map(r -> r.group(1)).filter(h -> !h.equals("assert")).distinct().toList();
  }

  private static List<Path> corpus() throws Exception {
    try (Stream<Path> s = Files.walk(TestPaths.shared().resolve("corpus"))) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
  }
}
