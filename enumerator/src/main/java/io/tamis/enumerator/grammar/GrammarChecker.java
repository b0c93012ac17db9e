package io.tamis.enumerator.grammar;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.op.Typing;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.sort.Sort;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks that every alternative of a grammar builds a term of its rule's sort: applications against
 * the signature table (or the declared function), leaves by reading them, variables and uses by sort.
 */
final class GrammarChecker {
  private final SignatureTable table;
  private final Grammar grammar;
  private final Map<String, Sort> variables = new HashMap<>();
  private final Map<String, Declaration> functions = new HashMap<>();

  GrammarChecker(SignatureTable table, Grammar grammar) {
    this.table = table;
    this.grammar = grammar;
  }

  void check() {
    for (Declaration d : grammar.declarations()) {
      if (d.argSorts().isEmpty()) {
        variables.put(d.name(), SortText.parse(d.sortText(), 0));
      } else {
        functions.put(d.name(), d);
      }
    }
    collectBound();
    if (grammar.rules().get(grammar.start()).sort() != Sort.BOOL) {
      throw new IllegalArgumentException("start rule must be Bool");
    }
    for (Rule rule : grammar.rules()) {
      for (Alternative alt : rule.alternatives()) {
        check(rule, alt);
      }
    }
  }

  private void collectBound() {
    for (Rule rule : grammar.rules()) {
      for (Alternative alt : rule.alternatives()) {
        if (alt instanceof Alternative.Binder b) {
          b.variables().forEach(v -> variables.put(v.name(), SortText.parse(v.sortText(), b.line())));
        }
      }
    }
  }

  private void check(Rule rule, Alternative alt) {
    Sort sort = switch (alt) {
      case Alternative.Leaf leaf -> leafSort(rule, leaf);
      case Alternative.Var v -> variableSort(v);
      case Alternative.Use use -> ruleSort(use.rule());
      case Alternative.Apply apply -> applySort(apply, rule.sort());
      case Alternative.Binder binder -> binderSort(binder);
    };
    if (sort != rule.sort()) {
      throw new IllegalArgumentException("line " + alt.line() + ": alternative of sort " + sort + " in rule "
          + rule.name() + " of sort " + rule.sort());
    }
  }

  private Sort leafSort(Rule rule, Alternative.Leaf leaf) {
    String script = "(declare-const |leaf sort| " + rule.sortText() + ")(assert (= |leaf sort| " + leaf.text()
        + "))";
    try {
      new ScriptReader(table).read("leaf", script.getBytes(StandardCharsets.ISO_8859_1));
      return rule.sort();
    } catch (SmtLibException e) {
      throw new IllegalArgumentException("line " + leaf.line() + ": leaf " + leaf.text() + " is not a "
          + rule.sortText() + ": " + e.getMessage(), e);
    }
  }

  private Sort variableSort(Alternative.Var v) {
    Sort sort = variables.get(v.name());
    if (sort == null) {
      throw new IllegalArgumentException("line " + v.line() + ": undeclared variable " + v.name());
    }
    return sort;
  }

  private Sort ruleSort(String name) {
    return grammar.rules().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow().sort();
  }

  private Sort binderSort(Alternative.Binder binder) {
    return ruleSort(binder.body()) == Sort.BOOL ? Sort.BOOL : null;
  }

  /** The sort of the application: the rule's, when the operator may have it at these arguments. */
  private Sort applySort(Alternative.Apply apply, Sort wanted) {
    Sort[] args = apply.children().stream().map(this::ruleSort).toArray(Sort[]::new);
    Declaration function = functions.get(apply.head());
    if (function != null) {
      return functionSort(function, args, apply.line());
    }
    List<String> head = apply.head().startsWith("(") ? LineItems.inner(apply.head(), apply.line()) : null;
    String name = head == null ? apply.head() : head.get(1);
    String[] indices = head == null ? new String[0] : head.subList(2, head.size()).toArray(String[]::new);
    TheoryOp op = table.op(name);
    if (op == null) {
      throw new IllegalArgumentException("line " + apply.line() + ": unknown operator " + name);
    }
    Typing typing = table.resolve(op, indices, args, null, false);
    if (!typing.ok()) {
      throw new IllegalArgumentException("line " + apply.line() + ": " + typing.error());
    }
    // set.singleton builds cvc5's Set and z3's FiniteSet alike: the rule says which is meant.
    return table.resultSorts(op, indices, args, false).contains(wanted) ? wanted : typing.sort();
  }

  private static Sort functionSort(Declaration function, Sort[] args, int line) {
    List<String> expected = function.argSorts();
    boolean fits = expected.size() == args.length;
    for (int i = 0; fits && i < args.length; i++) {
      fits = SortText.parse(expected.get(i), line) == args[i];
    }
    if (!fits) {
      throw new IllegalArgumentException("line " + line + ": " + function.name() + " takes " + expected);
    }
    return SortText.parse(function.sortText(), line);
  }
}
