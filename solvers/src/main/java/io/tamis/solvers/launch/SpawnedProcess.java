package io.tamis.solvers.launch;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A child started by {@link SpawnLauncher}: the leader of its own process group. */
final class SpawnedProcess extends Process {
  private static final long GRACE_MILLIS = 100;

  private final int pid;
  private final OutputStream stdin;
  private final InputStream stdout;
  private final InputStream stderr;
  private final CompletableFuture<Integer> exit;
  private final SpawnLauncher launcher;

  SpawnedProcess(int pid, OutputStream stdin, InputStream stdout, InputStream stderr,
      CompletableFuture<Integer> exit, SpawnLauncher launcher) {
    this.pid = pid;
    // A pumped child's pipes are raw descriptors its pump owns: its streams are empty.
    this.stdin = stdin == null ? OutputStream.nullOutputStream() : stdin;
    this.stdout = stdout == null ? InputStream.nullInputStream() : stdout;
    this.stderr = stderr == null ? InputStream.nullInputStream() : stderr;
    this.exit = exit;
    this.launcher = launcher;
  }

  @Override
  public OutputStream getOutputStream() {
    return stdin;
  }

  @Override
  public InputStream getInputStream() {
    return stdout;
  }

  @Override
  public InputStream getErrorStream() {
    return stderr;
  }

  @Override
  public int waitFor() throws InterruptedException {
    try {
      return exit.get();
    } catch (ExecutionException e) {
      Fatal.rethrow(e);
      throw new IllegalStateException(e);
    }
  }

  @Override
  public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
    try {
      exit.get(timeout, unit);
      return true;
    } catch (TimeoutException e) {
      return false;
    } catch (ExecutionException e) {
      Fatal.rethrow(e);
      throw new IllegalStateException(e);
    }
  }

  @Override
  public int exitValue() {
    Integer value = exit.getNow(null);
    if (value == null) {
      throw new IllegalThreadStateException("process " + pid + " has not exited");
    }
    return value;
  }

  @Override
  public boolean isAlive() {
    return !exit.isDone();
  }

  @Override
  public long pid() {
    return pid;
  }

  @Override
  public ProcessHandle toHandle() {
    return ProcessHandle.of(pid).orElseThrow(() -> new IllegalStateException("process " + pid + " has ended"));
  }

  @Override
  public CompletableFuture<Process> onExit() {
    return exit.thenApply(code -> this);
  }

  /** The pump reaped the child. */
  void exited(int code) {
    exit.complete(code);
  }

  /** Sends {@code signal} to the group while it has members. */
  void signal(int signal) {
    launcher.signalGroup(pid, signal);
  }

  /**
   * The child's descendants now: those that left its group (a new session) are found only this way.
   * Only while the child is unreaped does its pid name it (a reaped pid may be reused).
   */
  List<ProcessHandle> liveDescendants() {
    return isAlive() ? ProcessHandle.of(pid).map(h -> h.descendants().toList()).orElse(List.of()) : List.of();
  }

  /** SIGTERM to the group. */
  @Override
  public void destroy() {
    if (isAlive()) {
      launcher.signalGroup(pid, Libc.SIGTERM);
    }
  }

  /** SIGKILL to the group. */
  @Override
  public Process destroyForcibly() {
    launcher.signalGroup(pid, Libc.SIGKILL);
    return this;
  }

  @Override
  public boolean supportsNormalTermination() {
    return true;
  }

  /**
   * Ends the group: SIGTERM, a grace period, then SIGKILL to whatever is left of it (children that
   * outlived the solver included). Descendants that left the group (a new session) are found through
   * the process tree while the leader runs.
   */
  void killGroup() {
    List<ProcessHandle> others = liveDescendants();
    destroy();
    try {
      waitFor(GRACE_MILLIS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    destroyForcibly();
    others.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    try {
      waitFor(GRACE_MILLIS, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
