package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;

/**
 * What a {@code +coverage} build compiles through: tamis's compiler wrapper {@code covcc} and its edge-coverage
 * runtime, compiled once per build from the packaged sources ({@code solvers/coverage/}). The wrapper adds
 * SanitizerCoverage's guards to every compile and the runtime to every link.
 *
 * @param covcc the wrapper, run as {@code covcc COMPILER ARGS...}
 * @param runtime the runtime's object file, which the wrapper finds in {@link #RUNTIME_VARIABLE}
 * @param changed whether the kit differs from the one the folder held (then what it compiled must be redone)
 */
record CoverageKit(Path covcc, Path runtime, boolean changed) {
  static final String RUNTIME_VARIABLE = "TAMIS_COVERAGE_RT";
  /** The compiler of the runtime and of every +coverage build: SanitizerCoverage's guards need clang. */
  static final String CLANG = "clang-16";

  /** Writes the wrapper and compiles the runtime into {@code dir}. */
  static CoverageKit prepare(Path dir) throws InstallException {
    Toolchain.onPath(CLANG, "apt-get install -y clang-16");
    boolean changed = differs(dir.resolve("covcc"), "coverage/covcc")
        || differs(dir.resolve("tamis-coverage.c"), "coverage/tamis-coverage.c");
    Path covcc = Shims.copy("coverage/covcc", dir.resolve("covcc"));
    Path source = Shims.copy("coverage/tamis-coverage.c", dir.resolve("tamis-coverage.c"));
    Path runtime = dir.resolve("tamis-coverage.o");
    try {
      Files.setPosixFilePermissions(covcc, PosixFilePermissions.fromString("rwxr-xr-x"));
    } catch (IOException e) {
      throw new InstallException("cannot make " + covcc + " executable: " + e.getMessage(), e);
    }
    Steps.check(List.of(CLANG, "-O2", "-fPIC", "-c", source.toString(), "-o", runtime.toString()), dir,
        Duration.ofMinutes(2), "compiling tamis's coverage runtime");
    return new CoverageKit(covcc, runtime, changed);
  }

  private static boolean differs(Path copy, String resource) {
    try {
      return !Files.isRegularFile(copy) || !Files.readString(copy, java.nio.charset.StandardCharsets.ISO_8859_1)
          .equals(Releases.resource(resource));
    } catch (IOException e) {
      return true;
    }
  }
}
