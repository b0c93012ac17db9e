package io.tamis.runner.coverage;

/** The source directory a file counts under: its folder, or the first few components of it. */
final class Directories {
  private Directories() {}

  /**
   * {@code src/solvers/bv/bvsolver.c} is under {@code src/solvers/bv}, or {@code src/solvers} at depth 2;
   * depth 0 keeps the whole folder. A file at the root is under {@code .}.
   */
  static String of(String file, int depth) {
    int slash = file.lastIndexOf('/');
    String folder = slash < 0 ? "." : slash == 0 ? "/" : file.substring(0, slash);
    if (depth <= 0 || slash <= 0) {
      return folder;
    }
    int from = folder.startsWith("/") ? 1 : 0;
    int end = from;
    for (int seen = 0; seen < depth; seen++) {
      int next = folder.indexOf('/', end + (seen == 0 ? 0 : 1));
      if (next < 0) {
        return folder;
      }
      end = next;
    }
    return folder.substring(0, end);
  }
}
