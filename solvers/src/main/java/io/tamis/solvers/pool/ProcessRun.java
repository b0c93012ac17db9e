package io.tamis.solvers.pool;

import io.tamis.solvers.coverage.Hits;
import java.util.List;

/**
 * What one solver process did. A hang, a crash or a flood is described here, never thrown.
 *
 * @param exitCode the exit status, or -1 when the process could not start or was killed by us
 * @param signal the signal that ended the process (exit status 128 + N without a shell), else 0
 * @param cpuNanos CPU time last sampled while the process ran, or -1 when it ended before a sample
 * @param startError why the process could not start, else null
 * @param hits the edges a coverage build took ({@link Hits#NONE} for any other program)
 */
public record ProcessRun(List<String> command, int exitCode, int signal, boolean timedOut, boolean cancelled,
    long wallNanos, long cpuNanos, String stdout, long stdoutBytes, String stderr, long stderrBytes,
    String startError, Hits hits) {

  public ProcessRun {
    command = List.copyOf(command);
  }

  /** A run of a program without coverage. */
  public ProcessRun(List<String> command, int exitCode, int signal, boolean timedOut, boolean cancelled,
      long wallNanos, long cpuNanos, String stdout, long stdoutBytes, String stderr, long stderrBytes,
      String startError) {
    this(command, exitCode, signal, timedOut, cancelled, wallNanos, cpuNanos, stdout, stdoutBytes, stderr,
        stderrBytes, startError, Hits.NONE);
  }

  /** This run with the edges its coverage build took. */
  public ProcessRun withHits(Hits h) {
    return new ProcessRun(command, exitCode, signal, timedOut, cancelled, wallNanos, cpuNanos, stdout, stdoutBytes,
        stderr, stderrBytes, startError, h);
  }

  static ProcessRun notStarted(List<String> command, String error, boolean cancelled) {
    return new ProcessRun(command, -1, 0, false, cancelled, 0, -1, "", 0, "", 0, error);
  }

  /** This run with its standard output replaced (kept bytes counted anew when it was kept whole). */
  public ProcessRun withStdout(String out) {
    long bytes = stdoutBytes == stdout.length() ? out.length() : stdoutBytes;
    return new ProcessRun(command, exitCode, signal, timedOut, cancelled, wallNanos, cpuNanos, out, bytes, stderr,
        stderrBytes, startError, hits);
  }

  /** This run as started by {@code argv} (a warm session's run records the test's own command line). */
  public ProcessRun withCommand(List<String> argv) {
    return new ProcessRun(argv, exitCode, signal, timedOut, cancelled, wallNanos, cpuNanos, stdout, stdoutBytes, stderr,
        stderrBytes, startError, hits);
  }

  /**
   * True when the solver never ran: the process could not start, or it exited 126 (not executable) or 127
   * (not found, or a shared library missing) without printing an answer, as a shell, prlimit or the dynamic
   * loader report a program they could not start. Never a crash of the solver. Not a run we stopped (a closed
   * pool is a start error too).
   */
  public boolean launchFailed() {
    return !cancelled && (startError != null || !timedOut && signal == 0 && (exitCode == 126 || exitCode == 127)
        && stdout.isBlank());
  }

  /** Why the solver never ran ({@link #launchFailed}): the start error, or the exit code and stderr's first line. */
  public String launchFailure() {
    if (startError != null) {
      return "cannot start: " + startError;
    }
    String first = stderr.strip().lines().findFirst().orElse("");
    String meaning = exitCode == 126 ? "not executable" : "not found";
    return "exit code " + exitCode + " (" + meaning + ")" + (first.isEmpty() ? "" : ": " + first);
  }

  public long wallMillis() {
    return wallNanos / 1_000_000;
  }

  /** Standard output then standard error, as kept. */
  public String output() {
    return stdout + "\n" + stderr;
  }

  /** The signal of a raw wait status as Java reports it for a shell-less launch (128 + N). */
  static int signalOf(int exitCode) {
    return exitCode > 128 && exitCode < 128 + 65 ? exitCode - 128 : 0;
  }
}
