package io.tamis.solvers.install;

/**
 * What a build needs and this machine lacks: a program, a pinned library's archive, the network. It is
 * not the commit's fault, so a bisection stops on it instead of recording the commit as one that does
 * not build (which every resume would then skip).
 */
public final class MissingPrerequisite extends InstallException {
  public MissingPrerequisite(String message) {
    super(message);
  }

  public MissingPrerequisite(String message, Throwable cause) {
    super(message, cause);
  }
}
