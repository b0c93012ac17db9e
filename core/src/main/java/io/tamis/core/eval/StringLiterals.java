package io.tamis.core.eval;

import java.util.Arrays;

/**
 * SMT-LIB 2.6 string literals: the escapes {@code &#92;ud₃d₂d₁d₀} and {@code &#92;u{d..}} (one to
 * five hex digits, at most 0x2FFFF); every other character, a lone backslash included, stands for
 * itself. The reader has already turned {@code ""} into {@code "}.
 */
final class StringLiterals {
  private StringLiterals() {}

  /** The code points of a literal's content. */
  static int[] decode(String content) {
    int[] out = new int[content.length()];
    int n = 0;
    int i = 0;
    while (i < content.length()) {
      int[] escape = escapeAt(content, i);
      if (escape != null) {
        out[n++] = escape[0];
        i = escape[1];
      } else {
        out[n++] = content.charAt(i++);
      }
    }
    return n == out.length ? out : Arrays.copyOf(out, n);
  }

  /** {code point, index after the escape} for an escape at {@code i}, or null. */
  private static int[] escapeAt(String s, int i) {
    if (s.charAt(i) != '\\' || i + 1 >= s.length() || s.charAt(i + 1) != 'u') {
      return null;
    }
    if (i + 2 < s.length() && s.charAt(i + 2) == '{') {
      int close = s.indexOf('}', i + 3);
      int digits = close - (i + 3);
      if (close < 0 || digits < 1 || digits > 5 || !hex(s, i + 3, close)) {
        return null;
      }
      int value = Integer.parseInt(s.substring(i + 3, close), 16);
      return value > StringValue.MAX_CODE_POINT ? null : new int[] {value, close + 1};
    }
    if (i + 6 <= s.length() && hex(s, i + 2, i + 6)) {
      return new int[] {Integer.parseInt(s.substring(i + 2, i + 6), 16), i + 6};
    }
    return null;
  }

  private static boolean hex(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.digit(s.charAt(i), 16) < 0) {
        return false;
      }
    }
    return true;
  }

  /** A literal (with its quotes) that reads back as {@code codePoints}. */
  static String print(int[] codePoints) {
    StringBuilder out = new StringBuilder("\"");
    for (int c : codePoints) {
      if (c == '"') {
        out.append("\"\"");
      } else if (c >= 0x20 && c <= 0x7e && c != '\\') {
        out.append((char) c);
      } else {
        out.append("\\u{").append(Integer.toHexString(c)).append('}');
      }
    }
    return out.append('"').toString();
  }
}
