package io.tamis.bench.pool;

import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.pool.WarmSessions;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Installed releases against the solvers on PATH, side by side in one run, one slot: tests per
 * second on the smoke corpus in fresh processes and in a warm session, and on a tiny script the wall
 * time per call and the shim's own share of it (the wall time a warm session takes per call minus
 * the time spent inside the solver, which the shims report with TAMIS_SHIM_TIMES).
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar io.tamis.bench.pool.ReleaseSpeed SMOKE_DIR
 * [rounds] [solver ...]}, e.g. {@code ../shared/corpus/smoke 3 z3 cvc5 z3@5.1.0 cvc5@1.3.2 z3@4.14.1}.
 */
public final class ReleaseSpeed {
  private static final String TINY = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x 2))\n(check-sat)\n";
  private static final int TINY_CALLS = 200;
  private static final Pattern SOLVER_US = Pattern.compile(";; tamis-shim solver-us (\\d+)");

  private ReleaseSpeed() {}

  public static void main(String[] args) throws Exception {
    Path smoke = Path.of(args.length > 0 ? args[0] : "../shared/corpus/smoke");
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    List<String> solvers = args.length > 2 ? List.of(args).subList(2, args.length)
        : List.of("z3", "cvc5", "z3@5.1.0", "cvc5@1.3.2", "z3@4.14.1");
    List<byte[]> scripts = scripts(smoke);
    System.out.println("solver\tround\tsmoke fresh tests/s\tsmoke warm tests/s\ttiny fresh ms/call\t"
        + "tiny warm ms/call\tsolver ms/call (warm)\tshim share of warm wall");
    for (int round = 1; round <= rounds; round++) {
      for (String s : solvers) {
        SolverConfig c = SolverProfiles.bundled().config(s, Duration.ofSeconds(10));
        double fresh = smokeRate(c, scripts, false);
        double warm = smokeRate(c, scripts, true);
        double tinyFresh = tinyFresh(c);
        double[] tinyWarm = tinyWarm(c);
        System.out.printf("%s\t%d\t%.1f\t%.1f\t%.2f\t%.2f\t%s\t%s%n", s, round, fresh, warm, tinyFresh, tinyWarm[0],
            tinyWarm[1] < 0 ? "-" : String.format("%.2f", tinyWarm[1]),
            tinyWarm[1] < 0 ? "-" : String.format("%.1f%%", 100 * (tinyWarm[0] - tinyWarm[1]) / tinyWarm[0]));
      }
    }
  }

  private static List<byte[]> scripts(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      List<byte[]> out = new ArrayList<>();
      for (Path p : files.filter(f -> f.toString().endsWith(".smt2")).sorted().toList()) {
        out.add(Files.readAllBytes(p));
      }
      return out;
    }
  }

  /** Smoke files answered per second (a timeout counts as a test; none is expected). */
  private static double smokeRate(SolverConfig c, List<byte[]> scripts, boolean warm) throws InterruptedException {
    Classifier classifier = new Classifier(c.profile());
    int answered = 0;
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 1000)) {
      long t0 = System.nanoTime();
      for (byte[] s : scripts) {
        Verdict v = classifier.classify(c.label(), warm ? pool.run(w, s) : pool.run(c, s), s).verdict();
        answered += v.definite() ? 1 : 0;
      }
      double seconds = (System.nanoTime() - t0) / 1e9;
      if (answered < scripts.size() - 5) {
        System.err.println(c.label() + (warm ? " warm" : " fresh") + ": only " + answered + " answers");
      }
      return scripts.size() / seconds;
    }
  }

  private static double tinyFresh(SolverConfig c) throws InterruptedException {
    byte[] tiny = TINY.getBytes(StandardCharsets.US_ASCII);
    int calls = TINY_CALLS / 4;
    try (SolverPool pool = new SolverPool(1)) {
      long t0 = System.nanoTime();
      for (int i = 0; i < calls; i++) {
        pool.run(c, tiny);
      }
      return (System.nanoTime() - t0) / 1e6 / calls;
    }
  }

  /**
   * One session process driven as the pool drives it (the test, an echo marker, a reset); returns the
   * wall ms per call and the solver's own ms per call (-1 when the program reports none).
   */
  private static double[] tinyWarm(SolverConfig c) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(c.command(null));
    pb.environment().put("TAMIS_SHIM_TIMES", "1");
    Process p = pb.start();
    OutputStream in = p.getOutputStream();
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    send(in, out, "(echo \"ready\")\n", "ready");
    long t0 = System.nanoTime();
    for (int i = 0; i < TINY_CALLS; i++) {
      send(in, out, TINY + "(echo \"end-" + i + "\")\n(reset)\n", "end-" + i);
    }
    double wall = (System.nanoTime() - t0) / 1e6 / TINY_CALLS;
    in.close();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor();
    Matcher m = SOLVER_US.matcher(err);
    return new double[] {wall, m.find() ? Long.parseLong(m.group(1)) / 1000.0 / (TINY_CALLS + 1) : -1};
  }

  private static void send(OutputStream in, BufferedReader out, String text, String marker) throws IOException {
    in.write(text.getBytes(StandardCharsets.US_ASCII));
    in.flush();
    String line;
    while ((line = out.readLine()) != null && !line.contains(marker)) {
      // the test's own answers
    }
    if (line == null) {
      throw new IOException("the session ended before " + marker);
    }
  }
}
