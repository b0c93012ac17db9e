package io.tamis.solvers.launch;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * One exchange with a spawned child, run on one platform thread: {@code poll} on the child's stdin,
 * stdout, stderr and pidfd moves the script in and the output out as each is ready, and the pidfd
 * says when to reap it ({@code wait4}, which also gives its CPU time). One thread and no Java stream
 * per call: the JVM's own cost per launch is what decides throughput when two cores run the solvers.
 */
final class Pump implements Callable<Exchange> {
  private static final long GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
  private static final long DRAIN_NANOS = TimeUnit.SECONDS.toNanos(1);
  /** The longest poll: a bound on how late a missed wake-up could be noticed. */
  private static final int MAX_WAIT_MILLIS = 1000;
  private static final int IN = 0;
  private static final int OUT = 1;
  private static final int ERR = 2;
  private static final int PIDFD = 3;
  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private final Libc c;
  private final SpawnedProcess process;
  /** stdin, stdout, stderr, pidfd; -1 once closed. */
  private final int[] fds;
  private final byte[] input;
  private final Sink[] sinks;
  private final long deadline;
  private int written;
  private boolean timedOut;
  private long killAt = Long.MAX_VALUE;
  private long drainUntil = Long.MAX_VALUE;
  private List<ProcessHandle> strays = List.of();
  private int exitCode = -1;
  private long cpu = -1;
  private long end;

  Pump(Libc c, SpawnedProcess process, int[] fds, byte[] input, Sink out, Sink err, long deadline) {
    this.c = c;
    this.process = process;
    this.fds = fds;
    this.input = input;
    this.sinks = new Sink[] {null, out, err};
    this.deadline = deadline;
  }

