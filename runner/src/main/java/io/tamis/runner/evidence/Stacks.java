package io.tamis.runner.evidence;

/**
 * The native evidence a crashed solver printed itself, read from its standard error: cheap enough to
 * read for every crash, unlike {@link Gdb}'s.
 */
public final class Stacks {
  private Stacks() {}

  /**
   * A sanitizer's report first (an assertion may fail after memory went wrong), then a failed assertion,
   * then UBSan's runtime error (UBSan goes on after reporting: the crash may come later, elsewhere);
   * null when there is none.
   */
  public static Stack read(String stderr) {
    if (stderr == null || stderr.isEmpty()) {
      return null;
    }
    Stack s = SanitizerReport.error(stderr);
    if (s == null) {
      s = AssertionReport.read(stderr);
    }
    return s != null ? s : SanitizerReport.runtimeError(stderr);
  }
}
