package io.tamis.solvers.launch;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A child of the spawn launcher exchanged by a {@link Pump} on a reaper thread. */
final class PumpedChild implements Child {
  private static final long ABANDON_SECONDS = 5;
  private static final int PIPE_PAGE = 4096;
  private static final byte[] EMPTY = new byte[0];

  private final Libc c;
  private final SpawnedProcess process;
  /** The parent's stdin, stdout and stderr ends and the child's pidfd; the pump closes them. */
  private final int[] fds;
  private final ExecutorService threads;

  PumpedChild(Libc c, SpawnedProcess process, int[] fds, ExecutorService threads) {
    this.c = c;
    this.process = process;
    this.fds = fds;
    this.threads = threads;
  }

  @Override
  public Process process() {
    return process;
  }

  @Override
  public Exchange exchange(byte[] stdin, Sink out, Sink err, long deadlineNanos) throws InterruptedException {
    byte[] rest = feed(stdin);
    Future<Exchange> pump = threads.submit(new Pump(c, process, fds, rest, out, err, deadlineNanos));
    try {
      return pump.get();
    } catch (InterruptedException e) {
      process.killGroup();
      awaitQuietly(pump);
      throw e;
    } catch (ExecutionException e) {
      Fatal.rethrow(e);
      throw new IllegalStateException("pump: " + e.getCause(), e.getCause());
    }
  }

  /**
   * Writes a script of at most one pipe page at once and closes stdin (an empty pipe takes a page
   * without blocking), so the pump does not wake for it; a larger one is left to the pump, on a
   * non-blocking descriptor. Returns what the pump is to write.
   */
  private byte[] feed(byte[] stdin) {
    try (Arena arena = Arena.ofConfined()) {
      if (stdin.length > PIPE_PAGE) {
        int ignored = (int) c.fcntl.invokeExact(fds[0], Libc.F_SETFL, Libc.O_NONBLOCK);
        return stdin;
      }
      if (stdin.length > 0) {
        MemorySegment state = Libc.callState(arena);
        long ignored = (long) c.write.invokeExact(state, fds[0], arena.allocateFrom(JAVA_BYTE, stdin),
            (long) stdin.length); // a solver that exits without reading it is not an error
      }
      int ignored = (int) c.close.invokeExact(fds[0]);
      fds[0] = -1;
      return EMPTY;
    } catch (Throwable t) {
      throw new IllegalStateException("stdin: " + t, t);
    }
  }

  /** The killed child's pump ends within its drain grace; wait for it so no output is written later. */
  private static void awaitQuietly(Future<Exchange> pump) {
    try {
      pump.get(ABANDON_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // Killed: how it ended no longer matters.
    }
  }
}
