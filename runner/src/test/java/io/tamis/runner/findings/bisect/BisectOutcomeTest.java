package io.tamis.runner.findings.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Outcome;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.SolverProfiles;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A release's row in the bisection table: a performance finding's row gives the time the release took; a core or
 * proof finding's, whether the check failed (good and bad builds both answer unsat).
 */
class BisectOutcomeTest {
  private static Outcome unsatIn(long nanos) {
    ProcessRun run = new ProcessRun(List.of("z3"), 0, 0, false, false, nanos, -1, "unsat\n", 6, "", 0, null);
    byte[] script = "(check-sat)\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    return new Classifier(SolverProfiles.bundled().profileFor("z3")).classify("z3@4.16.0", run, script);
  }

  @Test
  void aPerformanceRowGivesTheTime() {
    assertEquals("unsat in 0.04 s", ReleaseReplay.outcome(unsatIn(40_000_000L), "performance"));
    assertEquals("unsat", ReleaseReplay.outcome(unsatIn(40_000_000L), "soundness"));
    assertEquals("cancelled", ReleaseReplay.outcome(null, "performance"));
  }

  @Test
  void aCoreOrProofRowSaysWhetherItsCheckFailed() {
    assertEquals(", core refuted", ReleaseReplay.checked("unsat-core", true));
    assertEquals(", core not refuted", ReleaseReplay.checked("unsat-core", false));
    assertEquals(", proof refuted", ReleaseReplay.checked("proof", true));
    assertEquals("", ReleaseReplay.checked("soundness", true));
  }
}
