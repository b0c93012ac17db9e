package io.tamis.runner.findings.bisect;

import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;


/**
 * What a bisection step's build is judged beside: the other configurations as recorded, or on the builds
 * {@code --solvers} names; one that cannot run here stops the bisection before it starts, since every build
 * would look good beside a reference that gives no answer.
 */
class BisectConfigsTest {
  private static SolverConfig config(String solver, String label, String executable) {
    int blank = label.indexOf(' ');
    return new SolverConfig(label, SolverProfiles.bundled().profileFor(solver), executable,
        blank < 0 ? List.of() : List.of(label.substring(blank + 1)), Duration.ofSeconds(10), 4096);
  }

  private static final List<SolverConfig> RECORDED = List.of(
      config("z3", "z3@main model_validate=true", "/cache/z3@main/bin/z3"),
      config("cvc5", "cvc5@main --check-models", "/cache/cvc5@main/bin/cvc5"),
      config("z3", "z3@main proof=true", "/cache/z3@main/bin/z3"));

  @Test
  void theNamedSolversConfigurationsMoveWithTheirOptionsAndTheOthersStay() {
    NewestBuilds named = new NewestBuilds(SolverProfiles.bundled(),
        List.of(config("z3", "z3@5.1.0", "/cache/z3@5.1.0/bin/z3")));
    List<SolverConfig> moved = named.movedIfNamed(RECORDED);
    assertEquals(List.of("z3@5.1.0 model_validate=true", "cvc5@main --check-models", "z3@5.1.0 proof=true"),
        moved.stream().map(SolverConfig::label).toList());
    assertEquals("/cache/z3@5.1.0/bin/z3", moved.get(0).executable());
    assertEquals(List.of("model_validate=true"), moved.get(0).args(), "each keeps its own options");
    assertEquals(RECORDED.get(1), moved.get(1));
  }

  @Test
  void aReferenceThatCannotRunHereIsNamedButNotTheConfigurationBisected() {
    assertEquals(List.of("cvc5@main (/cache/cvc5@main/bin/cvc5)", "z3@main (/cache/z3@main/bin/z3)"),
        ReleaseReplay.absent(RECORDED, 0));
    List<SolverConfig> onPath = List.of(RECORDED.get(0), config("sh", "sh -c", "sh"));
    assertEquals(List.of(), ReleaseReplay.absent(onPath, 0), "a program on PATH runs");
    assertEquals(List.of("z3@main (/cache/z3@main/bin/z3)"), ReleaseReplay.absent(onPath, 1));
  }
}
