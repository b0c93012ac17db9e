package io.tamis.core.eval;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The top-level commands of a script's bytes, found without parsing it (strings, symbols, comments skipped). */
public final class ScriptCommands {
  /** One command: its bytes are {@code [start, end)}, {@code head} its name ({@code assert}, ...). */
  public record Command(int start, int end, String head) {}

  private ScriptCommands() {}

  /** The commands in order; atoms outside any command (a malformed script) are passed over. */
  public static List<Command> of(byte[] s) {
    List<Command> commands = new ArrayList<>();
    walk(s, (start, end) -> commands.add(new Command(start, end, head(s, start + 1, end))));
    return commands;
  }

  /** Sees a command at {@code [start, end)}; false stops the walk. */
  private interface Visitor {
    boolean visit(int start, int end);
  }

  private static void walk(byte[] s, Visitor v) {
    int i = 0;
    while (i < s.length) {
      if (Character.isWhitespace(s[i])) {
        i++;
        continue;
      }
      int end = SExprEnd.after(s, i);
      if (s[i] == '(' && !v.visit(i, end)) {
        return;
      }
      i = Math.max(end, i + 1);
    }
  }

  /** The name of the command that starts last at or before {@code offset}, or null when none does. */
  public static String headAt(byte[] s, int offset) {
    String head = null;
    for (Command c : of(s)) {
      if (c.start() > offset) {
        break;
      }
      head = c.head();
    }
    return head;
  }

  /**
   * The length of the script before its first {@code (exit)}, or the whole length: a solver reads nothing
   * after it, so nothing there (a {@code :status}, a query) speaks of the script.
   */
  public static int beforeExit(byte[] s) {
    int[] end = {s.length};
    walk(s, (start, stop) -> {
      boolean exit = headIs(s, start + 1, stop, "exit");
      end[0] = exit ? start : end[0];
      return !exit;
    });
    return end[0];
  }

  /**
   * Whether a solver must run the script incrementally (cvc5 and CVC4 reject a push and a second
   * query otherwise): it has a push or pop, or more than one check-sat. Asked of every test on
   * every configuration: it scans in place, without building the command list.
   */
  public static boolean incremental(byte[] s) {
    int[] queries = {0};
    boolean[] scoped = {false};
    walk(s, (start, end) -> {
      scoped[0] = headIs(s, start + 1, end, "push") || headIs(s, start + 1, end, "pop");
      boolean query = headIs(s, start + 1, end, "check-sat") || headIs(s, start + 1, end, "check-sat-assuming");
      queries[0] += query ? 1 : 0;
      return !scoped[0];
    });
    return scoped[0] || queries[0] > 1;
  }

  private static boolean headIs(byte[] s, int from, int end, String name) {
    int i = from;
    while (i < end && Character.isWhitespace(s[i])) {
      i++;
    }
    int n = name.length();
    if (i + n > end) {
      return false;
    }
    for (int k = 0; k < n; k++) {
      if (s[i + k] != name.charAt(k)) {
        return false;
      }
    }
    byte after = i + n < end ? s[i + n] : (byte) ')';
    return Character.isWhitespace(after) || after == '(' || after == ')';
  }

  private static String head(byte[] s, int from, int end) {
    int i = from;
    while (i < end && Character.isWhitespace(s[i])) {
      i++;
    }
    int j = i;
    while (j < end && !Character.isWhitespace(s[j]) && s[j] != '(' && s[j] != ')') {
      j++;
    }
    return new String(s, i, j - i, StandardCharsets.ISO_8859_1);
  }
}
