package io.tamis.solvers.launch;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A child exchanged through its {@link Process} streams: one task per output stream (and one for a
 * large input) on the launcher's stream executor, the calling thread watching the deadline and
 * sampling CPU time.
 */
final class StreamChild implements Child {
  private static final long SAMPLE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
  private static final Duration DRAIN_GRACE = Duration.ofSeconds(1);
  /** A pipe holds at least one page: a script this small is written at once, without a feeder task. */
  private static final int PIPE_PAGE = 4096;

  private final Process p;
  private final ExecutorService streams;

  StreamChild(Process p, ExecutorService streams) {
    this.p = p;
    this.streams = streams;
  }

  @Override
  public Process process() {
    return p;
  }

  @Override
  public Exchange exchange(byte[] stdin, Sink out, Sink err, long deadlineNanos) throws InterruptedException {
    Future<?> outReader = streams.submit(() -> Sink.readAll(p.getInputStream(), out));
    Future<?> errReader = streams.submit(() -> Sink.readAll(p.getErrorStream(), err));
    Future<?> feeder = null;
    if (stdin.length <= PIPE_PAGE) {
      feed(p.getOutputStream(), stdin);
    } else {
      feeder = streams.submit(() -> feed(p.getOutputStream(), stdin));
    }
    long cpu = -1;
    boolean timedOut = false;
    try {
      while (true) {
        long left = deadlineNanos - System.nanoTime();
        if (left <= 0) {
          cpu = CpuTime.of(p, cpu);
          timedOut = true;
          ProcessTrees.kill(p);
          break;
        }
        if (p.waitFor(Math.min(left, SAMPLE_NANOS), TimeUnit.NANOSECONDS)) {
          break;
        }
        cpu = CpuTime.of(p, cpu);
      }
    } catch (InterruptedException e) {
      ProcessTrees.kill(p);
      drain(outReader, errReader, feeder);
      throw e;
    }
    long end = System.nanoTime();
    drain(outReader, errReader, feeder);
    return new Exchange(timedOut, timedOut ? -1 : p.exitValue(), cpu, end);
  }

  /**
   * Waits for the readers: the pipes close when every process holding them has ended. A
   * grandchild that outlived its parent may hold them open: kill what is left and stop waiting.
   */
  private void drain(Future<?> outReader, Future<?> errReader, Future<?> feeder) throws InterruptedException {
    if (!done(outReader) || !done(errReader)) {
      ProcessTrees.kill(p);
      closeQuietly();
      done(outReader);
      done(errReader);
    }
    if (feeder != null) {
      done(feeder);
    }
  }

  /** Waits up to {@link #DRAIN_GRACE} for a stream task; false when it is still running. */
  private static boolean done(Future<?> task) throws InterruptedException {
    try {
      task.get(DRAIN_GRACE.toNanos(), TimeUnit.NANOSECONDS);
      return true;
    } catch (TimeoutException e) {
      return false;
    } catch (ExecutionException e) {
      return true;
    }
  }

  private void closeQuietly() {
    try {
      p.getInputStream().close();
      p.getErrorStream().close();
    } catch (IOException e) {
      // Nothing more to read.
    }
  }

  /** Writes the script and closes stdin; a solver that exits without reading it is not an error. */
  private static void feed(OutputStream in, byte[] bytes) {
    try (in) {
      in.write(bytes);
    } catch (IOException e) {
      // Broken pipe: the solver did not read its input. Its exit status tells the rest.
    }
  }
}
