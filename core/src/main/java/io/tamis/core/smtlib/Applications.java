package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.op.Typing;
import io.tamis.core.script.Datatype;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Turns a head (name, indices, optional {@code as} sort) and arguments into a sort-checked term. */
final class Applications {
  private static final String[] NO_INDICES = {};
  /** SMT-LIB 2.7's explicit application of a function-valued term. */
  static final String APPLY = "@";
  private final ReaderState state;
  private final ContextSorts context;
  private final IndexedFunctions indexedFunctions;

  Applications(ReaderState state) {
    this.state = state;
    this.context = new ContextSorts(state);
    this.indexedFunctions = new IndexedFunctions(state);
  }

  /** {@code t}, with a constant whose sort nothing gave closed (see {@link ContextSorts}). */
  Term close(Head where, Term t) {
    return context.close(where, t);
  }

  /** {@code t} as the body of a definition of sort {@code expected}. */
  Term definitionBody(Head where, Term t, Sort expected) {
    return LambdaArrays.toExpected(state.factory, context.resolve(where, t, expected), expected);
  }

  /** An identifier with its position; {@code asSort} is non-null for {@code (as f S)}. */
  record Head(String name, String[] indices, Sort asSort, int line, int column) {
    static Head plain(String name, int line, int column) {
      return new Head(name, NO_INDICES, null, line, column);
    }
  }

  Term build(Head head, Term[] args) {
    if (head.indices().length == 0 && head.asSort() == null) {
      Term local = state.locals.get(head.name());
      if (local != null && (args.length == 0 || applicable(local) || state.table.op(head.name()) == null)) {
        return args.length == 0 ? local : applyValue(head, local, args);
      }
      if (head.name().equals(APPLY) && args.length >= 2 && !state.globals.contains(APPLY)) {
        return applyValue(head, args[0], Arrays.copyOfRange(args, 1, args.length));
      }
    }
    Term tester = tester(head, args);
    if (tester != null) {
      return tester;
    }
    if (head.name().equals("update") && head.indices().length == 1 && args.length == 2) {
      return updater(head, args);
    }
    Term indexed = indexedFunctions.build(head, args);
    if (indexed != null) {
      return indexed;
    }
    Object global = head.indices().length == 0 ? state.globals.get(head.name()) : null;
    try {
      return global instanceof Declarations.Overloads o ? overloaded(head, o, args) : single(head, global, args);
    } catch (SmtLibException e) {
      return shadowed(head, global, args, e);
    }
  }

  private static boolean applicable(Term t) {
    return applicable(t.sort());
  }

  /** Functions, and arrays as z3 applies them. */
  private static boolean applicable(Sort s) {
    return s.kind() == SortKind.FUNCTION || s.name().equals("Array") && !s.isParameter();
  }

  /**
   * A declared symbol that shares a theory operator's name and does not take these arguments: z3
   * and cvc5 then apply the operator ({@code (declare-fun fp () ...)} and {@code (fp s e m)}).
   */
  private Term shadowed(Head head, Object global, Term[] args, SmtLibException failure) {
    TheoryOp op = state.table.op(head.name());
    if (global == null || op == null || args.length == 0) {
      throw failure;
    }
    try {
      return theory(head, op, args);
    } catch (SmtLibException e) {
      throw failure;
    }
  }

  /**
   * A higher-order application {@code (f a ...)} or {@code (@ f a ...)} of a function-valued term:
   * nested applications are flattened, and a declared function's value applied to arguments is that
   * function applied (so {@code (@ f x)} and {@code (f x)} are the same term). Otherwise it is a
   * chain of binary {@code @} of the signature table, one per argument, as SMT-LIB 2.7 curries.
   */
  Term applyValue(Head head, Term function, Term[] args) {
    Term fn = function;
    Term[] all = args;
    while (fn instanceof Apply a && a.op() instanceof TheoryOp op && op.name().equals(APPLY) && a.argCount() > 1) {
      Term[] merged = new Term[a.argCount() - 1 + all.length];
      for (int i = 1; i < a.argCount(); i++) {
        merged[i - 1] = a.arg(i);
      }
      System.arraycopy(all, 0, merged, a.argCount() - 1, all.length);
      all = merged;
      fn = a.arg(0);
    }
    if (fn instanceof Apply a && a.op() instanceof FunctionSymbol f && a.argCount() == 0 && f.arity() > 0
        && f.arity() <= all.length && !a.qualified()) {
      return function(head, f, all);
    }
    if (fn.sort().kind() == SortKind.ARRAY || fn.sort().name().equals("Array")) {
      return arrayValue(head, fn, all);
    }
    if (fn.sort().kind() != SortKind.FUNCTION) {
      throw error(head, "'" + head.name() + "' has sort " + fn.sort() + " and cannot be applied");
    }
    TheoryOp op = state.table.op(APPLY);
    Term applied = fn;
    for (Term arg : all) {
      applied = theory(head, op, new Term[] {applied, arg});
    }
    return applied;
  }

