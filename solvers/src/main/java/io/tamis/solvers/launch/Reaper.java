package io.tamis.solvers.launch;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Waits for spawned children with a blocking {@code waitpid}, each on a platform thread of a cached
 * pool (as the JDK's own process reaper does): a native call blocks its carrier, so it must not run
 * on a virtual thread, and a blocking wait wakes the moment the child ends, where polling would add
 * its period to every call. The same pool reads and writes the children's pipes.
 */
final class Reaper {
  private static final int STACK_BYTES = 128 * 1024;

  private final Libc c;
  private final ExecutorService threads = Executors.newCachedThreadPool(
      Thread.ofPlatform().name("tamis-reaper-", 0).daemon().stackSize(STACK_BYTES).factory());

  Reaper(Libc c) {
    this.c = c;
  }

  /** The platform threads that may block on the children (their waits and their pipes). */
  ExecutorService threads() {
    return threads;
  }

  /** Completes with the child's exit value (128 + N when signal N ended it, as {@link Process} says). */
  CompletableFuture<Integer> await(int pid) {
    CompletableFuture<Integer> exit = new CompletableFuture<>();
    threads.execute(() -> exit.complete(waitFor(pid)));
    return exit;
  }

  private int waitFor(int pid) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment state = Libc.callState(arena);
      MemorySegment status = arena.allocate(JAVA_INT);
      while (true) {
        int r = (int) c.waitpid.invokeExact(state, pid, status, 0);
        if (r == pid) {
          return exitValue(status.get(JAVA_INT, 0));
        }
        if (Libc.errno(state) != Libc.EINTR) {
          return -1;
        }
      }
    } catch (Throwable t) {
      Fatal.rethrow(t);
      return -1;
    }
  }

  /** Decodes a wait status: WIFEXITED gives the code, WIFSIGNALED 128 + the signal. */
  static int exitValue(int status) {
    int signal = status & 0x7f;
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal;
  }
}
