package io.tamis.runner.evidence;

/** C and C++ function names as sanitizers and gdb print them. */
final class FunctionNames {
  private FunctionNames() {}

  /**
   * {@code name} without a trailing parameter list and {@code const}: {@code smt::context::f(expr*) const}
   * is {@code smt::context::f}; {@code operator()(int)} is {@code operator()}.
   */
  static String bare(String name) {
    String s = name.strip();
    if (s.endsWith(" const")) {
      s = s.substring(0, s.length() - " const".length());
    }
    int open = s.endsWith(")") ? openingParen(s) : -1;
    return open > 0 ? s.substring(0, open) : s;
  }

  /** The index of the parenthesis that the last one of {@code s} closes, or -1. */
  private static int openingParen(String s) {
    int depth = 0;
    for (int i = s.length() - 1; i >= 0; i--) {
      char c = s.charAt(i);
      depth += c == ')' ? 1 : c == '(' ? -1 : 0;
      if (depth == 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The end of the function name in gdb's {@code name (args) at file:line}: the first " (" outside
   * template brackets ({@code std::function<void ()>::operator() (this=...)}), or the text's length.
   */
  static int endBeforeArguments(String text) {
    int depth = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      depth += c == '<' ? 1 : c == '>' && depth > 0 ? -1 : 0;
      if (depth == 0 && c == ' ' && i + 1 < text.length() && text.charAt(i + 1) == '(') {
        return i;
      }
    }
    return text.length();
  }
}
