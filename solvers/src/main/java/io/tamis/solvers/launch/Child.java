package io.tamis.solvers.launch;

/**
 * A started solver process whose standard streams belong to the launcher: {@link #exchange} feeds it,
 * moves its output and ends it, once. {@link #process} is the handle for killing it from elsewhere
 * ({@link ProcessTrees#kill(Process)}); its streams are not to be used.
 */
public interface Child {
  Process process();

  /**
   * Writes {@code stdin} and closes it, moves stdout and stderr into the sinks until the child has
   * ended and both pipes are closed (waiting at most a grace period for pipes a stray grandchild
   * holds), and kills the child with what it started when {@code deadlineNanos} ({@link System#nanoTime})
   * passes. Interruption kills it too, then rethrows.
   */
  Exchange exchange(byte[] stdin, Sink out, Sink err, long deadlineNanos) throws InterruptedException;
}
