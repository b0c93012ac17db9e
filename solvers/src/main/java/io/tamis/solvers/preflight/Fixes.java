package io.tamis.solvers.preflight;

import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import java.nio.file.Path;

/** How to fix a refused configuration, said after what it did. */
final class Fixes {
  private static final String INSTALL = "install a solver with: bin/tamis solvers install newest "
      + "(or Debian's: apt-get install -y z3 cvc5)";

  private Fixes() {}

  static String of(SolverConfig c, Problem p) {
    String program = c.label().split(" ", 2)[0];
    if (!p.launch()) {
      return "check its arguments in --solvers (a solver that cannot answer x > 0 cannot be fuzzed)";
    }
    if (program.contains("@")) {
      return "'tamis solvers' lists what is installed; install it again with: bin/tamis solvers install " + program;
    }
    if (!c.executable().contains("/")) {
      // Found on PATH (the default when no --solvers is given): name the file that was run.
      Path found = Executables.find(c.executable());
      return "the " + c.executable() + " on PATH is " + found + ": fix or remove it, give --solvers, or " + INSTALL;
    }
    return "check the path in --solvers, or " + INSTALL;
  }
}
