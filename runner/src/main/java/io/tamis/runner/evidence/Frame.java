package io.tamis.runner.evidence;

/**
 * One frame of a native stack: the function (as the report names it, parameters included where a
 * sanitizer prints them), and its source file and line where the build kept them.
 *
 * @param function the function, or null when only the place is known (z3's and UBSan's reports)
 * @param file the source file as printed (a build path), or null
 * @param line the line in {@code file}, or 0
 */
public record Frame(String function, String file, int line) {

  /**
   * What identifies the frame across builds: the function without its parameters (a sanitizer prints
   * them, gdb does not), else the file's name and line; never a build directory.
   */
  public String key() {
    if (function != null) {
      return FunctionNames.bare(function);
    }
    return placeKey();
  }

  /** The file's name and the line: {@code ast.cpp:412}. */
  public String placeKey() {
    return baseName(file) + ":" + line;
  }

  /** {@code func at file:line}, {@code func}, or {@code file:line}. */
  public String shown() {
    String place = file == null ? "" : line > 0 ? file + ":" + line : file;
    return function == null ? place : place.isEmpty() ? function : function + " at " + place;
  }

  public static String baseName(String file) {
    return file == null ? "?" : file.substring(file.lastIndexOf('/') + 1);
  }
}
