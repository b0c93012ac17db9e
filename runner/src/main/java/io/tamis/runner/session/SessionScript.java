package io.tamis.runner.session;

import io.tamis.core.eval.SExprEnd;
import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.eval.ScriptCommands.Command;
import io.tamis.mutator.session.SessionBuilder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A session's commands in order, each query with its scope (see {@link AssertionStack}). */
final class SessionScript {
  /**
   * One command of the session.
   *
   * @param index its place among the session's commands, from 0 (the response to it is the index-th)
   * @param query its scope and assumptions when it is a check-sat or check-sat-assuming, else null
   */
  record Step(int index, String head, String text, Query query) {}

  /** A query: the assertion stack when it was asked, and the literals it assumed. */
  record Query(AssertionStack scope, List<String> assumptions) {
    /** The same question asked fresh: what is in scope, the assumptions as assertions. */
    String question() {
      return scope.question(assumptions);
    }
  }

  private final List<Step> steps;

  private SessionScript(List<Step> steps) {
    this.steps = steps;
  }

  /** Whether {@code text} is a session ({@link SessionBuilder}'s, or written by hand with its first line). */
  static boolean is(byte[] text) {
    byte[] mark = SessionBuilder.MARK.getBytes(StandardCharsets.ISO_8859_1);
    if (text.length < mark.length) {
      return false;
    }
    for (int k = 0; k < mark.length; k++) {
      if (text[k] != mark[k]) {
        return false;
      }
    }
    return true;
  }

  static SessionScript of(byte[] text) {
    AssertionStack stack = new AssertionStack();
    List<Step> steps = new ArrayList<>();
    for (Command c : ScriptCommands.of(text)) {
      String s = new String(text, c.start(), c.end() - c.start(), StandardCharsets.ISO_8859_1);
      boolean query = c.head().equals("check-sat") || c.head().equals("check-sat-assuming");
      Query q = query ? new Query(stack.copy(), assumptions(text, c)) : null;
      steps.add(new Step(steps.size(), c.head(), s, q));
      stack.apply(c.head(), s);
    }
    return new SessionScript(steps);
  }

  List<Step> steps() {
    return steps;
  }

  /** The literals of a check-sat-assuming, empty for a check-sat. */
  private static List<String> assumptions(byte[] s, Command c) {
    if (!c.head().equals("check-sat-assuming")) {
      return List.of();
    }
    int open = c.start() + 1;
    while (open < c.end() && s[open] != '(') {
      open++;
    }
    return elements(new String(s, open, SExprEnd.after(s, open) - open, StandardCharsets.ISO_8859_1));
  }

  /** The literals of a response to get-unsat-core or get-unsat-assumptions: the list's elements. */
  static List<String> elements(String list) {
    byte[] s = list.getBytes(StandardCharsets.ISO_8859_1);
    List<String> out = new ArrayList<>();
    int i = 1;
    int end = s.length - 1;
    while (i < end) {
      if (Character.isWhitespace(s[i])) {
        i++;
        continue;
      }
      int next = Math.min(SExprEnd.after(s, i), end);
      out.add(new String(s, i, next - i, StandardCharsets.ISO_8859_1));
      i = Math.max(next, i + 1);
    }
    return out;
  }
}
