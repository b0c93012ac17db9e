package io.tamis.mutator.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.eval.ScriptCommands.Command;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SessionBuilderTest {
  private static final String SCRIPT = """
      (set-info :status sat)
      (set-option :produce-models true)
      (set-logic QF_LIA)
      (declare-const x Int)
      (declare-fun y () Int)
      (declare-fun f (Int) Int)
      (assert (> x 0))
      (assert (< (f x) y))
      (define-fun z () Int (+ x y))
      (assert (distinct z 3))
      (assert (or (= x 1) (= y 2)))
      (check-sat)
      (get-model)
      (exit)
      """;
  private static final Pattern GUARD = Pattern.compile("\\|s!a\\d+\\|");
  private static final Pattern NAME = Pattern.compile(":named (\\|[^|]*\\|)");
  private static final int SESSIONS = 300;

  private static List<String> commands(int seed) {
    byte[] s = SessionBuilder.build(SCRIPT.getBytes(StandardCharsets.ISO_8859_1), new SplittableRandom(seed));
    assertNotNull(s, "seed " + seed);
    List<String> out = new ArrayList<>();
    for (Command c : ScriptCommands.of(s)) {
      out.add(new String(s, c.start(), c.end() - c.start(), StandardCharsets.ISO_8859_1));
    }
    return out;
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3})
  void sameSeedSameSession(int seed) {
    byte[] script = SCRIPT.getBytes(StandardCharsets.ISO_8859_1);
    assertArrayEquals(SessionBuilder.build(script, new SplittableRandom(seed)),
        SessionBuilder.build(script, new SplittableRandom(seed)));
  }

  @org.junit.jupiter.api.Test
  void scopesBalanceAndEveryPopRepeatsTheQueryBeforeItsPush() {
    for (int seed = 0; seed < SESSIONS; seed++) {
      List<String> c = commands(seed);
      Deque<String> lastQuery = new ArrayDeque<>();
      String query = null;
      for (int k = 0; k < c.size(); k++) {
        String cmd = c.get(k);
        if (cmd.startsWith("(push")) {
          lastQuery.push(query);
        } else if (cmd.startsWith("(pop")) {
          assertTrue(!lastQuery.isEmpty(), "pop below level 0, seed " + seed);
          assertEquals(lastQuery.pop(), c.get(k + 1), "seed " + seed + " command " + (k + 1));
        } else if (cmd.startsWith("(check-sat") && !(k + 1 < c.size() && c.get(k + 1).equals("(get-unsat-assumptions)"))) {
          query = cmd;
        }
      }
      assertTrue(lastQuery.isEmpty(), "unbalanced, seed " + seed);
      assertEquals("(exit)", c.get(c.size() - 1));
    }
  }

  @org.junit.jupiter.api.Test
  void produceOptionsComeBeforeTheLogicAndEveryAssertion() {
    for (int seed = 0; seed < SESSIONS; seed++) {
      List<String> c = commands(seed);
      assertEquals("(set-option :print-success true)", c.get(0));
      int logic = c.indexOf("(set-logic QF_LIA)");
      for (int k = 0; k < c.size(); k++) {
        if (c.get(k).contains(":produce-")) {
          assertTrue(k < logic, "seed " + seed + ": " + c.get(k));
        }
      }
      assertTrue(c.stream().noneMatch(x -> x.contains(":status")), "the status speaks of the one question");
    }
  }

  @org.junit.jupiter.api.Test
  void unsatAssumptionsOnlyAfterAQueryUnsatByConstruction() {
    int asked = 0;
    for (int seed = 0; seed < SESSIONS; seed++) {
      List<String> c = commands(seed);
      for (int k = 0; k < c.size(); k++) {
        if (c.get(k).equals("(get-unsat-assumptions)")) {
          asked++;
          String query = c.get(k - 1);
          Matcher m = GUARD.matcher(query);
          assertTrue(query.startsWith("(check-sat-assuming (") && m.find(), query);
          String contradiction = "(assert (=> " + m.group() + " (not ";
          assertTrue(c.stream().anyMatch(x -> x.startsWith(contradiction)), "seed " + seed + ": " + query);
        }
      }
    }
    assertTrue(asked > SESSIONS / 4, "few contradictions: " + asked);
  }

  @org.junit.jupiter.api.Test
  void guardsAreDeclaredBeforeUseAndNamesAreUnique() {
    for (int seed = 0; seed < SESSIONS; seed++) {
      Set<String> declared = new HashSet<>();
      Set<String> named = new HashSet<>();
      for (String cmd : commands(seed)) {
        if (cmd.startsWith("(declare-const |s!a")) {
          declared.add(cmd.split(" ")[1]);
          continue;
        }
        Matcher g = GUARD.matcher(cmd);
        while (g.find()) {
          assertTrue(declared.contains(g.group()), "seed " + seed + ": " + cmd);
        }
        Matcher n = NAME.matcher(cmd);
        while (n.find()) {
          assertTrue(named.add(n.group(1)), "seed " + seed + ": named twice " + cmd);
        }
      }
    }
  }

  @org.junit.jupiter.api.Test
  void unsatCoresOnlyInSessionsWithoutAssumptions() {
    for (int seed = 0; seed < SESSIONS; seed++) {
      List<String> c = commands(seed);
      boolean cores = c.contains("(set-option :produce-unsat-cores true)");
      assertTrue(cores != c.contains("(set-option :produce-unsat-assumptions true)"), "seed " + seed);
      assertTrue(cores || c.stream().noneMatch(x -> x.startsWith("(get-unsat-core")), "seed " + seed);
      assertTrue(!cores || c.stream().noneMatch(x -> x.startsWith("(check-sat-assuming")), "seed " + seed);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "(declare-const x Int)(assert (> x 0))(check-sat)(push 1)(check-sat)",
      "(declare-const x Int)(assert (> x 0))(check-sat)(check-sat)",
      "(declare-const x Int)(check-sat)",
      "(declare-const x Int)(assert (! (> x 0) :named a))(check-sat)",
      "(declare-const x Int)(assert (> x 0))"})
  void onlySingleQuestionsBecomeSessions(String script) {
    assertNull(SessionBuilder.build(script.getBytes(StandardCharsets.ISO_8859_1), new SplittableRandom(1)));
  }
}
