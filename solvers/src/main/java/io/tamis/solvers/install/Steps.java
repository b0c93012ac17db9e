package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/** Runs the programs an install needs (npm, gcc, javac, the installed solver), never through a shell. */
final class Steps {
  private static final int TAIL = 2000;

  private Steps() {}

  /** What a finished program printed (stdout and stderr together) and its exit code. */
  record Result(int exitCode, String output) {}

  static Result run(List<String> argv, Path cwd, Duration timeout, String stdin) throws InstallException {
    Path log = null;
    try {
      log = Files.createTempFile("tamis-install", ".log");
      ProcessBuilder pb = new ProcessBuilder(argv).directory(cwd.toFile()).redirectErrorStream(true)
          .redirectOutput(log.toFile());
      if (stdin == null) {
        pb.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
      }
      Process p = pb.start();
      if (stdin != null) {
        try (var in = p.getOutputStream()) {
          in.write(stdin.getBytes(StandardCharsets.ISO_8859_1));
        }
      }
      if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        kill(p);
        throw new InstallException(argv.get(0) + " did not finish within " + timeout.toSeconds() + " s: "
            + String.join(" ", argv));
      }
      return new Result(p.exitValue(), Files.readString(log, StandardCharsets.ISO_8859_1));
    } catch (IOException e) {
      throw new InstallException("cannot run " + argv.get(0) + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InstallException("interrupted while running " + argv.get(0), e);
    } finally {
      if (log != null) {
        try {
          Files.deleteIfExists(log);
        } catch (IOException e) {
          // A temporary file left behind is not worth failing the install for.
        }
      }
    }
  }

  /**
   * Runs one step of a source build with {@code env} added, its output appended to {@code log}; fails
   * with the step and the log's path in one line unless it exits 0.
   */
  static void logged(List<String> argv, Path cwd, Map<String, String> env, Path log, Duration timeout)
      throws InstallException {
    AtomicReference<Process> started = new AtomicReference<>();
    // Should tamis be stopped mid-step (SIGTERM, or SIGINT sent to it alone), its exit kills the step's processes,
    // which would otherwise compile on for half an hour with no one to wait for them. Registered before the start.
    Thread stop = new Thread(() -> kill(started.get()), "tamis-build-stop");
    Runtime.getRuntime().addShutdownHook(stop);
    try {
      Files.writeString(log, "$ (cd " + cwd + " && " + String.join(" ", argv) + ")\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      ProcessBuilder pb = new ProcessBuilder(argv).directory(cwd.toFile()).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
          .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
      pb.environment().putAll(env);
      Process p = pb.start();
      started.set(p);
      if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        kill(p);
        throw new InstallException(argv.get(0) + " did not finish within " + timeout.toMinutes() + " min; log: " + log);
      }
      if (p.exitValue() != 0) {
        String failed = String.join(" ", argv) + " failed (exit " + p.exitValue() + "); log: " + log;
        throw signalled(p.exitValue(), log) ? new BuildInterrupted(failed, null) : new InstallException(failed);
      }
    } catch (IOException e) {
      throw new InstallException("cannot run " + argv.get(0) + ": " + e.getMessage() + "; log: " + log, e);
    } catch (InterruptedException e) {
      kill(started.get());
      Thread.currentThread().interrupt();
      throw new BuildInterrupted("interrupted while running " + argv.get(0) + "; log: " + log, e);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stop);
      } catch (IllegalStateException exiting) {
        // The JVM is exiting already: the hook runs.
      }
    }
  }

  /**
   * Whether a step was stopped rather than failed: killed by a signal (128 + its number, as a shell reports it), or
   * ninja or make saying so (they exit 2 after forwarding a Ctrl-C or SIGTERM to the compilers).
   */
  static boolean signalled(int exit, Path log) {
    if (exit > 128) {
      return true;
    }
    try {
      String text = Files.readString(log, StandardCharsets.ISO_8859_1);
      String tail = text.substring(Math.max(0, text.length() - TAIL));
      return tail.contains("build stopped: interrupted by user")
          || tail.contains("*** [") && tail.contains("Interrupt");
    } catch (IOException e) {
      return false;
    }
  }

  private static void kill(Process p) {
    if (p == null) {
      return;
    }
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  /** Runs {@code argv} and fails with its output's tail unless it exits 0. */
  static String check(List<String> argv, Path cwd, Duration timeout, String what) throws InstallException {
    Result r = run(argv, cwd, timeout, null);
    if (r.exitCode() != 0) {
      String out = r.output();
      throw new InstallException(what + " failed (exit " + r.exitCode() + "): " + String.join(" ", argv) + "\n"
          + out.substring(Math.max(0, out.length() - TAIL)));
    }
    return r.output();
  }
}
