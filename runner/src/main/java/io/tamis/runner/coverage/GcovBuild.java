package io.tamis.runner.coverage;

import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.SolverCache;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * An installed {@code +gcov} build and the build folder it came from: the sources (what lcov's paths are made
 * relative to) and the {@code .gcno} files beside the objects, which gcov needs with each run's {@code .gcda}.
 *
 * @param sources the build folder's source tree ({@code CACHE/builds/SOLVER+gcov/src})
 * @param llvm whether clang built it: its counts are in LLVM's gcov format, read by {@code llvm-cov gcov}
 */
public record GcovBuild(SolverCache.Installed installed, Path sources, boolean llvm) {
  private static final Pattern CLANG = Pattern.compile("clang version (\\d+)");

  /** The build {@code installed} is; a message that says what to do when it is no +gcov build. */
  public static GcovBuild of(SolverCache.Installed installed) {
    InstallRecord r = installed.record();
    String word = BuildSpec.Variant.GCOV.word();
    if (r.build() == null || !word.equals(r.build().variant())) {
      throw new IllegalArgumentException(r.spec() + " is not a +gcov build (line counts need one); build one "
          + "with: bin/tamis solvers build " + r.solver() + "@main+gcov");
    }
    Path logs = Path.of(r.build().log()).getParent();
    return new GcovBuild(installed, logs.resolveSibling("src"), r.build().toolchain().contains("clang"));
  }

  public String spec() {
    return installed.record().spec();
  }

  /**
   * Fails unless the build folder still holds the installed commit: it moves to the commit of each later build
   * of this solver and variant, whose {@code .gcno} files would not match the installed program's counts. Each
   * build writes {@code logs/COMMIT.log}, so the newest log names the folder's commit.
   */
  public void checkFolder() {
    String commit = installed.record().build().commit();
    Path logs = Path.of(installed.record().build().log()).getParent();
    Optional<Path> newest = newest(logs);
    String at = newest.map(p -> p.getFileName().toString().replace(".log", "")).orElse("");
    if (!Files.isDirectory(sources) || at.isEmpty() || !commit.startsWith(at)) {
      throw new IllegalArgumentException(spec() + ": its build folder " + sources.getParent() + " is "
          + (at.isEmpty() ? "gone" : "at commit " + at + " now, not " + commit.substring(0, 12))
          + "; rebuild it with: bin/tamis solvers build " + spec() + " --force");
    }
  }

  private static Optional<Path> newest(Path logs) {
    if (!Files.isDirectory(logs)) {
      return Optional.empty();
    }
    try (Stream<Path> files = Files.list(logs)) {
      return files.filter(f -> f.toString().endsWith(".log"))
          .max(Comparator.comparing(GcovBuild::modified));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long modified(Path p) {
    try {
      return Files.getLastModifiedTime(p).toMillis();
    } catch (IOException e) {
      return 0;
    }
  }

  /** The program that reads this build's counts as gcov does: {@code llvm-cov-16 gcov} for clang 16. */
  public String gcovCommand() {
    if (!llvm) {
      return "gcov";
    }
    Matcher m = CLANG.matcher(installed.record().build().toolchain());
    return (m.find() ? "llvm-cov-" + m.group(1) : "llvm-cov") + " gcov";
  }
}
