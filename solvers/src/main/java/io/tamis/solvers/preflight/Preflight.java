package io.tamis.solvers.preflight;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverVersions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Checks, before the first test, that every solver configuration runs: it states its version (when its profile
 * has a version command) and answers a trivial sat script and a trivial unsat script. A configuration that
 * cannot would turn every test into noise (a crash "finding" per call for a solver that never started); it is
 * refused with one line instead. Configurations run in parallel, each call limited to {@link #LIMIT}.
 */
public final class Preflight {
  /** Long enough for a JVM or WebAssembly solver to start (their start-up time comes on top), short for a user. */
  public static final Duration LIMIT = Duration.ofSeconds(10);

  private final SolverPool pool;
  private final Duration limit;

  public Preflight(SolverPool pool) {
    this(pool, LIMIT);
  }

  /** A preflight whose calls each get {@code limit} (tests use a short one). */
  public Preflight(SolverPool pool, Duration limit) {
    this.pool = pool;
    this.limit = limit;
  }

  /**
   * The configurations refused, in the order given; empty when all pass. Configurations with the same program
   * and arguments are checked once (their labels may differ).
   */
  public List<Refusal> check(List<SolverConfig> configs) throws InterruptedException {
    Map<List<String>, SolverConfig> distinct = new LinkedHashMap<>();
    configs.forEach(c -> distinct.putIfAbsent(command(c), c));
    List<Future<Refusal>> checks = new ArrayList<>();
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      distinct.values().forEach(c -> checks.add(threads.submit(() -> check(c))));
      List<Refusal> refused = new ArrayList<>();
      for (Future<Refusal> f : checks) {
        Refusal r = result(f);
        if (r != null) {
          refused.add(r);
        }
      }
      return refused;
    }
  }

  private static List<String> command(SolverConfig c) {
    List<String> argv = new ArrayList<>(c.args());
    argv.addFirst(c.executable());
    return argv;
  }

  private static Refusal result(Future<Refusal> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      throw new IllegalStateException("preflight failed: " + e.getCause(), e.getCause());
    }
  }

  /**
   * The refusal of {@code c}, or null when it passes: a trivial sat and unsat script in QF_LIA, or in QF_BV for a
   * solver that refuses QF_LIA's logic (Bitwuzla has no integers).
   */
  Refusal check(SolverConfig c) throws InterruptedException {
    Problem problem = version(c);
    if (problem == null) {
      ProcessRun first = pool.run(c.withTimeout(limit), Probe.SAT.script());
      if (Probe.logicRefused(first)) {
        problem = probe(c, Probe.BIT_VECTORS);
      } else {
        problem = Probe.SAT.problem(first, limit);
        problem = problem != null ? problem : probe(c, List.of(Probe.UNSAT));
      }
    }
    return problem == null ? null : new Refusal(c.label(), problem.what() + "; " + Fixes.of(c, problem));
  }

  /** The first problem of {@code c} with {@code probes}, or null. */
  private Problem probe(SolverConfig c, List<Probe> probes) throws InterruptedException {
    for (Probe p : probes) {
      Problem problem = p.problem(pool.run(c.withTimeout(limit), p.script()), limit);
      if (problem != null) {
        return problem;
      }
    }
    return null;
  }

  /** What went wrong when asking {@code c} for its version, or null (also when its profile has no such command). */
  private Problem version(SolverConfig c) throws InterruptedException {
    List<String> argv = SolverVersions.command(c.executable(), c.profile());
    if (argv.isEmpty()) {
      return null;
    }
    ProcessRun run = pool.run(argv, c.env(), new byte[0], limit.plusMillis(c.profile().startupMillis()));
    String asked = "asked for its version ('" + String.join(" ", argv) + "')";
    Problem launch = Problem.ofLaunch(asked, run);
    if (launch != null) {
      return launch;
    }
    if (run.timedOut()) {
      return Problem.ofAnswer(asked + ", it gave no answer within " + limit.toSeconds() + " s");
    }
    if (run.exitCode() != 0 || run.stdout().isBlank()) {
      return Problem.ofAnswer(asked + ", it printed no version (exit code " + run.exitCode() + Problem.said(run)
          + ")");
    }
    return null;
  }
}
