package io.tamis.solvers.install;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The history of one line of a solver's sources, read through git: which commit last changed it, and whether a commit's diff comes near it. */
final class LineHistory {
  private static final Duration GIT = Duration.ofMinutes(2);
  /** A unified diff's hunk header: {@code @@ -12,3 +14,5 @@}, its new side's start and length (1 when absent). */
  private static final Pattern HUNK = Pattern.compile("^@@ -\\d+(?:,\\d+)? \\+(\\d+)(?:,(\\d+))? @@", Pattern.MULTILINE);

  private final Path git;

  LineHistory(Path git) {
    this.git = git;
  }

  /** Whether the repository holds {@code commit}. */
  boolean has(String commit) throws InstallException {
    return run("cat-file", "-e", commit + "^{commit}").exitCode() == 0;
  }

  /**
   * The path in {@code commit}'s tree that a build prints as {@code printed} ({@code ../src/smt/x.cpp}, an
   * absolute build path): its longest tail that the tree has, or null.
   */
  String pathAt(String commit, String printed) throws InstallException {
    List<String> parts = List.of(printed.replace('\\', '/').split("/"));
    for (int i = 0; i < parts.size(); i++) {
      if (parts.get(i).isEmpty() || parts.get(i).equals(".") || parts.get(i).equals("..")) {
        continue;
      }
      String tail = String.join("/", parts.subList(i, parts.size()));
      if (run("cat-file", "-e", commit + ":" + tail).exitCode() == 0) {
        return tail;
      }
    }
    return null;
  }

  /** The commit that last changed {@code line} of {@code path} as of {@code commit}. */
  String lastChange(String commit, String path, int line) throws InstallException {
    String out = check("blaming " + path + ":" + line, "blame", "--porcelain", "-L", line + "," + line, commit, "--",
        path);
    return out.substring(0, out.indexOf(' '));
  }

  /** Whether {@code commit}'s diff to {@code path} changes a line within {@code near} of {@code line}. */
  boolean changesNear(String commit, String path, int line, int near) throws InstallException {
    Matcher m = HUNK.matcher(check("reading the diff of " + commit, "diff", "--unified=0", "--no-color",
        commit + "^", commit, "--", path));
    while (m.find()) {
      int start = Integer.parseInt(m.group(1));
      int length = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
      int end = Math.max(start, start + length - 1); // a deletion's hunk sits between lines: its start
      if (line >= start - near && line <= end + near) {
        return true;
      }
    }
    return false;
  }

  private Steps.Result run(String... args) throws InstallException {
    return Steps.run(SourceRepo.git(git, args), git, GIT, null);
  }

  private String check(String what, String... args) throws InstallException {
    return Steps.check(SourceRepo.git(git, args), git, GIT, what);
  }
}
