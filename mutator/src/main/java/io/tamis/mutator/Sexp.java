package io.tamis.mutator;

/**
 * Walks printed SMT-LIB text as s-expressions without reading it: where elements start and end.
 * Strings ({@code ""} escapes a quote) and {@code |quoted|} symbols may hold parentheses.
 */
final class Sexp {
  /** Bytes that matter inside a list: parentheses and the openers of strings and quoted symbols. */
  private static final boolean[] SPECIAL = new boolean[256];
  /** Bytes that end an atom. */
  private static final boolean[] DELIMITER = new boolean[256];
  private static final boolean[] SPACE = new boolean[256];

  static {
    for (char c : "()\"|".toCharArray()) {
      SPECIAL[c] = true;
    }
    for (char c : " \n\t\r".toCharArray()) {
      SPACE[c] = true;
      DELIMITER[c] = true;
    }
    DELIMITER['('] = true;
    DELIMITER[')'] = true;
  }

  private Sexp() {}

  static boolean isSpace(byte c) {
    return SPACE[c & 0xff];
  }

  static int skipSpace(byte[] b, int i) {
    while (isSpace(b[i])) {
      i++;
    }
    return i;
  }

  /** The end (exclusive) of the element that starts at {@code i}. */
  static int end(byte[] b, int i) {
    return switch (b[i]) {
      case '(' -> listEnd(b, i);
      case '"' -> stringEnd(b, i);
      case '|' -> quotedEnd(b, i);
      default -> atomEnd(b, i);
    };
  }

  /** True when the element at {@code i} is {@code (let ...}. */
  static boolean isLet(byte[] b, int i) {
    return b[i] == '(' && b[i + 1] == 'l' && b[i + 2] == 'e' && b[i + 3] == 't'
        && (isSpace(b[i + 4]) || b[i + 4] == '(');
  }

  static int atomEnd(byte[] b, int i) {
    while (i < b.length && !DELIMITER[b[i] & 0xff]) {
      i++;
    }
    return i;
  }

  private static int listEnd(byte[] b, int i) {
    int depth = 0;
    for (;; i++) {
      byte c = b[i];
      if (!SPECIAL[c & 0xff]) {
        continue;
      }
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (--depth == 0) {
          return i + 1;
        }
      } else {
        i = (c == '"' ? stringEnd(b, i) : quotedEnd(b, i)) - 1;
      }
    }
  }

  private static int stringEnd(byte[] b, int i) {
    for (int j = i + 1; ; j++) {
      if (b[j] == '"') {
        if (j + 1 < b.length && b[j + 1] == '"') {
          j++;
        } else {
          return j + 1;
        }
      }
    }
  }

  private static int quotedEnd(byte[] b, int i) {
    int j = i + 1;
    while (b[j] != '|') {
      j++;
    }
    return j + 1;
  }
}
