package io.tamis.runner.cli;

/** The exit codes of tamis (picocli maps usage errors to 2 itself). */
final class ExitCodes {
  static final int OK = 0;
  static final int NOT_REPRODUCED = 1;
  static final int USAGE = 2;
  static final int INTERNAL = 3;
  static final int FINDINGS = 10;

  private ExitCodes() {}
}
