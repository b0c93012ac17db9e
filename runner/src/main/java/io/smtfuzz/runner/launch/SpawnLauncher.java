package io.smtfuzz.runner.launch;

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
import java.util.concurrent.ExecutorService;

/**
 * Starts the solver with one {@code posix_spawnp} call (glibc's runs {@code clone(CLONE_VFORK)} then
 * exec: one exec per launch, where {@link ProcessBuilder} execs {@code jspawnhelper} first). The
 * child leads a new process group (a timeout kills the group, so children of the solver that outlive
 * it die too), gets default signal dispositions and an empty signal mask (a JVM started with SIGINT
 * ignored, as under {@code nohup}, does not pass that on), and inherits no descriptor above 2. The
 * parent's pipe ends become Java streams by opening {@code /proc/self/fd/N}, which makes a new open
 * file of the same pipe (no reflection into {@link java.io.FileDescriptor}); pooled platform threads
 * reap the child and move its streams ({@link Reaper}).
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

  private SpawnLauncher(Libc c) {
    this.c = c;
    this.reaper = new Reaper(c);
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
  public ExecutorService streams() {
    return reaper.threads();
  }

  @Override
  public Process start(List<String> argv, Map<String, String> env) throws IOException {
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
        return open(pid, fds[1], fds[2], fds[4]);
      } finally {
        closeAll(fds);
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
    MemorySegment attr = arena.allocate(Libc.OPAQUE_BYTES, 16);
    check((int) c.fileActionsInit.invokeExact(actions), "posix_spawn_file_actions_init");
    check((int) c.attrInit.invokeExact(attr), "posix_spawnattr_init");
    try {
      redirect(actions, stdin, stdout, stderr);
      attributes(arena, attr);
      MemorySegment pid = arena.allocate(JAVA_INT);
      int rc = (int) c.posixSpawnp.invokeExact(pid, arena.allocateFrom(argv.get(0)), actions, attr,
          strings(arena, argv), strings(arena, environment(env)));
      if (rc != 0) {
        throw new IOException("Cannot run program \"" + argv.get(0) + "\": error=" + rc + ", " + message(rc));
      }
      return pid.get(JAVA_INT, 0);
    } finally {
      int ignored = (int) c.fileActionsDestroy.invokeExact(actions);
      ignored = (int) c.attrDestroy.invokeExact(attr);
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

  private void attributes(Arena arena, MemorySegment attr) throws Throwable {
    MemorySegment none = arena.allocate(Libc.OPAQUE_BYTES, 16);
    MemorySegment all = arena.allocate(Libc.OPAQUE_BYTES, 16);
    check((int) c.sigemptyset.invokeExact(none), "sigemptyset");
    check((int) c.sigfillset.invokeExact(all), "sigfillset");
    short flags = Libc.POSIX_SPAWN_SETPGROUP | Libc.POSIX_SPAWN_SETSIGDEF | Libc.POSIX_SPAWN_SETSIGMASK;
    check((int) c.attrSetFlags.invokeExact(attr, flags), "setflags");
    check((int) c.attrSetPgroup.invokeExact(attr, 0), "setpgroup");
    check((int) c.attrSetSigmask.invokeExact(attr, none), "setsigmask");
    check((int) c.attrSetSigdefault.invokeExact(attr, all), "setsigdefault");
  }

  /** This process's environment with {@code env} added; the common case (nothing added) is built once. */
  private static List<String> environment(Map<String, String> env) {
    if (env.isEmpty()) {
      return Inherited.ENVIRONMENT;
    }
    Map<String, String> all = new LinkedHashMap<>(System.getenv());
    all.putAll(env);
    return entries(all);
  }

  private static List<String> entries(Map<String, String> env) {
    return env.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList();
  }

  /** The environment is fixed for the life of the JVM. */
  private static final class Inherited {
    static final List<String> ENVIRONMENT = entries(System.getenv());
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

  private void closeAll(int[] fds) throws Throwable {
    for (int fd : fds) {
      if (fd >= 0) {
        int ignored = (int) c.close.invokeExact(fd);
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
