package io.tamis.runner.cli;

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

  private static SolverRecord record(String line) {
    SolverConfig c = SolverProfiles.bundled().config(line, Duration.ofSeconds(1));
    return new SolverRecord(c.label(), c.executable(), c.args(), 1, c.memoryMb(), c.profile(), List.of(), "", "sat",
        List.of("sat"), "", 0, 0, false, 5, 0, "sat\n", 4, "", 0, null);
  }
}
