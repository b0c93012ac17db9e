package io.tamis.runner.session;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The assertion stack a session builds, followed command by command, so that each of its queries can be asked
 * again in one shot: the options and logic, the declarations in scope, the assertions in scope.
 * Declarations are scoped unless {@code :global-declarations} is set.
 */
final class AssertionStack {
  private static final Pattern NAMED = Pattern.compile(":named\\s+(\\|[^|]*\\||[^\\s()|]+)");
  private final List<String> header = new ArrayList<>();
  private final List<String> global = new ArrayList<>();
  /** Per level: its commands (assertions, and declarations when they are scoped). */
  private final List<List<String>> levels = new ArrayList<>(List.of(new ArrayList<>()));
  private boolean globalDeclarations;

  /** A copy of this stack as it is now: a query's scope, kept for the questions its responses raise. */
  AssertionStack copy() {
    AssertionStack c = new AssertionStack();
    c.header.addAll(header);
    c.global.addAll(global);
    c.levels.clear();
    levels.forEach(level -> c.levels.add(new ArrayList<>(level)));
    c.globalDeclarations = globalDeclarations;
    return c;
  }

  /** Follows one command of the session. */
  void apply(String head, String text) {
    switch (head) {
      case "set-option" -> option(text);
      case "set-logic" -> header.add(text);
      case "push" -> repeat(count(text), () -> levels.add(new ArrayList<>()));
      case "pop" -> repeat(Math.min(count(text), levels.size() - 1), () -> levels.remove(levels.size() - 1));
      case "reset-assertions" -> reset();
      case "assert" -> levels.get(levels.size() - 1).add(text);
      default -> declaration(head, text);
    }
  }

  private void option(String text) {
    if (text.contains(":global-declarations")) {
      globalDeclarations = text.contains("true");
    } else if (!text.contains(":print-success")) {
      header.add(text);
    }
  }

  private void declaration(String head, String text) {
    if (head.startsWith("declare-") || head.startsWith("define-")) {
      (globalDeclarations ? global : levels.get(levels.size() - 1)).add(text);
    }
  }

  private void reset() {
    levels.clear();
    levels.add(new ArrayList<>());
  }

  /** The query in one shot: what is in scope, each assumption asserted, one check-sat. */
  String question(List<String> assumptions) {
    StringBuilder s = prefix(true);
    assumptions.forEach(a -> s.append("(assert ").append(a).append(")\n"));
    return s.append("(check-sat)\n").toString();
  }

  /**
   * The assertions in scope but the named ones {@code core} leaves out, asked in one shot: a core names only
   * named assertions, and the others stay with it (SMT-LIB's get-unsat-core).
   */
  String core(List<String> core) {
    StringBuilder s = prefix(false);
    for (List<String> level : levels) {
      for (String c : level) {
        String name = name(c);
        boolean kept = name == null || core.contains(name) || core.contains(unquoted(name));
        if (c.startsWith("(assert") && kept) {
          s.append(c).append('\n');
        }
      }
    }
    return s.append("(check-sat)\n").toString();
  }

  /** The options, logic and declarations, and the assertions in scope when {@code assertions}. */
  private StringBuilder prefix(boolean assertions) {
    StringBuilder s = new StringBuilder();
    header.forEach(h -> s.append(h).append('\n'));
    global.forEach(d -> s.append(d).append('\n'));
    for (List<String> level : levels) {
      level.stream().filter(c -> assertions || !c.startsWith("(assert")).forEach(c -> s.append(c).append('\n'));
    }
    return s;
  }

  private static String name(String assertion) {
    Matcher m = NAMED.matcher(assertion);
    return assertion.startsWith("(assert") && m.find() ? m.group(1) : null;
  }

  static String unquoted(String symbol) {
    return symbol.startsWith("|") && symbol.endsWith("|") && symbol.length() > 1
        ? symbol.substring(1, symbol.length() - 1) : symbol;
  }

  private static int count(String text) {
    String n = text.replaceAll("[^0-9]", "");
    return n.isEmpty() ? 1 : Integer.parseInt(n);
  }

  private static void repeat(int n, Runnable r) {
    for (int k = 0; k < n; k++) {
      r.run();
    }
  }
}
