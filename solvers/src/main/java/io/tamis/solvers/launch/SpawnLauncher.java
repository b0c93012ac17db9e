package io.tamis.solvers.launch;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Starts the solver with one {@code posix_spawnp} call (glibc's runs {@code clone(CLONE_VFORK)} then
 * exec: one exec per launch, where {@link ProcessBuilder} execs {@code jspawnhelper} first). The
 * child leads a new process group (a timeout kills the group, so children of the solver that outlive
 * it die too), gets default signal dispositions and an empty signal mask (a JVM started with SIGINT
 * ignored, as under {@code nohup}, does not pass that on), and inherits no descriptor above 2. The
 * parent's pipe ends stay raw descriptors for {@link #child} (a {@link Pump} moves them); for {@link
 * #start} they become Java streams by opening {@code /proc/self/fd/N}, which makes a new open file of
 * the same pipe (no reflection into {@link java.io.FileDescriptor}), and a {@link Reaper} thread waits.
 */
final class SpawnLauncher implements Launcher {
  private static final Path FDS = Path.of("/proc/self/fd");
  private static final String WHY;
  private static final SpawnLauncher INSTANCE;

  static {
    StringBuilder why = new StringBuilder();
    Optional<Libc> libc = Libc.load(why);
    if (libc.isPresent() && !Files.isDirectory(FDS)) {
      why.append("no ").append(FDS);
    }
    INSTANCE = why.isEmpty() ? new SpawnLauncher(libc.orElseThrow()) : null;
    WHY = why.isEmpty() ? null : why.toString();
  }

  private final Libc c;
  private final Reaper reaper;
  /** Native data that lives as long as the launcher (one instance per JVM). */
  private final MemorySegment attributes;
  private final MemorySegment inherited;

  private SpawnLauncher(Libc c) {
    this.c = c;
    this.reaper = new Reaper(c);
    try {
      this.attributes = attributes(Arena.global());
    } catch (Throwable t) {
      throw new IllegalStateException("posix_spawnattr: " + t, t);
    }
    this.inherited = strings(Arena.global(), entries(System.getenv()));
  }

  static Optional<SpawnLauncher> instance() {
    return Optional.ofNullable(INSTANCE);
  }

  static String unavailable() {
    return WHY;
  }

  @Override
  public String name() {
    return Launchers.SPAWN;
  }

  @Override
  public Process start(List<String> argv, Map<String, String> env) throws IOException {
    int[] ends = spawn(argv, env);
    try {
      return open(ends[0], ends[1], ends[2], ends[3]);
    } finally {
      close(ends[1]);
      close(ends[2]);
      close(ends[3]);
    }
  }

