package io.tamis.enumerator.grammar;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits one grammar line into items: symbols, string literals and balanced parenthesised groups
 * (kept as written), with the {@code ;} comment removed.
 */
final class LineItems {
  private LineItems() {}

  static List<String> split(String line, int lineNumber) {
    List<String> items = new ArrayList<>();
    int i = 0;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == ';') {
        break;
      }
      if (Character.isWhitespace(c)) {
        i++;
        continue;
      }
      int end = c == '(' ? groupEnd(line, i, lineNumber) : atomEnd(line, i, lineNumber);
      items.add(line.substring(i, end));
      i = end;
    }
    return items;
  }

  private static int groupEnd(String line, int from, int lineNumber) {
    int depth = 0;
    for (int i = from; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"' || c == '|') {
        i = closing(line, i, c, lineNumber) - 1;
      } else if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return i + 1;
      }
    }
    throw new IllegalArgumentException("line " + lineNumber + ": unbalanced parentheses");
  }

  private static int atomEnd(String line, int from, int lineNumber) {
    char c = line.charAt(from);
    if (c == '"' || c == '|') {
      return closing(line, from, c, lineNumber);
    }
    int i = from;
    while (i < line.length() && !Character.isWhitespace(line.charAt(i)) && "();".indexOf(line.charAt(i)) < 0) {
      i++;
    }
    if (i == from) {
      throw new IllegalArgumentException("line " + lineNumber + ": unexpected '" + c + "'");
    }
    return i;
  }

  /** End (exclusive) of a string literal or quoted symbol; {@code ""} inside a string is an escaped quote. */
  private static int closing(String line, int from, char quote, int lineNumber) {
    int i = from + 1;
    while (i < line.length()) {
      if (line.charAt(i) == quote) {
        if (quote == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          i += 2;
          continue;
        }
        return i + 1;
      }
      i++;
    }
    throw new IllegalArgumentException("line " + lineNumber + ": unterminated " + quote);
  }

  /** The items inside a group {@code (a b (c d))}: a, b, (c d). */
  static List<String> inner(String group, int lineNumber) {
    if (!group.startsWith("(") || !group.endsWith(")")) {
      throw new IllegalArgumentException("line " + lineNumber + ": expected a parenthesised list, got " + group);
    }
    return split(group.substring(1, group.length() - 1), lineNumber);
  }
}
