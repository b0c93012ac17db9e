package io.tamis.runner.session;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.gen.TestCase;
import io.tamis.mutator.session.SessionBuilder;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Sessions of the bundled seeds on Debian's z3 and cvc5 and the Yices2 build: a session a solver cannot read
 * (rejected where the seed's own script is not) stays under 1% per family, and no session finds anything. A solver
 * that refuses incremental mode for the script's logic (Yices2's exists/forall solver: an error at the set-logic,
 * before anything the session builds) is counted apart: --push-pop meets the same refusal. Prints per family the
 * sessions read, refused, rejected, and queries answered per second of solver time. -Dtamis.sessions=N sets the
 * sessions per seed (default 2).
 */
@Tag("solver")
class SessionRealSolverTest {
  private static final List<String> SOLVERS = List.of("z3@path", "cvc5@path", "yices2@main");
  private static final int PER_SEED = Integer.getInteger("tamis.sessions", 2);
  /**
   * Found by sessions, kept: Yices2 (84efa9276) drops the constants declared under :global-declarations from its
   * model after a reset-assertions, while get-value still gives them values ({@link #yices2LeavesGlobalsOutOfItsModelAfterAReset}).
   */
  private static final String KNOWN = "value|yices2@main|session check-sat: missing|";
  /** The smallest session that shows it; commands 7 and 10 are the queries. */
  private static final String RESET = """
      ; tamis session
      (set-option :print-success true)
      (set-option :global-declarations true)
      (set-option :produce-models true)
      (set-logic QF_LIA)
      (declare-const x Int)
      (assert (> x 0))
      (check-sat)
      (reset-assertions)
      (assert (> x 5))
      (check-sat)
      (get-value (x))
      (get-model)
      (exit)
      """;

  @Test
  void sessionsOfTheSeedsAreReadAndFindNothing() throws Exception {
    List<SolverConfig> configs = SOLVERS.stream()
        .map(s -> SolverProfiles.bundled().config(s, Duration.ofSeconds(5))).toList();
    Tally tally = new Tally(configs.size());
    List<String> found = new ArrayList<>();
    try (SolverPool pool = new SolverPool(2); TestRunner runner = new TestRunner(pool, configs)) {
      long index = 0;
      for (Path seed : seeds()) {
        byte[] script = Files.readAllBytes(seed);
        TestResult plain = runner.run(index++, seed.toString(), test(script, 0), null);
        for (int k = 0; k < PER_SEED; k++) {
          byte[] session = SessionBuilder.build(script, new SplittableRandom(k));
          if (session != null) {
            TestResult r = runner.run(index++, seed + "#" + k, test(session, k), null);
            tally.add(plain.outcomes(), r.outcomes(), session);
            String where = seed + " session " + k + ": ";
            r.findings().stream().filter(f -> !f.dedupKey().startsWith(KNOWN)).forEach(f -> found.add(where + say(f)));
          }
        }
      }
    }
    System.out.println(tally.table(configs));
    found.forEach(System.out::println);
    assertTrue(tally.under(0.01), tally.table(configs));
    assertTrue(found.isEmpty(), String.join("\n", found));
  }

  @Test
  void yices2LeavesGlobalsOutOfItsModelAfterAReset() throws Exception {
    SolverConfig yices = SolverProfiles.bundled().config("yices2@main", Duration.ofSeconds(5));
    try (SolverPool pool = new SolverPool(1); TestRunner runner = new TestRunner(pool, List.of(yices))) {
      TestResult r = runner.run(0, "reset", test(RESET.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0),
          "QF_LIA");
      assertTrue(r.findings().stream().anyMatch(f -> f.dedupKey().startsWith(KNOWN) && f.detail().equals(
          "get-model leaves out x, to which get-value gives 6, after the sat at command 10 (check-sat)")),
          r.findings().toString());
    }
  }

  private static String say(Finding f) {
    return f.kind() + " " + f.dedupKey() + ": " + f.detail();
  }

  private static TestCase test(byte[] text, long seed) {
    return new TestCase(text, null, "sessions", "seed", "", 0, 0, seed);
  }

  private static List<Path> seeds() throws IOException {
    Path root = Path.of(System.getProperty("tamis.root", "..")).resolve("seeds");
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
  }

  /** Per configuration: sessions whose seed it reads, those it rejected, queries answered, solver time. */
  private static final class Tally {
    private final int[] read;
    private final int[] rejected;
    private final int[] refused;
    private final long[] queries;
    private final long[] millis;
    private final List<List<String>> why = new ArrayList<>();

    Tally(int n) {
      read = new int[n];
      rejected = new int[n];
      refused = new int[n];
      queries = new long[n];
      millis = new long[n];
      for (int i = 0; i < n; i++) {
        why.add(new ArrayList<>());
      }
    }

    void add(List<Outcome> plain, List<Outcome> session, byte[] text) {
      for (int i = 0; i < plain.size(); i++) {
        Verdict p = plain.get(i).verdict();
        if (p == Verdict.REJECTED || p == Verdict.TIMEOUT || p == Verdict.CRASH) {
          continue;
        }
        Outcome s = session.get(i);
        read[i]++;
        queries[i] += s.answers().size();
        millis[i] += s.run() == null ? 0 : s.run().wallMillis();
        if (s.verdict() == Verdict.REJECTED && s.detail().contains("(set-logic)")) {
          refused[i]++;
          why.get(i).add("refused: " + s.detail());
        } else if (s.verdict() == Verdict.REJECTED) {
          rejected[i]++;
          why.get(i).add(s.detail() + " (" + ScriptCommands.of(text).size() + " commands)");
        }
      }
    }

    boolean under(double share) {
      for (int i = 0; i < read.length; i++) {
        if (read[i] > 0 && rejected[i] > share * (read[i] - refused[i])) {
          return false;
        }
      }
      return true;
    }

    String table(List<SolverConfig> configs) {
      StringBuilder s = new StringBuilder("sessions per family: read, refused incremental mode, rejected, queries "
          + "answered per solver second\n");
      for (int i = 0; i < read.length; i++) {
        s.append(String.format("  %-12s %4d %3d %3d (%.1f%%) %6.1f/s%n", configs.get(i).label(), read[i], refused[i],
            rejected[i], 100.0 * rejected[i] / Math.max(1, read[i] - refused[i]),
            queries[i] * 1000.0 / Math.max(1, millis[i])));
        why.get(i).forEach(w -> s.append("    ").append(w).append('\n'));
      }
      return s.toString();
    }
  }
}
