package io.tamis.runner.findings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Severity line's part for a debug or sanitizer build: what the release builds the report ran do. */
class SeverityLineTest {
  @Test
  void aDebugBuildsFindingSaysWhatEachReleaseBuildDoes() {
    Tried.Run crashes = run("/opt/fake/cvc5-a", "crash", List.of(), "signal 11", true, "cvc5 1.3.2");
    Tried.Run answers = run("/opt/fake/cvc5-b", "sat", List.of("sat"), "", false, "cvc5 main, commit 190adc3958");
    Tried.Run reversed = run("/opt/fake/cvc5-c", "crash", List.of(), "signal 6", true, null);
    assertEquals("found on a debug build; of the release builds, cvc5 1.3.2 shows it too (crash (signal 11)), "
        + "cvc5 main, commit 190adc3958 does not show it (sat)",
        SeverityLine.releaseBuilds("debug", List.of(crashes, reversed, answers)));
  }

  @Test
  void aDebugBuildWithoutReleaseRunsSaysNoneWasTried() {
    assertEquals("found on an asan build; no release build was tried", SeverityLine.releaseBuilds("asan",
        List.of(run("/opt/fake/cvc5", "crash", List.of(), "signal 6", true, null))));
  }

  @Test
  void aReleaseBuildsFindingHasNoSuchPart() {
    assertNull(SeverityLine.releaseBuilds("release", List.of()));
  }

  /** A run of another build ({@code build}), or of the build at fault (null), as a report's tried runs hold it. */
  private static Tried.Run run(String program, String verdict, List<String> answers, String detail, boolean shows,
      String build) {
    SolverConfig c = SolverProfiles.bundled().config(program, Duration.ofSeconds(1));
    SolverRecord r = new SolverRecord(c.label(), c.executable(), c.args(), 1, c.memoryMb(), c.profile(), List.of(),
        "", verdict, answers, detail, 0, verdict.equals("crash") ? 11 : 0, false, 5, 0, "", 0, "", 0, null);
    return new Tried.Run(r, "bug.smt2", build == null ? "the assertions in reverse order" : "another build", shows,
        null, false, null, build);
  }
}
