package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.CommitBisection.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/** report.md's commit part for a bisection stopped after its first build (the z3 union crash's, bench/findings). */
class CommitsSectionTest {
  @Test
  void aBisectionStoppedAfterOneBuildSaysSoAndHowToGoOn() {
    CommitBisection c = new CommitBisection("z3", CommitBisection.FIRST_BAD, "https://github.com/Z3Prover/z3.git",
        "release", "5.0.0", "8e3402b215a8", "5.1.0", "0b6cdcdbc65d", 2,
        List.of(new Step("09aaadf9638073d0", Step.OLD, "sat", 3792)), null, List.of(), false, 3792,
        List.of("src/smt/theory_finite_set*"));
    StringBuilder md = new StringBuilder();
    new CommitsSection(c).append(md);
    String text = md.toString();
    assertTrue(text.contains("not found yet: stopped before the end"), text);
    assertTrue(text.contains("trying those that touch `src/smt/theory_finite_set*` and then the answer's parent, "
        + "in 1 build, 63 min."), text);
    assertTrue(text.contains("| 09aaadf963 | good | sat | 3792 |"), text);
  }
}
