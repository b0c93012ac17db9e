package io.tamis.solvers.launch;

/**
 * A JVM error (out of memory) met while running a solver is not the solver's result: wrapped into an
 * exception it became an "unknown" or a not-started run that the journal kept, so a campaign resumed
 * after the JVM ended ran one test less. It is thrown on, to the handler that ends the JVM.
 */
public final class Fatal {
  private Fatal() {}

  /** Throws the first {@link VirtualMachineError} in {@code t}'s cause chain, if any. */
  public static void rethrow(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
      if (c instanceof VirtualMachineError e) {
        throw e;
      }
    }
  }
}
