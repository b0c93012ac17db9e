package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.smtlib.Applications.Head;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Constants whose sort only their context tells, written without {@code as}: {@code seq.empty},
 * {@code set.empty}, {@code nil} of a parametric datatype. Such a constant is read as a placeholder
 * of sort {@link #PENDING}; the application it is an argument of (or the definition whose body it
 * is) gives it the sort it expects. It keeps printing without {@code as}, as it was written. Where
 * the context leaves the sort open ({@code (seq.prefixof seq.empty seq.empty)}), a theory constant
 * gets Bool for its parameters as in cvc5 ({@code (Seq Bool)}); a constructor is an error.
 */
final class ContextSorts {
  /** The sort of a placeholder; never the sort of a finished term. */
  static final Sort PENDING = Sort.parameter("?");

  private final ReaderState state;

  ContextSorts(ReaderState state) {
    this.state = state;
  }

  static boolean anyPending(Term[] args) {
    for (Term t : args) {
      if (t.sort() == PENDING) {
        return true;
      }
    }
    return false;
  }

  Term theoryPlaceholder(TheoryOp op, String[] indices) {
    return state.factory.apply(op, indices, PENDING, false);
  }

  Term constructorPlaceholder(String name) {
    return state.factory.apply(state.factory.symbol(FunctionSymbol.Kind.CONSTRUCTOR, name, List.of(), PENDING),
        PENDING);
  }

  /** {@code t}, a placeholder given its sort when nothing else will (a finished term, a command's argument). */
  Term close(Head where, Term t) {
    return t.sort() == PENDING ? resolve(where, t, null) : t;
  }

  /**
   * {@code args} with each placeholder given the sort that the first signature of {@code op} it fits
   * expects there; with the placeholder sort where none does.
   */
  Term[] forTheory(Head head, TheoryOp op, Term[] args) {
    Sort[] sorts = new Sort[args.length];
    for (int i = 0; i < args.length; i++) {
      sorts[i] = args[i].sort() == PENDING ? null : args[i].sort();
    }
    for (Sort[] expected : state.table.expectedSorts(op, head.indices(), sorts, state.logic.promotesIntToReal())) {
      Term[] out = fill(args, expected);
      if (out != null) {
        return out;
      }
    }
    Term[] out = args.clone();
    for (int i = 0; i < args.length; i++) {
      out[i] = resolve(head, args[i], null);
    }
    return out;
  }

  /** {@code args} with each placeholder at its expected sort, or null when one cannot take it. */
  private Term[] fill(Term[] args, Sort[] expected) {
    Term[] out = args.clone();
    for (int i = 0; i < args.length; i++) {
      if (args[i].sort() == PENDING) {
        Apply a = (Apply) args[i];
        out[i] = a.op() instanceof TheoryOp op ? theory(a, op, expected[i]) : constructor(a.name(), expected[i]);
        if (out[i] == null) {
          return null;
        }
      }
    }
    return out;
  }

  /** {@code t} at sort {@code expected}: a placeholder takes it, other terms are returned as they are. */
  Term resolve(Head head, Term t, Sort expected) {
    if (t.sort() != PENDING) {
      return t;
    }
    Apply a = (Apply) t;
    boolean open = expected == null || expected.hasParameters();
    Term resolved = a.op() instanceof TheoryOp op ? theory(a, op, open ? state.table.placeholderSort(op) : expected)
        : open ? null : constructor(a.name(), expected);
    if (resolved == null) {
      throw state.tokens.errorAt(head.line(), head.column(), "cannot infer the sort of '" + a.name()
          + "' here; write (as " + a.name() + " SORT)");
    }
    return resolved;
  }

  private Term theory(Apply a, TheoryOp op, Sort expected) {
    boolean fits = expected != null && state.table.resolve(op, a.indices(), new Sort[0], expected, false).ok();
    return fits ? state.factory.apply(op, a.indices(), expected, false) : null;
  }

  private Term constructor(String name, Sort expected) {
    for (Object entry : Declarations.Overloads.of(state.globals.get(name))) {
      Map<String, Sort> env = new HashMap<>();
      if (entry instanceof Declarations.Constructor c && c.decl().fields().isEmpty()
          && SortUnifier.unify(c.datatype().sort(), expected, env)) {
        FunctionSymbol symbol = state.factory.symbol(FunctionSymbol.Kind.CONSTRUCTOR, name, List.of(), expected);
        return state.factory.apply(symbol, expected);
      }
    }
    return null;
  }
}
