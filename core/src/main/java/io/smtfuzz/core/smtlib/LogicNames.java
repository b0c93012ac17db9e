package io.smtfuzz.core.smtlib;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Pattern;

/** What an SMT-LIB logic's name says about its theories, read one way by every module. */
public final class LogicNames {
  /**
   * S, SLIA, SNIA, SLIRA, SNIRA, also after another theory (QF_DTSLIA, QF_UFSNIRA); not FS, finite
   * sets (QF_UFLIAFS), which ends a name.
   */
  private static final Pattern STRINGS = Pattern.compile("(^|[^F])S$|S(LIA|NIA|LIRA|NIRA)$");

  private static final byte[] SET_LOGIC = "set-logic".getBytes(StandardCharsets.US_ASCII);

  private LogicNames() {}

  /**
   * The logic a script's text declares with {@code (set-logic L)}, or null: what a mutant that
   * widened its seed's logic is run as. Skips comments, string literals and quoted symbols.
   */
  public static String declared(byte[] text) {
    for (int i = 0; i < text.length; i++) {
      switch (text[i]) {
        case ';' -> i = skipTo(text, i + 1, '\n');
        case '"' -> i = skipString(text, i + 1);
        case '|' -> i = skipTo(text, i + 1, '|');
        case '(' -> {
          String logic = setLogicAt(text, i + 1);
          if (logic != null) {
            return logic;
          }
        }
        default -> { }
      }
    }
    return null;
  }

  private static String setLogicAt(byte[] text, int from) {
    int i = skipBlanks(text, from);
    if (!Arrays.equals(text, i, Math.min(text.length, i + SET_LOGIC.length), SET_LOGIC, 0, SET_LOGIC.length)) {
      return null;
    }
    int start = skipBlanks(text, i + SET_LOGIC.length);
    int end = start;
    while (end < text.length && text[end] != ')' && !Character.isWhitespace(text[end])) {
      end++;
    }
    return start > i + SET_LOGIC.length && end > start
        ? new String(text, start, end - start, StandardCharsets.US_ASCII) : null;
  }

  private static int skipBlanks(byte[] text, int i) {
    while (i < text.length && Character.isWhitespace(text[i])) {
      i++;
    }
    return i;
  }

  private static int skipTo(byte[] text, int i, char end) {
    while (i < text.length && text[i] != end) {
      i++;
    }
    return i;
  }

  /** The index of the quote that closes a string literal ({@code ""} is an escaped quote). */
  private static int skipString(byte[] text, int i) {
    while (i < text.length) {
      if (text[i] == '"' && (i + 1 >= text.length || text[i + 1] != '"')) {
        return i;
      }
      i += text[i] == '"' ? 2 : 1;
    }
    return i;
  }

  /** Whether {@code body}, a logic's name without {@code QF_}, has strings. */
  public static boolean hasStrings(String body) {
    return STRINGS.matcher(body).find();
  }
}
