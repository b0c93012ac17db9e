package io.tamis.core.term;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.Operator;
import io.tamis.core.sort.Sort;
import it.unimi.dsi.fastutil.Hash;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectOpenCustomHashSet;
import java.util.List;

/**
 * Creates and interns terms: the same (operator, indices, sort, children) gives the same instance.
 * A factory belongs to one worker thread (no locks); memory is bounded by dropping the factory, e.g.
 * one per seed. Sorts are not checked here: readers and generators check them against the
 * signature table before they call in.
 */
public final class TermFactory {
  private static final Hash.Strategy<Term> SHAPE = new Hash.Strategy<>() {
    @Override
    public int hashCode(Term t) {
      return t == null ? 0 : t.hashCode();
    }

    @Override
    public boolean equals(Term a, Term b) {
      return a == b || (a != null && b != null && a.hashCode() == b.hashCode() && a.sameShape(b));
    }
  };

  private final ObjectOpenCustomHashSet<Term> terms;
  private final WeakInterner weakTerms;
  private final Object2ObjectOpenHashMap<FunctionSymbol, FunctionSymbol> symbols =
      new Object2ObjectOpenHashMap<>();
  private int nextId;
  /**
   * Names of variables and symbols that start with '_': printers pick let names that avoid them. Safe to
   * read while the owner adds (the reducer prints candidates on other threads while it builds more).
   */
  private final java.util.Set<String> underscoreNames = java.util.concurrent.ConcurrentHashMap.newKeySet();

  /** A factory whose table holds terms strongly; drop the factory to free them (one per seed). */
  public TermFactory() {
    this.terms = new ObjectOpenCustomHashSet<>(256, SHAPE);
    this.weakTerms = null;
  }

  private TermFactory(boolean weak) {
    this.terms = null;
    this.weakTerms = new WeakInterner();
  }

  /** A long-lived factory whose table holds terms weakly; see bench/README.md for the trade-off. */
  public static TermFactory weak() {
    return new TermFactory(true);
  }

  int nextId() {
    return nextId++;
  }

  /** Number of distinct terms interned so far. */
  public int size() {
    return terms != null ? terms.size() : weakTerms.size();
  }

  public Constant constant(ConstantKind kind, String text, Sort sort) {
    return intern(new Constant(this, kind, text, sort));
  }

  public Variable variable(String name, Sort sort) {
    noteName(name);
    return intern(new Variable(this, name, sort));
  }

  private void noteName(String name) {
    if (name.startsWith("_")) {
      underscoreNames.add(name);
    }
  }

