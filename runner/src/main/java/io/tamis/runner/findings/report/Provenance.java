package io.tamis.runner.findings.report;

import io.tamis.runner.findings.bisect.PathRelease;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.solver.Executables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where a report's solver program comes from and what it ran on, in a maintainer's words: the release's
 * distribution ({@code PyPI's z3-solver 5.1.0}, Debian's package) and the operating system, never this machine's
 * paths or kernel build.
 */
final class Provenance {
  private static final Path OS_RELEASE = Path.of("/etc/os-release");

  private Provenance() {}

  /** {@code ", the release from PyPI (z3-solver)"}, {@code ", Debian's package"}, or nothing when unknown. */
  static String of(SolverRecord s) {
    String head = io.tamis.runner.findings.replay.NewestBuilds.head(s.label());
    if (InstalledReleases.names(head)) {
      return InstalledReleases.user().cache().find(head).map(i -> route(i.record())).orElse("");
    }
    return s.executable() == null ? "" : program(s.executable()).map(p -> ", " + p).orElse("");
  }

  /** {@code Debian 12's package} for a program the distribution installed, as the release walk names it. */
  static Optional<String> program(String executable) {
    Path found = Executables.find(executable);
    String packaged = found == null ? null : PathRelease.packaged(found, OS_RELEASE);
    return packaged == null ? Optional.empty() : Optional.of(packaged + "'s package");
  }

  private static String route(InstallRecord r) {
    return switch (r.route() == null ? "" : r.route()) {
      case "pypi" -> ", the release from PyPI (`" + r.pkg().replaceFirst("==.*", "") + " " + r.version() + "`)";
      case "wasm" -> ", the release from npm (`" + r.pkg() + "`, WebAssembly)";
      case "native" -> ", the release's native library from Maven Central (`" + r.pkg() + "`)";
      case "jvm" -> ", the release's Java API from Maven Central (`" + r.pkg() + "`, run by its command-line driver)";
      case "" -> "";
      default -> ", the release (" + r.route() + ")";
    };
  }

  /** {@code Linux (x86_64), Debian GNU/Linux 12 (bookworm)}. */
  static String system() {
    String arch = System.getProperty("os.arch").equals("amd64") ? "x86_64" : System.getProperty("os.arch");
    String pretty = pretty();
    return System.getProperty("os.name") + " (" + arch + ")" + (pretty.isEmpty() ? "" : ", " + pretty);
  }

  /** The distribution's own name for itself ({@code Debian GNU/Linux 12 (bookworm)}), or empty. */
  private static String pretty() {
    try {
      return Files.readAllLines(OS_RELEASE).stream().filter(l -> l.startsWith("PRETTY_NAME=")).findFirst()
          .map(l -> l.substring("PRETTY_NAME=".length()).replace("\"", "")).orElse("");
    } catch (IOException e) {
      return "";
    }
  }
}
