package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.skeleton.Sphinx;
import io.tamis.mutator.theory.Probe;
import io.tamis.runner.oracle.FormScreen;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The self-check drops exactly the forms a solver rejects: a fake solver that lacks one operator
 * leaves every other form in, and the generator stops writing that operator.
 */
class FormScreenTest {
  @Test
  void aRejectedOperatorIsDroppedAndNothingElse() throws Exception {
    Sphinx sphinx = new Sphinx(SignatureTable.standard(), Set.of("z3", "cvc5"), Set.of("Ints", "Strings"), 10);
    List<Probe> probes = sphinx.probes();
    SolverConfig lacksMod = FakeSolvers.config("reject-on.sh", Duration.ofSeconds(5), "mod");
    List<String> said = new ArrayList<>();
    Map<String, String> rejected;
    try (SolverPool pool = new SolverPool(2)) {
      rejected = FormScreen.screen(sphinx, List.of(lacksMod), pool, said::add);
    }
    List<String> withMod = probes.stream().filter(p -> p.assertion().contains("(mod ")).map(Probe::form).toList();
    assertFalse(withMod.isEmpty(), "no probe applies mod");
    assertEquals(Set.copyOf(withMod), rejected.keySet());
    assertTrue(said.get(0).contains(probes.size() + " forms tried") && said.get(0).contains(withMod.size()
        + " rejected"), said.get(0));
    assertTrue(rejected.values().stream().allMatch(why -> why.contains("unknown constant mod")), rejected.toString());
    assertEquals(List.of("Ints", "Strings"), sphinx.theories());
  }

  /** A probe that timed out is read again without its check-sat: a rejection is not lost to a slow start. */
  @Test
  void aRejectionIsSeenWhenTheProbeTimesOut() throws Exception {
    Sphinx sphinx = new Sphinx(SignatureTable.standard(), Set.of("z3", "cvc5"), Set.of("Ints"), 10);
    SolverConfig slow = FakeSolvers.config("slow-check.sh", Duration.ofSeconds(1), "mod");
    Map<String, String> rejected;
    try (SolverPool pool = new SolverPool(2)) {
      rejected = FormScreen.screen(sphinx, List.of(slow), pool, s -> { });
    }
    List<String> withMod = sphinx.probes().stream().filter(p -> p.assertion().contains("(mod ")).map(Probe::form)
        .toList();
    assertFalse(withMod.isEmpty(), "no probe applies mod");
    assertEquals(Set.copyOf(withMod), rejected.keySet());
  }

  /** A form whose probe crashes the solver would crash most tests that have it: it is left out, and said. */
  @Test
  void aFormThatCrashesTheSolverIsLeftOut() throws Exception {
    Sphinx sphinx = new Sphinx(SignatureTable.standard(), Set.of("z3", "cvc5"), Set.of("Ints"), 10);
    SolverConfig crashesOnMod = FakeSolvers.config("crash-on.sh", Duration.ofSeconds(5), "mod");
    Map<String, String> rejected;
    try (SolverPool pool = new SolverPool(2)) {
      rejected = FormScreen.screen(sphinx, List.of(crashesOnMod), pool, s -> { });
    }
    assertFalse(rejected.isEmpty(), "no form dropped");
    assertTrue(rejected.keySet().stream().allMatch(f -> f.contains("mod")), rejected.toString());
    assertTrue(rejected.values().stream().allMatch(why -> why.contains("crashes it")), rejected.toString());
  }

  /**
   * A solver that reads a theory's terms but cannot solve them (cvc5 without CoCoA: finite-field probes
   * that its rewriter decides pass) fails on the hints' assertion to solve, which every probe carries.
   */
  @Test
  void aTheoryTheSolverCannotSolveIsDroppedWhole() throws Exception {
    Sphinx sphinx = new Sphinx(SignatureTable.standard(), Set.of("cvc5"), Set.of("Ints", "FiniteFields"), 10);
    assertTrue(sphinx.probes().stream().filter(p -> p.form().startsWith("FiniteFields"))
        .allMatch(p -> p.header().contains("(ff.mul a b)")), "the solve hint is not in the probes' header");
    SolverConfig cannotSolve = FakeSolvers.config("reject-on.sh", Duration.ofSeconds(5), "ff.mul");
    List<String> said = new ArrayList<>();
    try (SolverPool pool = new SolverPool(2)) {
      FormScreen.screen(sphinx, List.of(cannotSolve), pool, said::add);
    }
    assertEquals(List.of("Ints"), sphinx.theories(), said::toString);
    assertTrue(said.stream().anyMatch(l -> l.contains("FiniteFields (all")), said::toString);
  }
}