  /** z3 applies an array like a function: {@code (a i)} is {@code (select a i)}. */
  private Term arrayValue(Head head, Term array, Term[] indices) {
    Term[] args = new Term[indices.length + 1];
    args[0] = array;
    System.arraycopy(indices, 0, args, 1, indices.length);
    return theory(new Head("select", NO_INDICES, null, head.line(), head.column()), state.table.op("select"), args);
  }

  /** The first symbol of that name that takes the arguments as they are, else one that curries. */
  private Term overloaded(Head head, Declarations.Overloads overloads, Term[] args) {
    SmtLibException first = null;
    for (boolean exact : new boolean[] {true, false}) {
      for (Object entry : overloads.entries()) {
        if (exact && entry instanceof FunctionSymbol f && f.arity() != args.length) {
          continue;
        }
        try {
          return single(head, entry, args);
        } catch (SmtLibException e) {
          first = first == null ? e : first;
        }
      }
    }
    throw first;
  }

  private Term single(Head head, Object global, Term[] args) {
    if (global instanceof FunctionSymbol f) {
      return function(head, f, args);
    }
    if (global instanceof Declarations.Constructor c) {
      return constructor(head, c, args);
    }
    if (global instanceof Declarations.Selector s) {
      return selector(head, s, args);
    }
    TheoryOp op = state.table.op(head.name());
    if (op == null) {
      Term literal = args.length == 0 && head.indices().length == 0 ? Literal.of(state.factory, head, state.logic.numeralSort()) : null;
      if (literal != null) {
        return literal;
      }
      throw error(head, "unknown " + (args.length == 0 ? "symbol" : "function symbol") + " '"
          + head.name() + "'");
    }
    return theory(head, op, args);
  }

  private Term theory(Head head, TheoryOp op, Term[] given) {
    Term[] args = ContextSorts.anyPending(given) ? context.forTheory(head, op, given) : given;
    Typing typing = state.table.resolve(op, head.indices(), sortsOf(args), head.asSort(),
        state.logic.promotesIntToReal(), state.preferredTheory);
    if (!typing.ok()) {
      Term[] arrays = LambdaArrays.asArrays(state.factory, args);
      Typing asArrays = arrays == null ? typing : state.table.resolve(op, head.indices(), sortsOf(arrays),
          head.asSort(), state.logic.promotesIntToReal());
      if (!asArrays.ok() && args.length == 0 && head.asSort() == null && polymorphicConstant(op)) {
        return context.theoryPlaceholder(op, head.indices());
      }
      Term[] other = asArrays.ok() ? arrays : otherSorts(head, op, args);
      if (other == null) {
        throw error(head, typing.error());
      }
      args = other;
      typing = state.table.resolve(op, head.indices(), sortsOf(args), head.asSort(), state.logic.promotesIntToReal());
    }
    return state.factory.apply(op, head.indices(), typing.sort(), head.asSort() != null, args);
  }

  /**
   * {@code args} with one argument at another sort its operator may have there, so that {@code op}
   * takes them: z3's {@code (set.union s (set.singleton 2))} over {@code FiniteSet}, where
   * {@code set.singleton} alone reads as cvc5's {@code Set}. Null when no such choice fits.
   */
  private Term[] otherSorts(Head head, TheoryOp op, Term[] args) {
    for (int i = 0; i < args.length; i++) {
      if (args[i] instanceof Apply a && a.op() instanceof TheoryOp inner && !a.qualified()) {
        Sort[] innerArgs = new Sort[a.argCount()];
        for (int k = 0; k < innerArgs.length; k++) {
          innerArgs[k] = a.arg(k).sort();
        }
        for (Sort other : state.table.resultSorts(inner, a.indices(), innerArgs, state.logic.promotesIntToReal())) {
          if (other == a.sort()) {
            continue;
          }
          Term[] tried = args.clone();
          tried[i] = state.factory.apply(inner, a.indices(), other, false, termsOf(a));
          if (state.table.resolve(op, head.indices(), sortsOf(tried), head.asSort(),
              state.logic.promotesIntToReal()).ok()) {
            return tried;
          }
        }
      }
    }
    return null;
  }

