package io.smtfuzz.runner.oracle;

import java.nio.charset.StandardCharsets;

/** The name of the top-level command around a byte offset of a script, read without parsing it. */
final class CommandHead {
  private CommandHead() {}

  /** The command's name ({@code assert}, {@code set-option}, ...), or null when no command starts before. */
  static String at(byte[] s, int offset) {
    int start = -1;
    int depth = 0;
    int i = 0;
    while (i <= offset && i < s.length) {
      byte c = s[i];
      if (c == '"' || c == '|') {
        i = closing(s, i);
        continue;
      }
      if (c == ';') {
        while (i < s.length && s[i] != '\n') {
          i++;
        }
        continue;
      }
      if (c == '(' && depth++ == 0) {
        start = i;
      } else if (c == ')' && depth > 0) {
        depth--;
      }
      i++;
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

  /** The offset after the closing quote or bar of the literal opening at {@code i}. */
  private static int closing(byte[] s, int i) {
    byte quote = s[i];
    int j = i + 1;
    while (j < s.length && s[j] != quote) {
      j++;
    }
    return j + 1;
  }
}
