package io.tamis.runner.cli;

import io.tamis.solvers.solver.SolverConfig;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The solvers under test by the signature table's names for them (its {@code :solvers} tags): mutants and
 * reduction steps use only operators all of them accept.
 */
final class TableSolvers {
  /** The profiles the table records support for (config/signatures). */
  private static final Set<String> TAGGED = Set.of("z3", "cvc5", "cvc4", "yices2", "bitwuzla");

  private TableSolvers() {}

  /**
   * The configurations' profiles that the table knows. Others (fakes, unknown solvers: the generic
   * profile) add no constraint; with none known, operators stay within what z3 and cvc5 both accept.
   */
  static Set<String> of(List<SolverConfig> configs) {
    Set<String> names = new TreeSet<>();
    for (SolverConfig c : configs) {
      if (TAGGED.contains(c.profile().name())) {
        names.add(c.profile().name());
      }
    }
    return names.isEmpty() ? Set.of("z3", "cvc5") : names;
  }
}
