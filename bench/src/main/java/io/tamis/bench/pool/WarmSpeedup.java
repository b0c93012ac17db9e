package io.tamis.bench.pool;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.pool.WarmSessions;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Fresh process per call vs warm session, one slot, on a tiny string query (the case where starting
 * the solver dominates). Needs z3 and cvc5 on PATH.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar io.tamis.bench.pool.WarmSpeedup [calls]}
 */
public final class WarmSpeedup {
  private static final byte[] TINY = ("(set-logic QF_S)\n(declare-fun x () String)\n"
      + "(assert (= (str.++ x \"b\") \"ab\"))\n(check-sat)\n").getBytes(StandardCharsets.US_ASCII);

  private WarmSpeedup() {}

  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    for (String solver : new String[] {"z3", "cvc5"}) {
      SolverConfig c = SolverProfiles.bundled().config(solver, Duration.ofSeconds(10));
      double fresh = fresh(c, calls);
      double warm = warm(c, calls);
      System.out.printf("%s: fresh %.2f ms/call, warm %.2f ms/call, speed-up %.1fx%n", solver, fresh, warm,
          fresh / warm);
    }
  }

  private static double fresh(SolverConfig c, int calls) throws InterruptedException {
    try (SolverPool pool = new SolverPool(1)) {
      long t0 = System.nanoTime();
      for (int i = 0; i < calls; i++) {
        expectSat(pool.run(c, TINY));
      }
      return (System.nanoTime() - t0) / 1e6 / calls;
    }
  }

  private static double warm(SolverConfig c, int calls) throws InterruptedException {
    try (SolverPool pool = new SolverPool(1); WarmSessions w = new WarmSessions(c, 1000)) {
      expectSat(pool.run(w, TINY));
      long t0 = System.nanoTime();
      for (int i = 0; i < calls; i++) {
        expectSat(pool.run(w, TINY));
      }
      return (System.nanoTime() - t0) / 1e6 / calls;
    }
  }

  private static void expectSat(ProcessRun run) {
    if (!run.stdout().startsWith("sat")) {
      throw new IllegalStateException("expected sat: " + run.stdout() + run.stderr());
    }
  }
}
