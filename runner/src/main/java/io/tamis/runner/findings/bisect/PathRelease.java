package io.tamis.runner.findings.bisect;

import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverVersions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The solver of a family on PATH, as one more release to bisect over: the distribution's package (Debian 12's
 * {@code /usr/bin/z3} is z3 4.8.12) is a release as much as those tamis installs, and often the oldest at hand.
 *
 * @param version the release it reports ({@code 4.8.12} of {@code Z3 version 4.8.12 - 64 bit})
 * @param program the absolute path of the program
 * @param packaged the distribution whose package it is ({@code Debian 12}), or null for a program of one's own
 */
public record PathRelease(String version, Path program, String packaged) {
  private static final Pattern VERSION = Pattern.compile("\\d+(?:\\.\\d+)+");
  /** Where a distribution's packages put their programs (by the FHS; /usr/local/bin is the machine's own). */
  private static final List<String> PACKAGED = List.of("/usr/bin/", "/bin/");

  /**
   * The family's program found by {@code which}, with the version its profile's version command reports; empty
   * when there is none or it reports no version.
   *
   * @param osRelease the distribution's {@code /etc/os-release}, which names it
   */
  public static Optional<PathRelease> find(ProfileSpec profile, Function<String, Path> which, SolverPool pool,
      Path osRelease) throws InterruptedException {
    Path program = profile.executable().isBlank() ? null : which.apply(profile.executable());
    if (program == null) {
      return Optional.empty();
    }
    Matcher m = VERSION.matcher(SolverVersions.of(program.toString(), profile, pool));
    return m.find() ? Optional.of(new PathRelease(m.group(), program, packaged(program, osRelease)))
        : Optional.empty();
  }

  /** How a report names it: {@code "Debian 12's package, /usr/bin/z3"}, or {@code "on PATH, /home/a/bin/z3"}. */
  public String from() {
    return (packaged == null ? "on PATH" : packaged + "'s package") + ", " + program;
  }

  /** The distribution that owns {@code program}, by where it lies and what os-release names; null if none. */
  public static String packaged(Path program, Path osRelease) {
    String real = real(program).toString();
    if (PACKAGED.stream().noneMatch(real::startsWith) || !Files.isRegularFile(osRelease)) {
      return null;
    }
    try {
      List<String> lines = Files.readAllLines(osRelease);
      String name = field(lines, "NAME");
      String version = field(lines, "VERSION_ID");
      return name == null ? null : name.split(" ")[0] + (version == null ? "" : " " + version);
    } catch (IOException e) {
      return null;
    }
  }

  private static Path real(Path program) {
    try {
      return program.toRealPath();
    } catch (IOException e) {
      return program;
    }
  }

  /** A field of os-release ({@code NAME="Debian GNU/Linux"}), unquoted. */
  private static String field(List<String> lines, String key) {
    return lines.stream().filter(l -> l.startsWith(key + "=")).findFirst()
        .map(l -> l.substring(key.length() + 1).replace("\"", "").strip()).orElse(null);
  }
}
