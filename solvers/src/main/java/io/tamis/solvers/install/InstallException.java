package io.tamis.solvers.install;

/** An install step failed; the message says which and what to do. */
public class InstallException extends Exception {
  public InstallException(String message) {
    super(message);
  }

  public InstallException(String message, Throwable cause) {
    super(message, cause);
  }
}