  @Override
  public Exchange call() throws Exception {
    try {
      return pump(SCRATCH.get());
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  private Exchange pump(Scratch s) throws Throwable {
    try {
      if (input.length == 0) {
        close(IN); // written by the caller, or nothing to write
      }
      while (fds[OUT] >= 0 || fds[ERR] >= 0 || fds[PIDFD] >= 0) {
        if (!schedule(System.nanoTime())) {
          break;
        }
        poll(s);
      }
    } finally {
      if (fds[PIDFD] >= 0) {
        abandon(s); // a failed native call: the child must not outlive the call or stay a zombie
      }
      for (int i = 0; i < fds.length; i++) {
        close(i);
      }
      if (end == 0) {
        end = System.nanoTime();
      }
    }
    return new Exchange(timedOut, timedOut ? -1 : exitCode, cpu, end);
  }

  /** Acts on the clock: the deadline, the kill after the grace, the end of draining; false to stop. */
  private boolean schedule(long now) {
    boolean running = fds[PIDFD] >= 0;
    if (running && !timedOut && now - deadline >= 0) {
      timedOut = true;
      end = now;
      cpu = CpuTime.of(process, -1); // over the same span as the wall time: the grace before the kill is neither
      strays = process.liveDescendants();
      process.signal(Libc.SIGTERM);
      killAt = now + GRACE_NANOS;
    }
    if (running && now - killAt >= 0) {
      killHard();
    }
    if (!running && now - drainUntil >= 0) {
      killHard(); // a stray in the group still holds the pipes
      return false;
    }
    return true;
  }

  private void killHard() {
    process.signal(Libc.SIGKILL);
    strays.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    killAt = Long.MAX_VALUE;
  }

  private void poll(Scratch s) throws Throwable {
    MemorySegment pollfds = s.pollfds;
    for (int i = 0; i < fds.length; i++) {
      pollfds.set(JAVA_INT, i * Libc.POLLFD_BYTES, fds[i]); // a negative fd is skipped by poll
      pollfds.set(JAVA_SHORT, i * Libc.POLLFD_BYTES + 4, i == IN ? Libc.POLLOUT : Libc.POLLIN);
      pollfds.set(JAVA_SHORT, i * Libc.POLLFD_BYTES + 6, (short) 0);
    }
    int ready = (int) c.poll.invokeExact(s.state, pollfds, (long) fds.length, waitMillis());
    if (ready <= 0) {
      return; // timeout or EINTR: the clock is checked again
    }
    for (int i = 0; i < fds.length; i++) {
      if (fds[i] >= 0 && pollfds.get(JAVA_SHORT, i * Libc.POLLFD_BYTES + 6) != 0) {
        ready(i, s);
      }
    }
  }

  private int waitMillis() {
    long next = Math.min(timedOut ? killAt : deadline, drainUntil);
    long left = next - System.nanoTime();
    return (int) Math.max(0, Math.min(MAX_WAIT_MILLIS, TimeUnit.NANOSECONDS.toMillis(left) + 1));
  }

  private void ready(int i, Scratch s) throws Throwable {
    switch (i) {
      case IN -> feed(s);
      case PIDFD -> reap(s);
      default -> drain(i, s);
    }
  }

  /** Reads once from a readable (or hung-up) pipe: data goes to its sink, end of file closes it. */
  private void drain(int i, Scratch s) throws Throwable {
    long n = (long) c.read.invokeExact(s.state, fds[i], s.buffer, s.buffer.byteSize());
    if (n > 0) {
      MemorySegment.copy(s.buffer, JAVA_BYTE, 0, s.bytes, 0, (int) n);
      sinks[i].append(s.bytes, (int) n);
    } else if (n == 0 || !retry(s)) {
      close(i);
    }
  }

  /** Writes what the pipe takes (stdin is non-blocking); closes it when all is written or the reader left. */
  private void feed(Scratch s) throws Throwable {
    int k = (int) Math.min(s.buffer.byteSize(), input.length - written);
    MemorySegment.copy(input, written, s.buffer, JAVA_BYTE, 0, k);
    long n = (long) c.write.invokeExact(s.state, fds[IN], s.buffer, (long) k);
    if (n > 0) {
      written += (int) n;
    }
    if (written == input.length || (n < 0 && !retry(s))) {
      close(IN);
    }
  }

  private static boolean retry(Scratch s) {
    int errno = Libc.errno(s.state);
    return errno == Libc.EINTR || errno == Libc.EAGAIN;
  }

  /** The pidfd is readable: the child has ended; reap it and give the pipes a grace to close. */
  private void reap(Scratch s) throws Throwable {
    int r = (int) c.wait4.invokeExact(s.state, (int) process.pid(), s.status, Libc.WNOHANG, s.rusage);
    if (r == 0 || (r < 0 && Libc.errno(s.state) == Libc.EINTR)) {
      return;
    }
    long now = System.nanoTime();
    if (!timedOut) {
      end = now;
    }
    if (r > 0) {
      exitCode = Reaper.exitValue(s.status.get(JAVA_INT, 0));
      cpu = timedOut && cpu >= 0 ? cpu : cpuNanos(s.rusage);
    } // else not ours to reap: cannot happen, nothing else waits for it

    close(PIDFD);
    close(IN); // nobody reads it any more
    process.exited(exitCode);
    drainUntil = now + DRAIN_NANOS;
  }

  private void abandon(Scratch s) throws Throwable {
    killHard();
    int r = (int) c.waitpid.invokeExact(s.state, (int) process.pid(), s.status, 0);
    process.exited(r > 0 ? Reaper.exitValue(s.status.get(JAVA_INT, 0)) : -1);
  }

  /** ru_utime + ru_stime, each a struct timeval (seconds, microseconds). */
  private static long cpuNanos(MemorySegment rusage) {
    long micros = 0;
    for (long at = 0; at < 32; at += 16) {
      micros += rusage.get(JAVA_LONG, at) * 1_000_000L + rusage.get(JAVA_LONG, at + 8);
    }
    return micros * 1000;
  }

  private void close(int i) {
    if (fds[i] >= 0) {
      try {
        int ignored = (int) c.close.invokeExact(fds[i]);
      } catch (Throwable t) {
        throw new IllegalStateException("close: " + t, t);
      }
      fds[i] = -1;
    }
  }

  /** Per-thread native buffers: pump threads are pooled, so these are allocated once per thread. */
  private static final class Scratch {
    private static final int CHUNK = 64 * 1024;
    final Arena arena = Arena.ofAuto();
    final MemorySegment pollfds = arena.allocate(4 * Libc.POLLFD_BYTES, 8);
    final MemorySegment buffer = arena.allocate(CHUNK);
    final byte[] bytes = new byte[CHUNK];
    final MemorySegment status = arena.allocate(JAVA_INT);
    final MemorySegment rusage = arena.allocate(Libc.RUSAGE_BYTES, 8);
    final MemorySegment state = Libc.callState(arena);
  }
}