  /** Without {@code pidfd_open} (glibc before 2.36) the child is exchanged through its streams. */
  @Override
  public Child child(List<String> argv, Map<String, String> env) throws IOException {
    if (c.pidfdOpen == null) {
      return new StreamChild(start(argv, env), reaper.threads());
    }
    int[] ends = spawn(argv, env);
    int pid = ends[0];
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment state = Libc.callState(arena);
      int pidfd = (int) c.pidfdOpen.invokeExact(state, pid, 0);
      if (pidfd < 0) {
        throw new IOException("pidfd_open: " + message(Libc.errno(state)));
      }
      SpawnedProcess process = new SpawnedProcess(pid, null, null, null, new CompletableFuture<>(), this);
      return new PumpedChild(c, process, new int[] {ends[1], ends[2], ends[3], pidfd}, reaper.threads());
    } catch (Throwable t) {
      signalGroup(pid, Libc.SIGKILL);
      reaper.await(pid);
      close(ends[1]);
      close(ends[2]);
      close(ends[3]);
      Fatal.rethrow(t);
      throw t instanceof IOException e ? e : new IOException("pidfd_open: " + t, t);
    }
  }

  /** Starts {@code argv} with three pipes: its pid, then the parent's stdin, stdout and stderr ends. */
  private int[] spawn(List<String> argv, Map<String, String> env) throws IOException {
    if (argv.isEmpty()) {
      throw new IndexOutOfBoundsException("empty command");
    }
    int[] fds = {-1, -1, -1, -1, -1, -1};
    try (Arena arena = Arena.ofConfined()) {
      try {
        pipe(arena, fds, 0);
        pipe(arena, fds, 2);
        pipe(arena, fds, 4);
        int pid = spawn(arena, argv, env, fds[0], fds[3], fds[5]);
        int[] ends = {pid, fds[1], fds[2], fds[4]};
        fds[1] = -1;
        fds[2] = -1;
        fds[4] = -1;
        return ends;
      } finally {
        for (int fd : fds) {
          close(fd);
        }
      }
    } catch (IOException | RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IOException("posix_spawn: " + t, t);
    }
  }

  /** The parent's ends as streams: opened while the child still holds the other ends, so no open blocks. */
  private SpawnedProcess open(int pid, int stdin, int stdout, int stderr) throws IOException {
    try {
      OutputStream in = new FileOutputStream(FDS.resolve(Integer.toString(stdin)).toFile());
      InputStream out = new FileInputStream(FDS.resolve(Integer.toString(stdout)).toFile());
      InputStream err = new FileInputStream(FDS.resolve(Integer.toString(stderr)).toFile());
      return new SpawnedProcess(pid, in, out, err, reaper.await(pid), this);
    } catch (IOException e) {
      signalGroup(pid, Libc.SIGKILL);
      reaper.await(pid);
      throw e;
    }
  }

  private int spawn(Arena arena, List<String> argv, Map<String, String> env, int stdin, int stdout, int stderr)
      throws Throwable {
    MemorySegment actions = arena.allocate(Libc.OPAQUE_BYTES, 16);
    check((int) c.fileActionsInit.invokeExact(actions), "posix_spawn_file_actions_init");
    try {
      redirect(actions, stdin, stdout, stderr);
      if (c.addChdir != null) {
        check((int) c.addChdir.invokeExact(actions, arena.allocateFrom(SolverDirectory.get().toString())),
            "addchdir_np");
      }
      MemorySegment pid = arena.allocate(JAVA_INT);
      int rc = (int) c.posixSpawnp.invokeExact(pid, arena.allocateFrom(argv.get(0)), actions, attributes,
          strings(arena, argv), environment(arena, env));
      if (rc != 0) {
        throw new IOException("Cannot run program \"" + argv.get(0) + "\": error=" + rc + ", " + message(rc));
      }
      return pid.get(JAVA_INT, 0);
    } finally {
      int ignored = (int) c.fileActionsDestroy.invokeExact(actions);
    }
  }

  private void redirect(MemorySegment actions, int stdin, int stdout, int stderr) throws Throwable {
    check((int) c.addDup2.invokeExact(actions, stdin, 0), "adddup2");
    check((int) c.addDup2.invokeExact(actions, stdout, 1), "adddup2");
    check((int) c.addDup2.invokeExact(actions, stderr, 2), "adddup2");
    if (c.addCloseFrom != null) {
      check((int) c.addCloseFrom.invokeExact(actions, 3), "addclosefrom_np");
    }
  }

  /** The same for every child, so built once (posix_spawn only reads it). */
  private MemorySegment attributes(Arena arena) throws Throwable {
    MemorySegment attr = arena.allocate(Libc.OPAQUE_BYTES, 16);
    MemorySegment none = arena.allocate(Libc.OPAQUE_BYTES, 16);
    MemorySegment all = arena.allocate(Libc.OPAQUE_BYTES, 16);
    check((int) c.attrInit.invokeExact(attr), "posix_spawnattr_init");
    check((int) c.sigemptyset.invokeExact(none), "sigemptyset");
    check((int) c.sigfillset.invokeExact(all), "sigfillset");
    short flags = Libc.POSIX_SPAWN_SETPGROUP | Libc.POSIX_SPAWN_SETSIGDEF | Libc.POSIX_SPAWN_SETSIGMASK;
    check((int) c.attrSetFlags.invokeExact(attr, flags), "setflags");
    check((int) c.attrSetPgroup.invokeExact(attr, 0), "setpgroup");
    check((int) c.attrSetSigmask.invokeExact(attr, none), "setsigmask");
    check((int) c.attrSetSigdefault.invokeExact(attr, all), "setsigdefault");
    return attr;
  }

  /** This process's environment with {@code env} added; the common case (nothing added) is built once. */
  private MemorySegment environment(Arena arena, Map<String, String> env) {
    if (env.isEmpty()) {
      return inherited;
    }
    Map<String, String> all = new LinkedHashMap<>(System.getenv());
    all.putAll(env);
    return strings(arena, entries(all));
  }

  private static List<String> entries(Map<String, String> env) {
    return env.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList();
  }

  /** A NULL-terminated array of C strings. */
  private static MemorySegment strings(Arena arena, List<String> values) {
    MemorySegment array = arena.allocate(ADDRESS, values.size() + 1L);
    for (int i = 0; i < values.size(); i++) {
      array.setAtIndex(ADDRESS, i, arena.allocateFrom(values.get(i)));
    }
    array.setAtIndex(ADDRESS, values.size(), MemorySegment.NULL);
    return array;
  }

  /** A pipe's read and write ends into {@code fds[at]} and {@code fds[at + 1]}, closed on exec. */
  private void pipe(Arena arena, int[] fds, int at) throws Throwable {
    MemorySegment ends = arena.allocate(JAVA_INT, 2);
    MemorySegment state = Libc.callState(arena);
    if ((int) c.pipe2.invokeExact(state, ends, Libc.O_CLOEXEC) != 0) {
      throw new IOException("pipe2: " + message(Libc.errno(state)));
    }
    fds[at] = ends.getAtIndex(JAVA_INT, 0);
    fds[at + 1] = ends.getAtIndex(JAVA_INT, 1);
  }

  private void close(int fd) {
    if (fd >= 0) {
      try {
        int ignored = (int) c.close.invokeExact(fd);
      } catch (Throwable t) {
        throw new IllegalStateException("close: " + t, t);
      }
    }
  }

  /** Sends {@code signal} to the process group {@code pid} leads; false when none is left. */
  boolean signalGroup(int pid, int signal) {
    try {
      return (int) c.kill.invokeExact(-pid, signal) == 0;
    } catch (Throwable t) {
      throw new IllegalStateException("kill: " + t, t);
    }
  }

  private void check(int rc, String call) throws IOException {
    if (rc != 0) {
      throw new IOException(call + ": " + message(rc));
    }
  }

  private String message(int errno) {
    try {
      MemorySegment text = (MemorySegment) c.strerror.invokeExact(errno);
      return text.reinterpret(256).getString(0);
    } catch (Throwable t) {
      return "error " + errno;
    }
  }
}
