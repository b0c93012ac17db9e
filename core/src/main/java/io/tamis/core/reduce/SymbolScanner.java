package io.tamis.core.reduce;

import io.tamis.core.smtlib.StringLiterals;

/**
 * Finds the words of SMT-LIB text: each maximal run of characters other than parentheses, blanks and
 * quotes, outside string literals, quoted symbols and comments.
 */
final class SymbolScanner {
  /** Gets the start and end of each word. */
  interface Visitor {
    void word(int start, int end);
  }

  private SymbolScanner() {}

  static void scan(String text, Visitor visitor) {
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '"') {
        i = StringLiterals.end(text, i);
      } else if (c == '|') {
        i = after(text, i + 1, '|');
      } else if (c == ';') {
        i = after(text, i + 1, '\n');
      } else if (delimits(c)) {
        i++;
      } else {
        int end = i;
        while (end < text.length() && !delimits(text.charAt(end)) && text.charAt(end) != '"'
            && text.charAt(end) != ';' && text.charAt(end) != '|') {
          end++;
        }
        visitor.word(i, end);
        i = end;
      }
    }
  }

  private static boolean delimits(char c) {
    return c == '(' || c == ')' || Character.isWhitespace(c);
  }

  private static int after(String s, int from, char end) {
    int j = s.indexOf(end, from);
    return j < 0 ? s.length() : j + 1;
  }
}