  /** True when some variable or symbol of this factory has a name starting with {@code prefix}. */
  public boolean hasNameStartingWith(String prefix) {
    for (String name : underscoreNames) {
      if (name.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  public FunctionSymbol symbol(FunctionSymbol.Kind kind, String name, List<Sort> args, Sort result) {
    FunctionSymbol fresh = new FunctionSymbol(kind, name, args, result);
    noteName(name);
    FunctionSymbol known = symbols.putIfAbsent(fresh, fresh);
    return known != null ? known : fresh;
  }

  /** Interns {@code symbol} (e.g. one built elsewhere) so applications of it compare by identity. */
  public FunctionSymbol symbol(FunctionSymbol symbol) {
    noteName(symbol.name());
    FunctionSymbol known = symbols.putIfAbsent(symbol, symbol);
    return known != null ? known : symbol;
  }

  public Apply apply(Operator op, Sort sort, Term... args) {
    return apply(op, Apply.NO_INDICES, sort, false, args);
  }

  /** An application; {@code qualified} prints the head as {@code (as op sort)}. */
  public Apply apply(Operator op, String[] indices, Sort sort, boolean qualified, Term... args) {
    Term[] own = args.length == 0 ? NO_ARGS : args.clone();
    checkOwned(own);
    String[] idx = indices.length == 0 ? Apply.NO_INDICES : indices.clone();
    return intern(new Apply(this, op, idx, sort, qualified, own, unionFree(own)));
  }

  public Quantifier quantifier(boolean exists, List<Variable> bound, Term body) {
    if (bound.isEmpty()) {
      throw new IllegalArgumentException("a quantifier binds at least one variable");
    }
    if (body.sort() != Sort.BOOL) {
      throw new IllegalArgumentException("quantifier body must be Bool, got " + body.sort());
    }
    Variable[] vars = bound.toArray(Term.NO_VARIABLES);
    checkOwned(vars);
    checkOwned(body);
    return intern(new Quantifier(this, exists, vars, body, FreeVariables.minus(body.free, vars)));
  }

  /**
   * A lambda, choice, witness or set comprehension binding {@code bound} in {@code children}; the
   * reader has checked {@code sort} (see {@link Binder}).
   */
  public Binder binder(String keyword, List<Variable> bound, List<Term> children, Sort sort) {
    if (bound.isEmpty() || children.isEmpty()) {
      throw new IllegalArgumentException(keyword + " binds at least one variable in at least one term");
    }
    Variable[] vars = bound.toArray(Term.NO_VARIABLES);
    Term[] own = children.toArray(Term.NO_TERMS);
    checkOwned(vars);
    checkOwned(own);
    return intern(new Binder(this, keyword, vars, own, sort, FreeVariables.minus(unionFree(own), vars)));
  }

  /** {@code bodies[i]} is the body of {@code cases[i]}; all bodies have the match's sort. */
  public Match match(Term scrutinee, List<MatchCase> cases, List<Term> bodies) {
    if (cases.isEmpty() || cases.size() != bodies.size()) {
      throw new IllegalArgumentException("match needs one body per case and at least one case");
    }
    Term[] children = new Term[bodies.size() + 1];
    children[0] = scrutinee;
    Variable[] free = scrutinee.free;
    for (int i = 0; i < bodies.size(); i++) {
      children[i + 1] = bodies.get(i);
      Variable[] vars = cases.get(i).variables().toArray(Term.NO_VARIABLES);
      free = FreeVariables.union(free, FreeVariables.minus(bodies.get(i).free, vars));
    }
    checkOwned(children);
    Sort sort = bodies.get(0).sort();
    return intern(new Match(this, sort, children, cases.toArray(new MatchCase[0]), free));
  }

  /** {@code terms} holds the terms of the pattern attributes, in attribute order. */
  public Annotation annotation(Term term, List<Attribute> attributes, List<Term> patternTerms) {
    Term[] children = new Term[patternTerms.size() + 1];
    children[0] = term;
    for (int i = 0; i < patternTerms.size(); i++) {
      children[i + 1] = patternTerms.get(i);
    }
    checkOwned(children);
    int expected = attributes.stream().mapToInt(Attribute::termCount).sum();
    if (expected != patternTerms.size()) {
      throw new IllegalArgumentException("attributes name " + expected + " terms, got " + patternTerms.size());
    }
    return intern(new Annotation(this, children, attributes.toArray(new Attribute[0]), unionFree(children)));
  }

  /**
   * {@code t} with argument {@code i} replaced by {@code child} of the same sort: the one rebuild
   * step every mutator needs to replace a sub-term along a path.
   */
  public Term withArg(Term t, int i, Term child) {
    if (t.arg(i).sort() != child.sort()) {
      throw new IllegalArgumentException("replacement has sort " + child.sort() + ", expected " + t.arg(i).sort());
    }
    Term[] args = new Term[t.argCount()];
    for (int k = 0; k < args.length; k++) {
      args[k] = k == i ? child : t.arg(k);
    }
    return switch (t) {
      case Apply a -> {
        // No copies: args is ours, and the indices are already interned in a.
        checkOwned(t, child);
        yield intern(new Apply(this, a.op(), a.indexArray(), a.sort(), a.qualified(), args, unionFree(args)));
      }
      case Quantifier q -> quantifier(q.isExists(), q.bound(), child);
      case Match m -> match(args[0], m.cases(), List.of(args).subList(1, args.length));
      case Annotation a -> annotation(args[0], a.attributes(), List.of(args).subList(1, args.length));
      case Binder b -> binder(b.keyword(), b.bound(), List.of(args), b.sort());
      case Constant c -> throw new IllegalArgumentException("a constant has no arguments");
      case Variable v -> throw new IllegalArgumentException("a variable has no arguments");
    };
  }

  private static final Term[] NO_ARGS = {};

  @SuppressWarnings("unchecked")
  private <T extends Term> T intern(T candidate) {
    return (T) (terms != null ? terms.addOrGet(candidate) : weakTerms.addOrGet(candidate));
  }

  private void checkOwned(Term... children) {
    for (Term child : children) {
      if (child.owner != this) {
        throw new IllegalArgumentException("term " + child.id() + " of sort " + child.sort()
            + " belongs to another TermFactory; terms of two factories cannot be mixed");
      }
    }
  }

  private static Variable[] unionFree(Term[] children) {
    Variable[] free = Term.NO_VARIABLES;
    for (Term child : children) {
      free = FreeVariables.union(free, child.free);
    }
    return free;
  }
}
