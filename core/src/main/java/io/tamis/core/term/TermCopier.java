package io.tamis.core.term;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.Operator;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.List;

/**
 * Copies terms of one factory into another (post-order, on an explicit stack), sharing what was
 * copied before. Used to hand seed terms to a worker's own factory.
 */
public final class TermCopier {
  private final TermFactory target;
  private final Object2ObjectOpenHashMap<Term, Term> copies = new Object2ObjectOpenHashMap<>();

  public TermCopier(TermFactory target) {
    this.target = target;
  }

  /** How many distinct terms were copied so far. */
  public int copied() {
    return copies.size();
  }

  public Term copy(Term root) {
    List<Term> stack = new ArrayList<>();
    stack.add(root);
    while (!stack.isEmpty()) {
      Term t = stack.get(stack.size() - 1);
      if (copies.containsKey(t)) {
        stack.remove(stack.size() - 1);
        continue;
      }
      boolean ready = true;
      for (int i = 0; i < t.argCount(); i++) {
        if (!copies.containsKey(t.arg(i))) {
          stack.add(t.arg(i));
          ready = false;
        }
      }
      if (ready) {
        stack.remove(stack.size() - 1);
        copies.put(t, rebuild(t));
      }
    }
    return copies.get(root);
  }

  private Term rebuild(Term t) {
    return switch (t) {
      case Constant c -> target.constant(c.kind(), c.text(), c.sort());
      case Variable v -> variable(v);
      case Apply a -> target.apply(operator(a.op()), a.indices(), a.sort(), a.qualified(), args(a, 0));
      case Quantifier q -> target.quantifier(q.isExists(), q.bound().stream().map(this::variable).toList(),
          copies.get(q.body()));
      case Match m -> target.match(copies.get(m.scrutinee()), m.cases().stream().map(this::matchCase).toList(),
          List.of(args(m, 1)));
      case Annotation a -> target.annotation(copies.get(a.term()), a.attributes(), List.of(args(a, 1)));
      case Binder b -> target.binder(b.keyword(), b.bound().stream().map(this::variable).toList(),
          List.of(args(b, 0)), b.sort());
    };
  }

  private Term[] args(Term t, int from) {
    Term[] args = new Term[t.argCount() - from];
    for (int i = from; i < t.argCount(); i++) {
      args[i - from] = copies.get(t.arg(i));
    }
    return args;
  }

  private Variable variable(Variable v) {
    return target.variable(v.name(), v.sort());
  }

  private Operator operator(Operator op) {
    return op instanceof FunctionSymbol f ? target.symbol(f) : op;
  }

  private MatchCase matchCase(MatchCase c) {
    FunctionSymbol ctor = c.constructor() == null ? null : target.symbol(c.constructor());
    return new MatchCase(ctor, c.variables().stream().map(this::variable).toList());
  }
}
