package io.tamis.solvers.install;

import io.tamis.core.gen.SeedScript;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** The shim sources packaged with tamis (folder solvers/) and the launcher scripts routes write. */
final class Shims {
  private Shims() {}

  /** Copies the packaged shim source {@code name} (e.g. {@code z3-wasm/z3-shim.js}) to {@code dest}. */
  static Path copy(String name, Path dest) throws InstallException {
    try {
      Files.createDirectories(dest.getParent());
      Files.writeString(dest, Releases.resource(name), StandardCharsets.ISO_8859_1);
      return dest;
    } catch (IOException e) {
      throw new InstallException("cannot write " + dest + ": " + e.getMessage(), e);
    }
  }

  /**
   * Writes {@code dir/bin/<solver>}: a POSIX sh script that execs {@code command} with the
   * arguments it got. {@code $here} in the command is the release's folder, found from the script's
   * own path, so a finished install can be moved into place. A crash leaves no core file.
   */
  static void launcher(Path dir, String solver, String comment, String command) throws InstallException {
    launcher(dir, solver, comment, "", command);
  }

  /** As {@link #launcher(Path, String, String, String)}, with the shell lines {@code prelude} run before. */
  static void launcher(Path dir, String solver, String comment, String prelude, String command)
      throws InstallException {
    String script = "#!/bin/sh\n# " + comment + "\n# Written by `tamis solvers install` or `build`; acts as " + solver
        + "'s command-line program.\n"
        + "case $0 in */*) here=${0%/*}/.. ;; *) here=$(dirname \"$(command -v \"$0\")\")/.. ;; esac\n"
        + "ulimit -c 0 2>/dev/null\n" + prelude
        + "exec " + command + " \"$@\"\n";
    Path bin = dir.resolve("bin").resolve(solver);
    try {
      Files.createDirectories(bin.getParent());
      Files.writeString(bin, script, StandardCharsets.UTF_8);
      Files.setPosixFilePermissions(bin, PosixFilePermissions.fromString("rwxr-xr-x"));
    } catch (IOException e) {
      throw new InstallException("cannot write " + bin + ": " + e.getMessage(), e);
    }
  }

  /** The SHA-256 of the packaged shim source {@code name}. */
  static String sha256(String name) {
    return SeedScript.sha256(Releases.resource(name).getBytes(StandardCharsets.ISO_8859_1));
  }

  /** A word for a sh command line, single-quoted. */
  static String quoted(Object word) {
    return "'" + word.toString().replace("'", "'\\''") + "'";
  }
}
