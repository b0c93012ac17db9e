package io.tamis.runner.cli;

import io.tamis.runner.campaign.Engine;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * SIGINT/SIGTERM handling: the JVM runs this hook on either signal. It stops the engine (no new
 * tests, running solvers killed) and waits until the command has written its summary, so the JVM
 * does not exit with anything half-written.
 */
final class StopOnSignal implements AutoCloseable {
  private static final long WAIT_SECONDS = 30;

  private final CountDownLatch finished = new CountDownLatch(1);
  private final Thread hook;
  private volatile boolean signalled;

  private final Runnable[] cleanups;

  /** {@code cleanups} (solver sessions, the pool's temp files) are closed before the hook may return. */
  StopOnSignal(Engine engine, Runnable... cleanups) {
    this(engine::stop, cleanups);
  }

  /** {@code stop} ends the command's work early (another command's engine). */
  StopOnSignal(Runnable stop, Runnable... cleanups) {
    this.cleanups = cleanups.clone();
    hook = new Thread(() -> {
      signalled = true;
      stop.run();
      await();
    }, "tamis-stop");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  boolean signalled() {
    return signalled;
  }

  private void await() {
    try {
      finished.await(WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The command is done: its output is complete. */
  @Override
  public void close() {
    try {
      for (Runnable c : cleanups) {
        c.run();
      }
    } finally {
      finished.countDown();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // Shutdown already started: the hook is running and now returns.
    }
  }
}
