package io.smtfuzz.runner.oracle;

import io.smtfuzz.core.eval.SExprEnd;
import java.nio.charset.StandardCharsets;

/** The name of the top-level command around a byte offset of a script, read without parsing it. */
final class CommandHead {
  private CommandHead() {}

  /** The command's name ({@code assert}, {@code set-option}, ...), or null when no command starts before. */
  static String at(byte[] s, int offset) {
    int start = -1;
    int i = 0;
    while (i <= offset && i < s.length) {
      if (Character.isWhitespace(s[i])) {
        i++;
        continue;
      }
      if (s[i] == '(') {
        start = i;
      }
      i = SExprEnd.after(s, i);
    }
    return start < 0 ? null : name(s, start + 1);
  }

  private static String name(byte[] s, int from) {
    int i = from;
    while (i < s.length && Character.isWhitespace(s[i])) {
      i++;
    }
    int end = i;
    while (end < s.length && !Character.isWhitespace(s[end]) && s[end] != '(' && s[end] != ')') {
      end++;
    }
    return new String(s, i, end - i, StandardCharsets.ISO_8859_1);
  }
}
