package io.tamis.runner.findings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A report's command line names the solver's own program, as its maintainers call it. */
class ShellCommandTest {
  @Test
  void theProgramIsTheProfilesNotTheInstalledBuildsName() {
    assertEquals("yices-smt2 < bug.smt2", ShellCommand.of(record("/cache/yices2@main/bin/yices2"), "bug.smt2"));
    assertEquals("z3 -in model_validate=true < bug.smt2",
        ShellCommand.of(record("/cache/z3@main/bin/z3 model_validate=true"), "bug.smt2"));
    assertEquals("cvc5 --lang smt2 -q bug.smt2", ShellCommand.of(record("/cache/cvc5@1.3.2/bin/cvc5 -q"), "bug.smt2"));
    assertEquals("fake-solver.sh < bug.smt2", ShellCommand.of(record("/tmp/fake-solver.sh"), "bug.smt2"));
  }

  /** A report gives the limits its command ran under, from the recorded command, where it had some. */
  @Test
  void theReportGivesTheLimitsTheCommandRanUnder() {
    SolverConfig c = SolverProfiles.bundled().config("/cache/cvc5@main/bin/cvc5 -q", Duration.ofSeconds(1));
    assertEquals("  \n**Limits**: the command below ran under `prlimit --data=4294967296: --stack=8388608:1073741824 "
        + "--` (soft:hard, in bytes)", FindingReport.limits(record(c, c.command(null))));
    assertEquals("", FindingReport.limits(record(c, List.of("/cache/cvc5@main/bin/cvc5", "-q"))));
  }

  private static SolverRecord record(String line) {
    SolverConfig c = SolverProfiles.bundled().config(line, Duration.ofSeconds(1));
    return record(c, List.of());
  }

  private static SolverRecord record(SolverConfig c, List<String> command) {
    return new SolverRecord(c.label(), c.executable(), c.args(), 1, c.memoryMb(), c.profile(), command, "", "sat",
        List.of("sat"), "", 0, 0, false, 5, 0, "sat\n", 4, "", 0, null);
  }
}
