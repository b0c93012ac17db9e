package io.tamis.mutator.session;

import io.tamis.core.eval.SExprEnd;
import io.tamis.core.eval.ScriptCommands;
import io.tamis.core.eval.ScriptCommands.Command;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a session is built from: a one-query script's options, logic, declarations and assertions, as text.
 *
 * @param options the script's {@code set-option} commands but the ones the session sets itself
 * @param logic the {@code set-logic} command, or null
 * @param declarations every {@code declare-*} and {@code define-*} command, in order
 * @param assertions the terms of the {@code assert} commands, in order
 * @param constants the names of the constants declared (for {@code get-value})
 */
record ScriptParts(List<String> options, String logic, List<String> declarations, List<String> assertions,
    List<String> constants) {
  /** Options the session sets at its top: a second setting could come too late (after set-logic). */
  private static final Set<String> SESSION_OPTIONS = Set.of(":print-success", ":global-declarations",
      ":produce-models", ":produce-assignments", ":produce-unsat-cores", ":produce-unsat-assumptions",
      ":produce-proofs", ":interactive-mode", ":produce-assertions", ":incremental");

  /**
   * The parts of {@code s}, or null when it is no single question: scopes, several queries, resets, no
   * assertion, or names of its own ({@code :named}: the session names assertions, and names are global in it).
   */
  static ScriptParts of(byte[] s) {
    List<String> options = new ArrayList<>();
    List<String> declarations = new ArrayList<>();
    List<String> assertions = new ArrayList<>();
    List<String> constants = new ArrayList<>();
    String logic = null;
    int checks = 0;
    for (Command c : ScriptCommands.of(s)) {
      String text = new String(s, c.start(), c.end() - c.start(), StandardCharsets.ISO_8859_1);
      String head = c.head();
      if (head.equals("push") || head.equals("pop") || head.startsWith("reset") || head.equals("check-sat-assuming")
          || text.contains(":named") || head.equals("exit") || checks > 0 && head.equals("check-sat")) {
        return head.equals("exit") && checks == 1 ? done(options, logic, declarations, assertions, constants) : null;
      }
      checks += head.equals("check-sat") ? 1 : 0;
      if (head.equals("set-option") && !SESSION_OPTIONS.contains(keyword(text))) {
        options.add(text);
      } else if (head.equals("set-logic")) {
        logic = text;
      } else if (head.startsWith("declare-") || head.startsWith("define-")) {
        declarations.add(text);
        String name = constant(s, c);
        if (name != null) {
          constants.add(name);
        }
      } else if (head.equals("assert")) {
        assertions.add(term(s, c));
      }
    }
    return checks == 1 ? done(options, logic, declarations, assertions, constants) : null;
  }

  private static ScriptParts done(List<String> options, String logic, List<String> declarations,
      List<String> assertions, List<String> constants) {
    return assertions.isEmpty() ? null : new ScriptParts(options, logic, declarations, assertions, constants);
  }

  /** The option's keyword: {@code :produce-models} of {@code (set-option :produce-models true)}. */
  private static String keyword(String setOption) {
    String[] words = setOption.substring(1, setOption.length() - 1).strip().split("\\s+");
    return words.length > 1 ? words[1] : "";
  }

  /** The term of {@code (assert TERM)}. */
  private static String term(byte[] s, Command c) {
    int at = argument(s, c.start(), 0);
    return new String(s, at, c.end() - 1 - at, StandardCharsets.ISO_8859_1).strip();
  }

  /** The name a {@code declare-const} or a nullary {@code declare-fun} declares, else null. */
  private static String constant(byte[] s, Command c) {
    if (!c.head().equals("declare-const") && !c.head().equals("declare-fun")) {
      return null;
    }
    int name = argument(s, c.start(), 0);
    int end = SExprEnd.after(s, name);
    if (c.head().equals("declare-fun")) {
      int params = argument(s, c.start(), 1);
      if (SExprEnd.after(s, params) - params != 2) {
        return null;
      }
    }
    return new String(s, name, end - name, StandardCharsets.ISO_8859_1);
  }

  /** The offset of the command's argument {@code k} (from 0, after its head). */
  private static int argument(byte[] s, int commandStart, int k) {
    int i = SExprEnd.after(s, skip(s, commandStart + 1));
    for (int n = 0; n < k; n++) {
      i = SExprEnd.after(s, skip(s, i));
    }
    return skip(s, i);
  }

  private static int skip(byte[] s, int from) {
    int i = from;
    while (i < s.length && Character.isWhitespace(s[i])) {
      i++;
    }
    return i;
  }
}
