package io.tamis.solvers.launch;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.util.Optional;

/**
 * The few C library calls the spawn launcher makes, bound through the FFM API. Sizes and flag values
 * are glibc's on Linux (x86-64 and AArch64 agree on all of them); {@link #load} fails anywhere else,
 * and the caller falls back to {@link ProcessBuilder}.
 */
final class Libc {
  /** glibc's posix_spawn_file_actions_t is 80 bytes and posix_spawnattr_t 336: room to spare. */
  static final long OPAQUE_BYTES = 1024;
  static final short POSIX_SPAWN_SETPGROUP = 0x02;
  static final short POSIX_SPAWN_SETSIGDEF = 0x04;
  static final short POSIX_SPAWN_SETSIGMASK = 0x08;
  static final int O_CLOEXEC = 0x80000;
  static final int EINTR = 4;
  static final int EAGAIN = 11;
  static final short POLLIN = 0x1;
  static final short POLLOUT = 0x4;
  static final int WNOHANG = 1;
  static final int F_SETFL = 4;
  static final int O_NONBLOCK = 0x800;
  /** struct pollfd: int fd, short events, short revents. */
  static final long POLLFD_BYTES = 8;
  /** struct rusage is 144 bytes; ru_utime and ru_stime (struct timeval: seconds, microseconds) come first. */
  static final long RUSAGE_BYTES = 144;
  static final int SIGTERM = 15;
  static final int SIGKILL = 9;

  private static final Linker LINKER = Linker.nativeLinker();
  private static final StructLayout CALL_STATE = Linker.Option.captureStateLayout();
  private static final VarHandle ERRNO =
      CALL_STATE.varHandle(MemoryLayout.PathElement.groupElement("errno"));

  final MethodHandle posixSpawnp;
  final MethodHandle fileActionsInit;
  final MethodHandle fileActionsDestroy;
  final MethodHandle addDup2;
  /** glibc 2.34+: closes every descriptor from 3 up in the child; null where absent. */
  final MethodHandle addCloseFrom;
  /** glibc 2.29+: the child's working directory; null where absent (the child then runs in ours). */
  final MethodHandle addChdir;
  final MethodHandle attrInit;
  final MethodHandle attrDestroy;
  final MethodHandle attrSetFlags;
  final MethodHandle attrSetPgroup;
  final MethodHandle attrSetSigmask;
  final MethodHandle attrSetSigdefault;
  final MethodHandle sigemptyset;
  final MethodHandle sigfillset;
  final MethodHandle pipe2;
  final MethodHandle close;
  final MethodHandle waitpid;
  final MethodHandle kill;
  final MethodHandle strerror;
  final MethodHandle read;
  final MethodHandle write;
  final MethodHandle poll;
  final MethodHandle fcntl;
  final MethodHandle wait4;
  /** glibc 2.36+ (Linux 5.3+): a descriptor that polls readable when the child has ended; null where absent. */
  final MethodHandle pidfdOpen;

  private Libc(SymbolLookup c) {
    posixSpawnp = bind(c, "posix_spawnp", JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS);
    fileActionsInit = bind(c, "posix_spawn_file_actions_init", JAVA_INT, ADDRESS);
    fileActionsDestroy = bind(c, "posix_spawn_file_actions_destroy", JAVA_INT, ADDRESS);
    addDup2 = bind(c, "posix_spawn_file_actions_adddup2", JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT);
    addCloseFrom = c.find("posix_spawn_file_actions_addclosefrom_np")
        .map(s -> LINKER.downcallHandle(s, FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT))).orElse(null);
    addChdir = c.find("posix_spawn_file_actions_addchdir_np")
        .map(s -> LINKER.downcallHandle(s, FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS))).orElse(null);
    attrInit = bind(c, "posix_spawnattr_init", JAVA_INT, ADDRESS);
    attrDestroy = bind(c, "posix_spawnattr_destroy", JAVA_INT, ADDRESS);
    attrSetFlags = bind(c, "posix_spawnattr_setflags", JAVA_INT, ADDRESS, JAVA_SHORT);
    attrSetPgroup = bind(c, "posix_spawnattr_setpgroup", JAVA_INT, ADDRESS, JAVA_INT);
    attrSetSigmask = bind(c, "posix_spawnattr_setsigmask", JAVA_INT, ADDRESS, ADDRESS);
    attrSetSigdefault = bind(c, "posix_spawnattr_setsigdefault", JAVA_INT, ADDRESS, ADDRESS);
    sigemptyset = bind(c, "sigemptyset", JAVA_INT, ADDRESS);
    sigfillset = bind(c, "sigfillset", JAVA_INT, ADDRESS);
    pipe2 = bindErrno(c, "pipe2", JAVA_INT, ADDRESS, JAVA_INT);
    close = bind(c, "close", JAVA_INT, JAVA_INT);
    waitpid = bindErrno(c, "waitpid", JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT);
    kill = bind(c, "kill", JAVA_INT, JAVA_INT, JAVA_INT);
    strerror = bind(c, "strerror", ADDRESS, JAVA_INT);
    read = bindErrno(c, "read", JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG);
    write = bindErrno(c, "write", JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG);
    poll = bindErrno(c, "poll", JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT);
    fcntl = LINKER.downcallHandle(c.find("fcntl").orElseThrow(() -> new UnsatisfiedLinkError("fcntl")),
        FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT), Linker.Option.firstVariadicArg(2));
    wait4 = bindErrno(c, "wait4", JAVA_INT, JAVA_INT, ADDRESS, JAVA_INT, ADDRESS);
    pidfdOpen = c.find("pidfd_open").map(s -> LINKER.downcallHandle(s, FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT),
        Linker.Option.captureCallState("errno"))).orElse(null);
  }

  /** The bindings, or empty with the reason when this platform or JVM has no usable C library. */
  static Optional<Libc> load(StringBuilder why) {
    if (!System.getProperty("os.name", "").equals("Linux")) {
      why.append("not Linux");
      return Optional.empty();
    }
    try {
      return Optional.of(new Libc(LINKER.defaultLookup()));
    } catch (RuntimeException | LinkageError e) {
      why.append(e);
      return Optional.empty();
    }
  }

  /** A buffer for the errno a call leaves, passed first to the calls bound with it. */
  static MemorySegment callState(Arena arena) {
    return arena.allocate(CALL_STATE);
  }

  static int errno(MemorySegment state) {
    return (int) ERRNO.get(state, 0L);
  }

  private static MethodHandle bind(SymbolLookup c, String name, MemoryLayout ret,
      MemoryLayout... args) {
    MemorySegment symbol = c.find(name).orElseThrow(() -> new UnsatisfiedLinkError(name));
    return LINKER.downcallHandle(symbol, FunctionDescriptor.of(ret, args));
  }

  private static MethodHandle bindErrno(SymbolLookup c, String name, MemoryLayout ret,
      MemoryLayout... args) {
    MemorySegment symbol = c.find(name).orElseThrow(() -> new UnsatisfiedLinkError(name));
    return LINKER.downcallHandle(symbol, FunctionDescriptor.of(ret, args), Linker.Option.captureCallState("errno"));
  }
}
