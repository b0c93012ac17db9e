package io.tamis.solvers.install;

/**
 * A program a route needs is not installed. It is this machine's lack, not the commit's: a bisection
 * stops on it instead of recording the commit as one that does not build.
 */
public final class MissingTool extends InstallException {
  public MissingTool(String message) {
    super(message);
  }
}
