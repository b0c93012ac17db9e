package io.tamis.core.smtlib;

/** SMT-LIB string literals in raw script text, for scanners that do not parse. */
public final class StringLiterals {
  private StringLiterals() {}

  /** The index after the string literal that starts at {@code i} (a doubled quote stays inside it). */
  public static int end(String s, int i) {
    int j = i + 1;
    while (j < s.length()) {
      if (s.charAt(j) == '"') {
        if (j + 1 < s.length() && s.charAt(j + 1) == '"') {
          j += 2;
          continue;
        }
        return j + 1;
      }
      j++;
    }
    return j;
  }
}
