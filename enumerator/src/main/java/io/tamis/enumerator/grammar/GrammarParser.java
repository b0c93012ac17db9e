package io.tamis.enumerator.grammar;

import io.tamis.core.op.SignatureTable;
import java.util.ArrayList;
import java.util.List;

/** The state of reading one grammar: the directives seen so far and the rule being read. */
final class GrammarParser {
  private final SignatureTable table;
  private String name;
  private String logic;
  private boolean checked = true;
  private String start;
  private final List<Declaration> declarations = new ArrayList<>();
  private final List<Rule> rules = new ArrayList<>();
  private RuleBuilder open;

  GrammarParser(SignatureTable table) {
    this.table = table;
  }

  Grammar parse(String text) {
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      List<String> items = LineItems.split(lines.get(i), i + 1);
      if (!items.isEmpty()) {
        directive(items, i + 1);
      }
    }
    closeRule();
    require(name != null, "missing 'grammar NAME'");
    require(start != null, "missing 'start RULE'");
    Grammar grammar = new Grammar(name, logic, checked, declarations, rules, start);
    if (checked) {
      new GrammarChecker(table, grammar).check();
    }
    return grammar;
  }

  private void directive(List<String> items, int line) {
    String head = items.get(0);
    switch (head) {
      case "grammar" -> name = only(items, line);
      case "logic" -> logic = only(items, line);
      case "check" -> checked = !only(items, line).equals("off");
      case "start" -> start = only(items, line);
      case "declare-const" -> declareConst(items, line);
      case "declare-fun" -> declareFun(items, line);
      case "rule" -> openRule(items, line);
      default -> alternative(items, line);
    }
  }

  private static String only(List<String> items, int line) {
    if (items.size() != 2) {
      throw new IllegalArgumentException("line " + line + ": " + items.get(0) + " takes one argument");
    }
    return items.get(1);
  }

  private void declareConst(List<String> items, int line) {
    expect(items, 3, line);
    declarations.add(new Declaration(items.get(1), List.of(), items.get(2), true));
  }

  private void declareFun(List<String> items, int line) {
    expect(items, 4, line);
    List<String> args = LineItems.inner(items.get(2), line);
    declarations.add(new Declaration(items.get(1), args, items.get(3), false));
  }

  private void openRule(List<String> items, int line) {
    expect(items, 3, line);
    closeRule();
    open = new RuleBuilder(items.get(1), items.get(2), line);
  }

  private void closeRule() {
    if (open != null) {
      rules.add(open.build());
      open = null;
    }
  }

  private void alternative(List<String> items, int line) {
    if (open == null) {
      throw new IllegalArgumentException("line " + line + ": '" + items.get(0) + "' outside a rule");
    }
    open.alternatives.add(AlternativeParser.parse(items, line));
  }

  private static void expect(List<String> items, int size, int line) {
    if (items.size() != size) {
      throw new IllegalArgumentException("line " + line + ": " + items.get(0) + " takes " + (size - 1)
          + " arguments, got " + (items.size() - 1));
    }
  }

  private static void require(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }

  private static final class RuleBuilder {
    final String name;
    final String sortText;
    final int line;
    final List<Alternative> alternatives = new ArrayList<>();

    RuleBuilder(String name, String sortText, int line) {
      this.name = name;
      this.sortText = sortText;
      this.line = line;
    }

    Rule build() {
      return new Rule(name, sortText, SortText.parse(sortText, line), alternatives, line);
    }
  }
}
