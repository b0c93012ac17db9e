package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.smtlib.LogicNames;
import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.pool.WarmSessions;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conformance every installed release passes, whatever its route (z3's own program from PyPI, z3's
 * native library, z3 as WebAssembly, cvc5 in a JVM; which route a z3 release took depends on what pip
 * has): it acts as the solver's own command-line program to the runner. Needs the releases of
 * {@code -Dtamis.shimReleases} (default: one per route) installed by {@code bin/tamis solvers install}:
 * fails, never skips, without them.
 */
@Tag("solver")
@Tag("newest")
class ShimConformanceTest {
  private static final String SAT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 2))\n(check-sat)\n";
  private static final String UNSAT = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 2))\n"
      + "(assert (< x 1))\n(check-sat)\n";
  /** Hard for both solvers within seconds: x^3 + y^3 + z^3 = 42. */
  private static final String HARD = "(set-logic QF_NIA)\n(declare-fun x () Int)(declare-fun y () Int)"
      + "(declare-fun z () Int)\n(assert (= (+ (* x x x) (* y y y) (* z z z)) 42))\n(check-sat)\n";

  /**
   * Logics of the smoke corpus that are cvc5's, not SMT-LIB's. z3's own program (from PyPI, or built
   * from source) then knows no String or Int and rejects the script, as 4.16.0, 5.1.0 and trunk do,
   * where its library behind a shim reads it: the CLI's behaviour, which a shim was to copy.
   */
  private static final Set<String> CVC5_LOGICS = Set.of("SLIA", "QF_ALL");

  static List<String> releases() {
    return Arrays.asList(System.getProperty("tamis.shimReleases", "z3@5.1.0,z3@5.0.0,z3@4.14.1,cvc5@1.3.2").split(","));
  }

  private static SolverCache.Installed installed(String spec) {
    try {
      return InstalledReleases.user().resolve(spec);
    } catch (IllegalArgumentException e) {
      throw new AssertionError(e.getMessage() + " (bin/test installs it: bin/test --setup)", e);
    }
  }

  private static SolverConfig config(String spec, double timeoutSeconds) {
    installed(spec);
    return SolverProfiles.bundled().config(spec, Duration.ofMillis((long) (timeoutSeconds * 1000)));
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  private static Outcome classify(SolverConfig c, ProcessRun run, String script) {
    return new Classifier(c.profile()).classify(c.label(), run, bytes(script));
  }

  @ParameterizedTest
  @MethodSource("releases")
  void reportsItsVersion(String spec) throws Exception {
    SolverCache.Installed i = installed(spec);
    Process p = new ProcessBuilder(i.executable().toString(), "--version").redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor());
    String version = i.record().version().replace("-dev", "");
    assertTrue(out.contains(version.equals("5.2.0") ? "5.1.0" : version), out);
  }

  /**
   * Every smoke file gets its expected answer, or unknown, or a timeout (newer z3 releases take
   * seconds on a quantified bit-vector file that z3 4.8.12 answers at once), never a wrong answer, a
   * crash or a rejection.
   */
  @ParameterizedTest
  @MethodSource("releases")
  void answersTheSmokeCorpusAsExpected(String spec) throws Exception {
    Path shared = Path.of(System.getProperty("tamis.shared", "../shared"), "corpus");
    List<String> rows = Files.readAllLines(shared.resolve("smoke.tsv"));
    SolverConfig c = config(spec, 10);
    SolverCache.Installed i = installed(spec);
    boolean ownProgram = i.record().build() != null || i.record().route().equals("pypi");
    List<String> wrong = new ArrayList<>();
    int answered = 0;
    try (SolverPool pool = new SolverPool(2)) {
      for (String row : rows.subList(1, rows.size())) {
        String[] f = row.split("\t");
        String script = Files.readString(shared.resolve(f[0]), StandardCharsets.ISO_8859_1);
        Outcome o = classify(c, pool.run(c, bytes(script)), script);
        boolean ok = o.verdict() == Verdict.ofAnswer(f[4]) || o.verdict() == Verdict.UNKNOWN
            || o.verdict() == Verdict.TIMEOUT
            || ownProgram && o.verdict() == Verdict.REJECTED && CVC5_LOGICS.contains(LogicNames.declared(bytes(script)));
        answered += o.verdict() == Verdict.ofAnswer(f[4]) ? 1 : 0;
        if (!ok) {
          wrong.add(f[0] + ": expected " + f[4] + ", got " + o.verdict() + " " + o.answers() + " " + o.detail());
        }
      }
    }
    assertEquals(List.of(), wrong);
    assertTrue(answered >= rows.size() - 1 - 5, spec + " answered only " + answered + " of " + (rows.size() - 1));
  }

  @ParameterizedTest
  @MethodSource("releases")
  void takesOptionsAsItsCommandLineDoes(String spec) throws Exception {
    boolean z3 = spec.startsWith("z3");
    String good = z3 ? spec + " model_validate=true smt.random_seed=7" : spec + " --produce-models --check-models"
        + " --tlimit-per=5000 --seed 7";
    String bad = z3 ? spec + " no_such_param=1" : spec + " --no-such-option";
    try (SolverPool pool = new SolverPool(1)) {
      SolverConfig ok = SolverProfiles.bundled().config(good, Duration.ofSeconds(20));
      assertEquals(List.of("sat"), classify(ok, pool.run(ok, bytes(SAT)), SAT).answers());
      SolverConfig wrong = SolverProfiles.bundled().config(bad, Duration.ofSeconds(20));
      ProcessRun run = pool.run(wrong, bytes(SAT));
      assertEquals(z3 ? 110 : 1, run.exitCode(), run.stdout() + run.stderr());
      assertTrue((run.stdout() + run.stderr()).contains(z3 ? "unknown parameter" : "Error in option parsing"),
          run.stdout() + run.stderr());
    }
  }

  /** Tests in one session: each sees only its own declarations ((reset) between), each ends at its marker. */
  @ParameterizedTest
  @MethodSource("releases")
  void warmSessionSeparatesTests(String spec) throws Exception {
    SolverConfig c = config(spec, 20);
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 10)) {
      for (String script : List.of(SAT, UNSAT, SAT, UNSAT)) {
        ProcessRun run = pool.run(w, bytes(script));
        assertEquals(script == SAT ? "sat" : "unsat", run.stdout().strip(), run.stderr());
      }
    }
  }

  /**
   * An error after the answer (a get-model after unsat, as the model check sends) ends the test's output but
   * not the session: cvc5's program would exit, which cost a JVM start per unsat test.
   */
  @ParameterizedTest
  @MethodSource("releases")
  void warmSessionOutlivesAnErrorAfterTheAnswer(String spec) throws Exception {
    SolverConfig c = config(spec, 20);
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 10)) {
      for (String script : List.of(UNSAT, SAT, UNSAT, SAT)) {
        ProcessRun run = pool.run(w, bytes(script + "(get-model)\n(check-sat)\n"));
        String first = run.stdout().strip().lines().findFirst().orElse("");
        assertEquals(script == SAT ? "sat" : "unsat", first, run.stdout() + run.stderr());
        if (script == UNSAT) {
          assertTrue(run.stdout().contains("(error"), run.stdout());
        }
      }
      assertEquals(1, w.started(), spec + " started a session per error");
    }
  }

  /**
   * Tests in one session that add different option sets each run with the command line's options
   * and their own set (in-band for the WebAssembly and JVM shims, a session per command line for the
   * native one), also after a (reset): cvc5's API reset drops the command line's options, and a shim
   * that relied on it ran every test after a session's first without them.
   */
  @ParameterizedTest
  @MethodSource("releases")
  void warmSessionRunsEachTestWithItsOptions(String spec) throws Exception {
    boolean z3 = spec.startsWith("z3");
    String script = z3 ? "(declare-const r Real)(assert (= r (/ 1.0 3.0)))(check-sat)(get-value (r))\n"
        : "(set-logic ALL)(get-option :strings-fmf)(get-option :produce-models)\n";
    String set = z3 ? "pp.decimal=true" : "--strings-fmf";
    String plain = z3 ? "sat\n((r (/ 1.0 3.0)))" : "false\ntrue";
    String varied = z3 ? "sat\n((r 0.3333333333?))" : "true\ntrue";
    SolverConfig c = SolverProfiles.bundled().config(z3 ? spec : spec + " --produce-models", Duration.ofSeconds(20));
    installed(spec);
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 10)) {
      for (boolean add : new boolean[] {false, true, true, false, true}) {
        SolverConfig as = add ? c.with(set) : c;
        ProcessRun run = pool.run(w, as, bytes(script));
        assertEquals(add ? varied : plain, run.stdout().strip(), spec + " with " + as.label() + ": " + run.stderr());
        assertEquals(as.command(null), run.command());
      }
    }
  }

  /** At the limit the whole process goes (fresh and warm), and the next test runs in a new session. */
  @ParameterizedTest
  @MethodSource("releases")
  void timeoutKillsTheSolver(String spec) throws Exception {
    SolverConfig c = config(spec, 1);
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 10)) {
      assertEquals(Verdict.TIMEOUT, classify(c, pool.run(c, bytes(HARD)), HARD).verdict());
      assertEquals(Verdict.TIMEOUT, classify(c, pool.run(w, bytes(HARD)), HARD).verdict());
      assertEquals("sat", pool.run(w, bytes(SAT)).stdout().strip());
      assertEquals(0, pool.running());
    }
  }

  /**
   * A native crash (here a SIGSEGV sent to the solver while it works: fault injection on the real
   * route) ends only that process and is a crash with the signal or the solver's message.
   */
  @ParameterizedTest
  @MethodSource("releases")
  void crashIsACrash(String spec) throws Exception {
    SolverConfig c = config(spec, 30);
    String dir = installed(spec).dir().toString();
    try (SolverPool pool = new SolverPool(1)) {
      AtomicReference<ProcessRun> run = new AtomicReference<>();
      Thread t = Thread.ofVirtual().start(() -> {
        try {
          run.set(pool.run(c, bytes(HARD)));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      long solver = awaitSolver(dir);
      Thread.sleep(300);
      new ProcessBuilder("kill", "-SEGV", Long.toString(solver)).start().waitFor();
      t.join(Duration.ofSeconds(30));
      Outcome o = classify(c, run.get(), HARD);
      assertEquals(Verdict.CRASH, o.verdict(), o.detail() + "\n" + run.get().stderr());
    }
  }

  /** The pid of the running solver whose command line names the release's folder. */
  private static long awaitSolver(String dir) throws InterruptedException {
    for (int i = 0; i < 200; i++) {
      var found = ProcessHandle.current().descendants()
          .filter(p -> p.info().commandLine().orElse("").contains(dir)).findFirst();
      if (found.isPresent()) {
        return found.get().pid();
      }
      Thread.sleep(25);
    }
    throw new AssertionError("no solver process of " + dir + " started");
  }

  /** A flood of output is captured up to the pool's bound, and the answer after it still counts. */
  @ParameterizedTest
  @MethodSource("releases")
  void floodIsBounded(String spec) throws IOException, InterruptedException {
    StringBuilder script = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      script.append("(echo \"flood flood flood flood flood flood flood flood ").append(i).append("\")\n");
    }
    script.append(SAT);
    SolverConfig c = config(spec, 60);
    try (SolverPool pool = new SolverPool(1)) {
      ProcessRun run = pool.run(c, bytes(script.toString()));
      assertTrue(run.stdoutBytes() > SolverPool.CAPTURE_LIMIT, "flooded " + run.stdoutBytes());
      assertTrue(run.stdout().length() <= 2 * SolverPool.CAPTURE_LIMIT + 200, "kept " + run.stdout().length());
      assertEquals(List.of("sat"), classify(c, run, script.toString()).answers());
    }
  }
}
