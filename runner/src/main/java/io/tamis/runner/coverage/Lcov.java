package io.tamis.runner.coverage;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Debian's lcov and genhtml as tamis runs them: lcov captures a {@code GCOV_PREFIX} tree through gcov (or
 * {@code llvm-cov gcov} for a clang build), so lines and functions count the way lcov counts them.
 */
final class Lcov {
  private static final Duration LIMIT = Duration.ofHours(2);
  /**
   * Go on past a gcov that fails on one object, a source file that is gone, a {@code .gcno} that does not
   * read: one bad object should not cost the rest (lcov 1.16's words for them).
   */
  private static final String IGNORED = "gcov,source,graph";

  private final SolverPool tools;
  private final GcovBuild build;
  private final Path work;

  /** {@code work}: where the gcov wrapper and the tools' logs go. */
  Lcov(SolverPool tools, GcovBuild build, Path work) {
    this.tools = tools;
    this.build = build;
    this.work = work;
  }

  /** Captures {@code tree} into {@code info}, with source paths relative to the build's sources. */
  void capture(Path tree, Path info) throws IOException, InterruptedException {
    Path raw = info.resolveSibling(info.getFileName() + ".raw");
    List<String> argv = new ArrayList<>(List.of("lcov", "--quiet", "--capture", "--directory",
        tree.toAbsolutePath().toString(), "--output-file", raw.toAbsolutePath().toString(), "--ignore-errors", IGNORED));
    if (build.llvm()) {
      argv.addAll(List.of("--gcov-tool", gcovWrapper().toString()));
    }
    run(argv, info.getFileName() + ".log");
    relativize(raw, info, tree, build.sources());
    Files.delete(raw);
  }

  /** genhtml's report of {@code info} in {@code html}, run in the sources so that their relative paths resolve. */
  void html(Path info, Path html) throws IOException, InterruptedException {
    run(List.of("env", "-C", build.sources().toString(), "genhtml", "--quiet", "--output-directory",
        html.toAbsolutePath().toString(), info.toAbsolutePath().toString()), "genhtml-" + html.getFileName() + ".log");
  }

  private void run(List<String> argv, String logName) throws IOException, InterruptedException {
    ProcessRun r = tools.run(argv, Map.of(), new byte[0], LIMIT);
    if (r.exitCode() == 0) {
      return;
    }
    Path log = work.resolve(logName);
    Files.writeString(log, String.join(" ", argv) + "\n\n" + r.stdout() + r.stderr());
    String why = r.startError() != null ? r.startError() : r.timedOut() ? "no end after " + LIMIT.toHours() + " h"
        : "exit " + r.exitCode();
    String tool = argv.get(0).equals("env") ? argv.get(3) : argv.get(0);
    throw new IOException(tool + " failed (" + why + "); its output: "
        + log);
  }

  /**
   * lcov calls its gcov tool with gcov's own arguments, and {@code llvm-cov} wants the word {@code gcov} first:
   * a two-line script puts it there.
   */
  private Path gcovWrapper() throws IOException {
    Path script = work.resolve("llvm-gcov.sh");
    Files.writeString(script, "#!/bin/sh\nexec " + build.gcovCommand() + " \"$@\"\n");
    Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    return script;
  }

  /**
   * {@code raw} with each {@code SF:} under {@code root} made relative to it ({@code src/theory/...}). A path
   * inside {@code tree} first loses the tree's prefix: clang records a source below its working directory by a
   * relative path, which geninfo resolves against the {@code .gcda}'s folder in the tree.
   */
  static void relativize(Path raw, Path info, Path tree, Path root) throws IOException {
    String inTree = "SF:" + tree.toAbsolutePath();
    String prefix = "SF:" + root.toAbsolutePath() + "/";
    try (BufferedReader in = Files.newBufferedReader(raw, StandardCharsets.UTF_8);
        BufferedWriter out = Files.newBufferedWriter(info, StandardCharsets.UTF_8)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        line = line.startsWith(inTree + "/") ? "SF:" + line.substring(inTree.length()) : line;
        out.write(line.startsWith(prefix) ? "SF:" + line.substring(prefix.length()) : line);
        out.newLine();
      }
    }
  }
}
