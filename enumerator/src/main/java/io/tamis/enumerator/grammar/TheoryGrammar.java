package io.tamis.enumerator.grammar;

import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.SortPattern;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Derives a grammar from the signature table ({@code --theories Ints,Strings --vars 3 --literals 0,1}):
 * one rule per sort the chosen theories use, with the literals and variables of that sort as leaves,
 * then every standard, unindexed operator whose argument and result sorts are all in the set (the
 * polymorphic {@code =}, {@code distinct} and {@code ite} once per sort), in table order. Variadic
 * operators are used with two arguments.
 */
public final class TheoryGrammar {
  /** The sorts that get variables, per theory; other sorts get only literals and constants. */
  private static final Map<String, List<Sort>> VARIABLE_SORTS = Map.of(
      "Ints", List.of(Sort.INT), "Reals", List.of(Sort.REAL), "Reals_Ints", List.of(Sort.INT, Sort.REAL),
      "Strings", List.of(Sort.STRING), "Core", List.of(Sort.BOOL));

  private final SignatureTable table;
  private final Set<String> theories = new LinkedHashSet<>();
  /** The theories asked for: Core is always used, but gets Bool variables only when asked for. */
  private final List<String> chosen;
  private final Set<Sort> sorts = new LinkedHashSet<>();
  private final Map<Sort, List<Alternative>> rules = new LinkedHashMap<>();
  private final List<Declaration> declarations = new ArrayList<>();

  private TheoryGrammar(SignatureTable table, List<String> chosen) {
    this.table = table;
    this.chosen = List.copyOf(chosen);
    theories.add("Core");
    theories.addAll(chosen);
  }

  public static Grammar derive(SignatureTable table, List<String> theories, int vars, List<String> literals) {
    if (vars < 0) {
      throw new IllegalArgumentException("--vars must be >= 0, got " + vars);
    }
    return new TheoryGrammar(table, theories).build(vars, literals);
  }

  private Grammar build(int vars, List<String> literals) {
    List<Signature> signatures = signatures();
    sorts.add(Sort.BOOL);
    signatures.forEach(s -> s.args().forEach(a -> sorts.add(fixed(a))));
    signatures.forEach(s -> sorts.add(fixed(s.result())));
    sorts.remove(null);
    sorts.forEach(s -> rules.put(s, new ArrayList<>()));
    leaves(literals);
    variables(vars);
    signatures.forEach(this::application);
    sorts.forEach(this::polymorphic);
    return grammar();
  }

  private List<Signature> signatures() {
    List<Signature> out = new ArrayList<>();
    for (TheoryOp op : table.ops()) {
      for (Signature s : op.signatures()) {
        if (theories.contains(s.theory()) && s.standard() && s.indexCount() == 0 && s.isMonomorphic()) {
          out.add(s);
        }
      }
    }
    for (String theory : theories) {
      if (out.stream().noneMatch(s -> s.theory().equals(theory))) {
        throw new IllegalArgumentException("no operators of theory " + theory + " in the signature table");
      }
    }
    return out;
  }

  private static Sort fixed(SortPattern pattern) {
    return pattern instanceof SortPattern.Fixed f ? f.sort() : null;
  }

  private void leaves(List<String> literals) {
    for (String literal : literals) {
      Sort sort = literalSort(literal);
      if (sort == null || !sorts.contains(sort)) {
        throw new IllegalArgumentException("literal " + literal + " fits none of the sorts " + sorts);
      }
      rules.get(sort).add(new Alternative.Leaf(literal, 0, 0));
    }
  }

  private static Sort literalSort(String literal) {
    if (literal.matches("0|[1-9][0-9]*")) {
      return Sort.INT;
    }
    if (literal.matches("(0|[1-9][0-9]*)\\.[0-9]+")) {
      return Sort.REAL;
    }
    return literal.startsWith("\"") && literal.endsWith("\"") && literal.length() >= 2 ? Sort.STRING : null;
  }

  private void variables(int vars) {
    for (String theory : chosen) {
      for (Sort sort : VARIABLE_SORTS.getOrDefault(theory, List.of())) {
        String prefix = sort.toString().substring(0, 1).toLowerCase();
        for (int i = 1; i <= vars && !declared(prefix + i); i++) {
          declarations.add(new Declaration(prefix + i, List.of(), sort.toString(), true));
          rules.get(sort).add(new Alternative.Var(prefix + i, 0, 0));
        }
      }
    }
  }

  private boolean declared(String name) {
    return declarations.stream().anyMatch(d -> d.name().equals(name));
  }

  private void application(Signature s) {
    Sort result = fixed(s.result());
    List<String> args = new ArrayList<>();
    for (SortPattern arg : s.args()) {
      args.add(ruleName(fixed(arg)));
    }
    if (s.args().isEmpty()) {
      rules.get(result).add(new Alternative.Leaf(s.name(), 0, 0));
    } else {
      rules.get(result).add(new Alternative.Apply(s.name(), args, Alternative.APPLICATION_COST, 0));
    }
  }

  private void polymorphic(Sort sort) {
    String rule = ruleName(sort);
    rules.get(Sort.BOOL).add(new Alternative.Apply("=", List.of(rule, rule), Alternative.APPLICATION_COST, 0));
    rules.get(Sort.BOOL).add(new Alternative.Apply("distinct", List.of(rule, rule), Alternative.APPLICATION_COST, 0));
    rules.get(sort).add(new Alternative.Apply("ite", List.of("formula", rule, rule), Alternative.APPLICATION_COST, 0));
  }

  private static String ruleName(Sort sort) {
    return sort == Sort.BOOL ? "formula" : sort.toString().toLowerCase();
  }

  private Grammar grammar() {
    List<Rule> out = new ArrayList<>();
    for (Sort sort : sorts) {
      List<Alternative> alternatives = rules.get(sort);
      if (alternatives.stream().noneMatch(a -> a.children().isEmpty())) {
        throw new IllegalArgumentException("sort " + sort + " has no literal, constant or variable: add one"
            + " with --literals or --vars");
      }
      out.add(new Rule(ruleName(sort), sort.toString(), sort, alternatives, 0));
    }
    String name = "derived:" + String.join(",", theories);
    Grammar grammar = new Grammar(name, "ALL", true, declarations, out, "formula");
    new GrammarChecker(table, grammar).check();
    return grammar;
  }
}
