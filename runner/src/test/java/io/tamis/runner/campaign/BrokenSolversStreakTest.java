package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Only calls that never started, and only {@link BrokenSolvers#STREAK} of them in a row, stop a configuration. */
class BrokenSolversStreakTest {
  private static final SolverConfig Z3 = SolverProfiles.bundled().config("z3", Duration.ofSeconds(1));

  @Test
  void aCallThatRanEndsTheStreak() {
    BrokenSolvers broken = new BrokenSolvers(List.of(Z3));
    notes(broken, BrokenSolvers.STREAK - 1, run(127, ""));
    broken.note(0, outcome(run(0, "sat\n")));
    notes(broken, BrokenSolvers.STREAK - 1, run(127, ""));
    assertFalse(broken.stopped(0));
    notes(broken, 1, run(127, ""));
    assertTrue(broken.stopped(0) && broken.all());
    assertEquals(Verdict.REJECTED, broken.skipped(0, Z3).verdict());
  }

  /** A crash, an answer after exit 127, or a run we cancelled: the solver ran, or we stopped it. */
  @Test
  void onlyLaunchFailuresCount() {
    BrokenSolvers broken = new BrokenSolvers(List.of(Z3));
    notes(broken, 2 * BrokenSolvers.STREAK, run(139, ""));
    notes(broken, 2 * BrokenSolvers.STREAK, run(127, "sat\n"));
    ProcessRun cancelled = new ProcessRun(List.of("z3"), -1, 0, false, true, 0, -1, "", 0, "", 0, "pool closed");
    notes(broken, 2 * BrokenSolvers.STREAK, cancelled);
    assertEquals(List.of(), broken.list());
  }

  private static void notes(BrokenSolvers broken, int times, ProcessRun run) {
    for (int k = 0; k < times; k++) {
      broken.note(0, outcome(run));
    }
  }

  private static ProcessRun run(int exit, String stdout) {
    return new ProcessRun(List.of("z3"), exit, exit > 128 ? exit - 128 : 0, false, false, 0, -1, stdout,
        stdout.length(), "", 0, null);
  }

  private static Outcome outcome(ProcessRun run) {
    return new Outcome("z3", Verdict.UNKNOWN, List.of(), "", null, run);
  }
}
