package io.tamis.core.check;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.op.Typing;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Match;
import io.tamis.core.term.MatchCase;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a script independently of how it was built: every application against the signature
 * table, every assertion Bool and closed (no bound variable escapes its binder), every definition
 * body of its declared sort. Generators run it on what they produce.
 */
public final class SortChecker {
  private final SignatureTable table;

  public SortChecker(SignatureTable table) {
    this.table = table;
  }

  public SortChecker() {
    this(SignatureTable.standard());
  }

  /** Every problem, each as {@code file:line:col: message}; empty when the script is well sorted. */
  public List<String> check(Script script) {
    List<String> errors = new ArrayList<>();
    ObjectOpenHashSet<Term> seen = new ObjectOpenHashSet<>();
    Logic logic = Logic.ALL;
    List<Command> commands = script.commands();
    for (int i = 0; i < commands.size(); i++) {
      Command c = commands.get(i);
      if (c instanceof Command.SetLogic s) {
        logic = Logic.of(s.logic());
      }
      String problem = checkCommand(c, logic, seen);
      if (problem != null) {
        errors.add(script.position(i) + ": " + problem);
      }
    }
    return errors;
  }

  private String checkCommand(Command c, Logic logic, ObjectOpenHashSet<Term> seen) {
    return switch (c) {
      case Command.Assert a -> formula(a.term(), logic, seen);
      case Command.DefineFun d -> definition(d, logic, seen);
      case Command.DefineFunsRec d -> firstProblem(d.definitions().stream()
          .map(def -> definition(def, logic, seen)).toList());
      case Command.CheckSatAssuming a -> firstProblem(a.assumptions().stream()
          .map(t -> formula(t, logic, seen)).toList());
      case Command.GetValue g -> firstProblem(g.terms().stream().map(t -> closedTerm(t, logic, seen)).toList());
      case Command.Opaque o -> firstProblem(o.terms().stream().map(t -> closedTerm(t, logic, seen)).toList());
      default -> null;
    };
  }

  private static String firstProblem(List<? extends Object> problems) {
    return (String) problems.stream().filter(p -> p != null).findFirst().orElse(null);
  }

  private String formula(Term t, Logic logic, ObjectOpenHashSet<Term> seen) {
    if (t.sort() != Sort.BOOL) {
      return "expected a Bool term, got sort " + t.sort();
    }
    return closedTerm(t, logic, seen);
  }

  private String closedTerm(Term t, Logic logic, ObjectOpenHashSet<Term> seen) {
    if (!t.isClosed()) {
      return "variable " + t.freeVariables().get(0).name() + " occurs outside its binder";
    }
    return term(t, logic, seen);
  }

  private String definition(Command.DefineFun d, Logic logic, ObjectOpenHashSet<Term> seen) {
    Sort result = d.symbol().result();
    Sort body = d.body().sort();
    if (body != result && !(logic.promotesIntToReal() && result == Sort.REAL && body == Sort.INT)) {
      return "body of " + d.symbol().name() + " has sort " + body + ", declared " + result;
    }
    if (!d.body().freeVariablesWithin(d.params())) {
      return "variable outside the parameters of " + d.symbol().name() + " occurs in its body";
    }
    return term(d.body(), logic, seen);
  }

  /** Checks every node of {@code root} not seen before; returns the first problem or null. */
  public String term(Term root, Logic logic, ObjectOpenHashSet<Term> seen) {
    List<Term> stack = new ArrayList<>();
    stack.add(root);
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      String problem = node(t, logic);
      if (problem != null) {
        return problem + " in " + t; // toString: a sketch, short even for a huge term
      }
      for (int i = 0; i < t.argCount(); i++) {
        stack.add(t.arg(i));
      }
    }
    return null;
  }

  private String node(Term t, Logic logic) {
    if (t instanceof Apply a) {
      return a.op() instanceof TheoryOp op ? theory(a, op, logic) : function(a, (FunctionSymbol) a.op(), logic);
    }
    if (t instanceof Match m) {
      return match(m);
    }
    if (t instanceof Binder b) {
      return binder(b);
    }
    return null;
  }

  /** A lambda has the function sort of its variables and body (z3: or that array sort). */
  private static String binder(Binder b) {
    List<Sort> bound = b.bound().stream().map(Term::sort).toList();
    Term last = b.arg(b.argCount() - 1);
    Sort expected = switch (b.keyword()) {
      case "lambda" -> Sort.function(bound, last.sort());
      case "set.comprehension" -> Sort.of("Set", List.of(last.sort()));
      default -> bound.get(0);
    };
    if (!b.keyword().equals("lambda") && b.arg(0).sort() != Sort.BOOL) {
      return b.keyword() + " needs a Bool " + (b.argCount() > 1 ? "predicate" : "body");
    }
    boolean array = b.keyword().equals("lambda") && b.sort().name().equals("Array");
    return b.sort() == expected || array ? null : b.keyword() + " has sort " + b.sort() + ", expected " + expected;
  }

  private String theory(Apply a, TheoryOp op, Logic logic) {
    Sort[] args = new Sort[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i).sort();
    }
    // A constant such as seq.empty written without its sort has the sort its context gave it.
    boolean sortGiven = a.qualified() || a.argCount() == 0;
    Typing typing = table.resolve(op, a.indices(), args, sortGiven ? a.sort() : null, logic.promotesIntToReal());
    if (!typing.ok()) {
      return typing.error();
    }
    boolean another = typing.sort() != a.sort() && !sortGiven
        && table.resultSorts(op, a.indices(), args, logic.promotesIntToReal()).contains(a.sort());
    return typing.sort() == a.sort() || another ? null : "'" + op.name() + "' has sort " + typing.sort()
        + " but the term says " + a.sort();
  }

  private static String function(Apply a, FunctionSymbol f, Logic logic) {
    if (a.argCount() == 0 && f.arity() > 0) {
      Sort value = Sort.function(f.args(), f.result());
      return a.sort() == value ? null : "the value of '" + f.name() + "' has sort " + value + ", not " + a.sort();
    }
    if (a.argCount() != f.arity()) {
      return "'" + f.name() + "' takes " + f.arity() + " arguments, got " + a.argCount();
    }
    for (int i = 0; i < a.argCount(); i++) {
      Sort actual = a.arg(i).sort();
      Sort expected = f.args().get(i);
      if (actual != expected && !(logic.promotesIntToReal() && expected == Sort.REAL && actual == Sort.INT)) {
        return "argument " + (i + 1) + " of '" + f.name() + "' has sort " + actual + ", expected " + expected;
      }
    }
    return a.sort() == f.result() ? null : "'" + f.name() + "' returns " + f.result() + ", not " + a.sort();
  }

  private static String match(Match m) {
    for (int i = 0; i < m.cases().size(); i++) {
      MatchCase c = m.cases().get(i);
      if (m.body(i).sort() != m.sort()) {
        return "match case " + (i + 1) + " has sort " + m.body(i).sort() + ", expected " + m.sort();
      }
      if (c.constructor() != null && c.constructor().result() != m.scrutinee().sort()) {
        return "constructor " + c.constructor().name() + " does not build " + m.scrutinee().sort();
      }
      List<Variable> vars = c.variables();
      for (int j = 0; c.constructor() != null && j < vars.size(); j++) {
        if (vars.get(j).sort() != c.constructor().args().get(j)) {
          return "pattern variable " + vars.get(j).name() + " has the wrong sort";
        }
      }
    }
    return null;
  }
}