  private static Term[] termsOf(Apply a) {
    Term[] out = new Term[a.argCount()];
    for (int k = 0; k < out.length; k++) {
      out[k] = a.arg(k);
    }
    return out;
  }

  /** {@code seq.empty} and the like: a signature without arguments whose sort mentions a parameter. */
  private static boolean polymorphicConstant(TheoryOp op) {
    return op.signatures().stream().anyMatch(s -> s.args().isEmpty() && s.sortSlots() > 0);
  }

  /**
   * {@code f} applied to {@code args}. Fewer arguments than its arity give its value (no argument)
   * or a partial application {@code (@ f args)}; more apply its function-valued result to the rest.
   */
  private Term function(Head head, FunctionSymbol f, Term[] args) {
    if (args.length < f.arity() && head.asSort() == null) {
      Term value = state.factory.apply(f, NO_INDICES, Sort.function(f.args(), f.result()), false);
      return args.length == 0 ? value : applyValue(head, value, args);
    }
    if (args.length > f.arity() && applicable(f.result())) {
      Term full = function(head, f, Arrays.copyOf(args, f.arity()));
      return applyValue(head, full, Arrays.copyOfRange(args, f.arity(), args.length));
    }
    if (args.length != f.arity()) {
      throw error(head, "'" + f.name() + "' takes " + f.arity() + " arguments, got " + args.length);
    }
    args = args.clone();
    for (int i = 0; i < args.length; i++) {
      args[i] = LambdaArrays.toExpected(state.factory, context.resolve(head, args[i], f.args().get(i)), f.args().get(i));
      if (!fits(args[i].sort(), f.args().get(i))) {
        throw error(head, "argument " + (i + 1) + " of '" + f.name() + "' has sort " + args[i].sort()
            + ", expected " + f.args().get(i));
      }
    }
    if (head.asSort() != null && head.asSort() != f.result()) {
      throw error(head, "'" + f.name() + "' has sort " + f.result() + ", not " + head.asSort());
    }
    return state.factory.apply(f, NO_INDICES, f.result(), head.asSort() != null, args);
  }

  private boolean fits(Sort actual, Sort expected) {
    return actual == expected
        || (state.logic.promotesIntToReal() && expected == Sort.REAL && actual == Sort.INT);
  }

  private Term constructor(Head head, Declarations.Constructor c, Term[] args) {
    Datatype.Constructor decl = c.decl();
    if (args.length != decl.fields().size()) {
      throw error(head, "constructor '" + decl.name() + "' takes " + decl.fields().size()
          + " arguments, got " + args.length);
    }
    Map<String, Sort> env = new HashMap<>();
    args = args.clone();
    if (head.asSort() != null && !SortUnifier.unify(c.datatype().sort(), head.asSort(), env)) {
      throw error(head, "'" + decl.name() + "' does not construct " + head.asSort());
    }
    for (int i = 0; i < args.length; i++) {
      if (args[i].sort() != ContextSorts.PENDING && !SortUnifier.unify(decl.fields().get(i).sort(), args[i].sort(), env)) {
        throw error(head, "argument " + (i + 1) + " of constructor '" + decl.name() + "' has sort "
            + args[i].sort() + ", expected " + decl.fields().get(i).sort());
      }
    }
    for (int i = 0; i < args.length; i++) {
      args[i] = context.resolve(head, args[i], SortUnifier.substitute(decl.fields().get(i).sort(), env));
    }
    Sort result = SortUnifier.substitute(c.datatype().sort(), env);
    if (result == null && args.length == 0) {
      return context.constructorPlaceholder(decl.name());
    }
    if (result == null) {
      throw error(head, "cannot infer the sort of '" + decl.name() + "'; write (as " + decl.name()
          + " SORT)");
    }
    List<Sort> fields = new ArrayList<>();
    for (Datatype.Field field : decl.fields()) {
      fields.add(SortUnifier.substitute(field.sort(), env));
    }
    FunctionSymbol symbol =
        state.factory.symbol(FunctionSymbol.Kind.CONSTRUCTOR, decl.name(), fields, result);
    return state.factory.apply(symbol, NO_INDICES, result, head.asSort() != null, args);
  }

