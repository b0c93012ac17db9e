package io.tamis.solvers.preflight;

import io.tamis.solvers.pool.ProcessRun;

/**
 * What a configuration did wrong in the preflight.
 *
 * @param what what it was asked and what it did
 * @param launch true when it never ran (not found, not executable, a library missing): the fix is its path or
 *     its installation, not its arguments
 */
record Problem(String what, boolean launch) {
  /** The problem of {@code run}, asked as {@code asked}, when it did not start; else null. */
  static Problem ofLaunch(String asked, ProcessRun run) {
    return run.launchFailed() ? new Problem(asked + ", it did not start: " + run.launchFailure(), true) : null;
  }

  static Problem ofAnswer(String what) {
    return new Problem(what, false);
  }

  /** The first line it printed, to show what it said instead of an answer. */
  static String said(ProcessRun run) {
    String out = run.stdout().isBlank() ? run.stderr() : run.stdout();
    return out.strip().lines().findFirst().map(l -> "; it printed: " + clip(l)).orElse("; it printed nothing");
  }

  private static String clip(String line) {
    return line.length() <= 100 ? line : line.substring(0, 100) + "...";
  }
}
