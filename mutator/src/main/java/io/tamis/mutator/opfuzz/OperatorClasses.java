package io.tamis.mutator.opfuzz;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * opfuzz's operator classes (config/opfuzz/classes.txt): for each operator, the operators that may
 * replace it and the argument counts at which it may be replaced.
 */
public final class OperatorClasses {
  private static final String RESOURCE = "tamis/config/opfuzz/classes.txt";

  /** The replacements of one operator at argument counts in [minArgs, maxArgs]. */
  record Rule(List<String> replacements, int minArgs, int maxArgs) {}

  private final Map<String, List<Rule>> rules;

  private OperatorClasses(Map<String, List<Rule>> rules) {
    this.rules = rules;
  }

  public static OperatorClasses standard() {
    try (InputStream in = OperatorClasses.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      return parse("config/opfuzz/classes.txt", new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static OperatorClasses parse(String file, String text) {
    Map<String, List<Rule>> rules = new HashMap<>();
    String[] lines = text.split("\n", -1);
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].replaceAll(";.*", "").strip();
      if (!line.isEmpty()) {
        addLine(rules, line, file + ":" + (n + 1) + ":1: ");
      }
    }
    return new OperatorClasses(rules);
  }

  private static void addLine(Map<String, List<Rule>> rules, String line, String where) {
    int min = 0;
    int max = Integer.MAX_VALUE;
    int arity = line.indexOf(":arity");
    if (arity >= 0) {
      String spec = line.substring(arity + 6).strip();
      line = line.substring(0, arity).strip();
      try {
        int value = Integer.parseInt(spec.replaceAll("[+-]$", ""));
        min = spec.endsWith("-") ? 0 : value;
        max = spec.endsWith("+") ? Integer.MAX_VALUE : value;
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(where + "bad :arity '" + spec + "' (use N, N+ or N-)");
      }
    }
    if (line.contains("->")) {
      String[] sides = line.split("->");
      add(rules, sides[0].strip(), List.of(sides[1].strip().split("\\s*,\\s*")), min, max);
      return;
    }
    List<String> members = List.of(line.split("\\s*,\\s*"));
    if (members.size() < 2) {
      throw new IllegalArgumentException(where + "a class needs two or more operators: " + line);
    }
    for (String op : members) {
      List<String> others = new ArrayList<>(members);
      others.remove(op);
      add(rules, op, others, min, max);
    }
  }

  private static void add(Map<String, List<Rule>> rules, String op, List<String> to, int min, int max) {
    rules.computeIfAbsent(op, k -> new ArrayList<>()).add(new Rule(List.copyOf(to), min, max));
  }

  /** The operators that may replace {@code op} applied to {@code args} arguments. */
  public List<String> replacements(String op, int args) {
    List<String> out = new ArrayList<>();
    for (Rule rule : rules.getOrDefault(op, List.of())) {
      if (args >= rule.minArgs() && args <= rule.maxArgs()) {
        out.addAll(rule.replacements());
      }
    }
    return out;
  }

  public boolean mentions(String op) {
    return rules.containsKey(op);
  }
}
