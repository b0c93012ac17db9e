package io.tamis.enumerator.grammar;

import io.tamis.enumerator.grammar.Alternative.SortedVar;
import java.util.ArrayList;
import java.util.List;

/** Parses one alternative line: {@code leaf|var|use|apply|forall|exists ... [:cost N]}. */
final class AlternativeParser {
  private AlternativeParser() {}

  static Alternative parse(List<String> items, int line) {
    int cost = -1;
    List<String> body = items;
    int n = items.size();
    if (n >= 2 && items.get(n - 2).equals(":cost")) {
      cost = parseCost(items.get(n - 1), line);
      body = items.subList(0, n - 2);
    }
    String keyword = body.get(0);
    List<String> args = body.subList(1, body.size());
    return switch (keyword) {
      case "leaf" -> new Alternative.Leaf(single(keyword, args, line), orDefault(cost, 0), line);
      case "var" -> new Alternative.Var(single(keyword, args, line), orDefault(cost, 0), line);
      case "use" -> new Alternative.Use(single(keyword, args, line), orDefault(cost, 0), line);
      case "apply" -> apply(args, cost, line);
      case "forall", "exists" -> binder(keyword, args, cost, line);
      default -> throw new IllegalArgumentException("line " + line + ": unknown directive " + keyword);
    };
  }

  private static Alternative apply(List<String> args, int cost, int line) {
    if (args.isEmpty()) {
      throw new IllegalArgumentException("line " + line + ": apply needs an operator");
    }
    return new Alternative.Apply(args.get(0), args.subList(1, args.size()),
        orDefault(cost, Alternative.APPLICATION_COST), line);
  }

  private static Alternative binder(String quantifier, List<String> args, int cost, int line) {
    if (args.size() != 2) {
      throw new IllegalArgumentException("line " + line + ": " + quantifier + " takes ((x S)...) and a rule");
    }
    List<SortedVar> vars = new ArrayList<>();
    for (String group : LineItems.inner(args.get(0), line)) {
      List<String> pair = LineItems.inner(group, line);
      if (pair.size() != 2) {
        throw new IllegalArgumentException("line " + line + ": expected (name sort), got " + group);
      }
      vars.add(new SortedVar(pair.get(0), pair.get(1)));
    }
    if (vars.isEmpty()) {
      throw new IllegalArgumentException("line " + line + ": " + quantifier + " binds no variable");
    }
    return new Alternative.Binder(quantifier, vars, args.get(1), orDefault(cost, Alternative.APPLICATION_COST),
        line);
  }

  private static String single(String keyword, List<String> args, int line) {
    if (args.size() != 1) {
      throw new IllegalArgumentException("line " + line + ": " + keyword + " takes one item, got " + args);
    }
    return args.get(0);
  }

  private static int parseCost(String text, int line) {
    try {
      int cost = Integer.parseInt(text);
      if (cost >= 0) {
        return cost;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("line " + line + ": :cost needs a number >= 0, got " + text);
  }

  private static int orDefault(int cost, int fallback) {
    return cost >= 0 ? cost : fallback;
  }
}