  private Term selector(Head head, Declarations.Selector s, Term[] args) {
    Map<String, Sort> env = datatypeArgument(head, s.datatype(), args);
    Sort result = SortUnifier.substitute(s.decl().sort(), env);
    FunctionSymbol symbol = state.factory.symbol(FunctionSymbol.Kind.SELECTOR, s.decl().selector(),
        List.of(args[0].sort()), result);
    return state.factory.apply(symbol, symbol.result(), args[0]);
  }

  private Term tester(Head head, Term[] args) {
    String ctor = testedConstructor(head);
    if (ctor == null) {
      return null;
    }
    Declarations.Constructor c = constructorFor(head, ctor, args);
    datatypeArgument(head, c.datatype(), args);
    FunctionSymbol symbol =
        state.factory.symbol(FunctionSymbol.Kind.TESTER, ctor, List.of(args[0].sort()), Sort.BOOL);
    return state.factory.apply(symbol, symbol.result(), args[0]);
  }

  private Declarations.Constructor constructorFor(Head head, String ctor, Term[] args) {
    Declarations.Constructor fallback = null;
    for (Object entry : Declarations.Overloads.of(state.globals.get(ctor))) {
      if (entry instanceof Declarations.Constructor c) {
        fallback = c;
        if (args.length == 1 && SortUnifier.unify(c.datatype().sort(), args[0].sort(), new HashMap<>())) {
          return c;
        }
      }
    }
    if (fallback == null) {
      throw error(head, "'" + ctor + "' is not a datatype constructor");
    }
    return fallback;
  }

  /** {@code ((_ update s) t v)}: {@code t} of the datatype of selector {@code s}, {@code v} of its field. */
  private Term updater(Head head, Term[] args) {
    String selector = head.indices()[0];
    for (Object entry : Declarations.Overloads.of(state.globals.get(selector))) {
      if (entry instanceof Declarations.Selector s) {
        Map<String, Sort> env = new HashMap<>();
        if (SortUnifier.unify(s.datatype().sort(), args[0].sort(), env)
            && SortUnifier.substitute(s.decl().sort(), env) == args[1].sort()) {
          FunctionSymbol symbol = state.factory.symbol(FunctionSymbol.Kind.UPDATER, selector,
              List.of(args[0].sort(), args[1].sort()), args[0].sort());
          return state.factory.apply(symbol, symbol.result(), args);
        }
      }
    }
    throw error(head, "'" + selector + "' is not a selector that takes " + args[0].sort() + " and " + args[1].sort());
  }

  private String testedConstructor(Head head) {
    if (head.name().equals("is") && head.indices().length == 1) {
      return head.indices()[0];
    }
    if (head.indices().length == 0 && head.name().startsWith("is-") && head.name().length() > 3
        && !state.globals.contains(head.name())
        && Declarations.Overloads.of(state.globals.get(head.name().substring(3))).stream()
            .anyMatch(e -> e instanceof Declarations.Constructor)) {
      return head.name().substring(3);
    }
    return null;
  }

  private Map<String, Sort> datatypeArgument(Head head, Datatype datatype, Term[] args) {
    Map<String, Sort> env = new HashMap<>();
    if (args.length != 1 || !SortUnifier.unify(datatype.sort(), args[0].sort(), env)) {
      throw error(head, "'" + head.name() + "' takes one argument of datatype " + datatype.sortName());
    }
    return env;
  }

  private static Sort[] sortsOf(Term[] args) {
    Sort[] sorts = new Sort[args.length];
    for (int i = 0; i < args.length; i++) {
      sorts[i] = args[i].sort();
    }
    return sorts;
  }

  private SmtLibException error(Head head, String message) {
    return state.tokens.errorAt(head.line(), head.column(), message);
  }
}
