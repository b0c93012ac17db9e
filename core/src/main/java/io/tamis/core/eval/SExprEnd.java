package io.tamis.core.eval;

/** Finds where an s-expression ends in raw SMT-LIB bytes (strings, |symbols| and comments skipped). */
public final class SExprEnd {
  private SExprEnd() {}

  /** The offset just after the s-expression (atom or balanced list) starting at {@code from}. */
  public static int after(byte[] s, int from) {
    int depth = 0;
    int i = from;
    while (i < s.length) {
      byte c = s[i];
      if (c == '(') {
        depth++;
        i++;
      } else if (c == ')') {
        depth--;
        i++;
      } else if (c == '"' || c == '|') {
        i = closing(s, i);
      } else if (c == ';') {
        while (i < s.length && s[i] != '\n') {
          i++;
        }
      } else if (depth == 0 && (c == ' ' || c == '\n' || c == '\t' || c == '\r')) {
        return i;
      } else {
        i++;
      }
      if (depth == 0 && (c == ')' || c == '"' || c == '|' || i >= s.length || isDelimiter(s[i]))) {
        return i;
      }
    }
    return i;
  }

  private static boolean isDelimiter(byte c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '(' || c == ')';
  }

  /** The offset after the closing quote or bar of the literal opening at {@code i}. */
  private static int closing(byte[] s, int i) {
    byte quote = s[i];
    int j = i + 1;
    while (j < s.length) {
      if (s[j] == quote) {
        if (quote == '"' && j + 1 < s.length && s[j + 1] == '"') {
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
