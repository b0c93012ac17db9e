package io.tamis.solvers.solver;

/** Whether util-linux prlimit is on PATH (checked once). */
final class Prlimit {
  private static final boolean AVAILABLE = Executables.find("prlimit") != null;

  private Prlimit() {}

  static boolean available() {
    return AVAILABLE;
  }
}
