package io.tamis.solvers.install;

/**
 * A build step stopped by a signal (Ctrl-C, SIGTERM, the OOM killer) or an interrupt, not by a compile error: the
 * commit is not known to be unbuildable, so a bisection must not record it as a skip.
 */
public final class BuildInterrupted extends InstallException {
  public BuildInterrupted(String message, Throwable cause) {
    super(message, cause);
  }
}
