package io.tamis.enumerator.grammar;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An enumeration grammar: a fixed prologue of declarations, then {@code (assert t)} and
 * {@code (check-sat)} where {@code t} ranges over the start rule. Immutable; rules and alternatives
 * are also reachable by number, which is what counting and ranking use.
 */
public final class Grammar {
  private final String name;
  private final String logic;
  private final boolean checked;
  private final List<Declaration> declarations;
  private final List<Rule> rules;
  private final int start;
  private final int[][] costs;
  private final int[][][] children;

  Grammar(String name, String logic, boolean checked, List<Declaration> declarations, List<Rule> rules,
      String startRule) {
    this.name = name;
    this.logic = logic;
    this.checked = checked;
    this.declarations = List.copyOf(declarations);
    this.rules = List.copyOf(rules);
    Map<String, Integer> index = new HashMap<>();
    for (int r = 0; r < rules.size(); r++) {
      if (index.put(rules.get(r).name(), r) != null) {
        throw new IllegalArgumentException("rule " + rules.get(r).name() + " defined twice");
      }
    }
    this.start = ruleIndex(index, startRule, 0);
    this.costs = new int[rules.size()][];
    this.children = new int[rules.size()][][];
    for (int r = 0; r < rules.size(); r++) {
      compile(r, index);
    }
  }

  private void compile(int r, Map<String, Integer> index) {
    List<Alternative> alternatives = rules.get(r).alternatives();
    costs[r] = new int[alternatives.size()];
    children[r] = new int[alternatives.size()][];
    for (int a = 0; a < alternatives.size(); a++) {
      Alternative alt = alternatives.get(a);
      if (alt.cost() < 0) {
        throw new IllegalArgumentException("line " + alt.line() + ": negative cost " + alt.cost());
      }
      costs[r][a] = alt.cost();
      children[r][a] = alt.children().stream().mapToInt(c -> ruleIndex(index, c, alt.line())).toArray();
    }
  }

  private static int ruleIndex(Map<String, Integer> index, String rule, int line) {
    Integer r = index.get(rule);
    if (r == null) {
      throw new IllegalArgumentException("line " + line + ": no rule named " + rule);
    }
    return r;
  }

  public String name() {
    return name;
  }

  /** The logic for {@code set-logic}, or null. */
  public String logic() {
    return logic;
  }

  /** False for the ET compatibility grammars, whose quirks the signature table would reject. */
  public boolean checked() {
    return checked;
  }

  public List<Declaration> declarations() {
    return declarations;
  }

  public List<Rule> rules() {
    return rules;
  }

  public int start() {
    return start;
  }

  public int ruleCount() {
    return rules.size();
  }

  public int alternativeCount(int rule) {
    return costs[rule].length;
  }

  public Alternative alternative(int rule, int alt) {
    return rules.get(rule).alternatives().get(alt);
  }

  public int cost(int rule, int alt) {
    return costs[rule][alt];
  }

  public int childCount(int rule, int alt) {
    return children[rule][alt].length;
  }

  /** The rule of child {@code j} of alternative {@code alt} of {@code rule}. */
  public int child(int rule, int alt, int j) {
    return children[rule][alt][j];
  }

  @Override
  public String toString() {
    return "grammar " + name + " (" + rules.size() + " rules)";
  }
}
