package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Symbols;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Attribute;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Match;
import io.tamis.core.term.MatchCase;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Prints terms as SMT-LIB with an explicit work stack (no recursion on depth). Where a scope's tree
 * is much larger than its DAG, shared sub-terms are bound by {@code let} at the top of the scope:
 * the assertion, or the body of a quantifier or match case (so no bound variable is captured).
 */
public final class TermPrinter {
  private static final Object POP = new Object();
  private static final Object BARRIER = new Object();

  private final ByteBuf out;
  private final List<Object> work = new ArrayList<>();
  private final List<Object2ObjectOpenHashMap<Term, String>> scopes = new ArrayList<>();
  private final Object2ObjectOpenHashMap<Term, String> closedNames = new Object2ObjectOpenHashMap<>();
  private final boolean useLet;
  /** The terms bound by the last {@link #print}, by the number in their name. */
  private final List<Term> letTerms = new ArrayList<>();
  private String prefix;
  private int counter;
  /** Let names visible where {@link #printWithNames} prints; null otherwise. */
  private Function<Term, String> visible;

  public TermPrinter(ByteBuf out) {
    this(out, true);
  }

  public TermPrinter(ByteBuf out, boolean useLet) {
    this.out = out;
    this.useLet = useLet;
  }

  /** SMT-LIB text of {@code t}, with lets where they pay. */
  public static String toText(Term t) {
    ByteBuf buf = new ByteBuf(256);
    new TermPrinter(buf).print(t);
    return buf.toString();
  }

  /** A definition to print as its structure even though it has a let name. */
  private record Define(Term term) {}

  /** A term that starts a let scope. */
  private record Scope(Term root) {}

  /**
   * Makes a scope's closed let names visible to nested binder bodies, once all its lets are
   * written: a let value must not see names of its own let group through a nested quantifier.
   */
  private record Publish(Object2ObjectOpenHashMap<Term, String> names) {}

  public void print(Term t) {
    prefix = "_let_";
    while (t.factory().hasNameStartingWith(prefix)) {
      prefix = "_" + prefix;
    }
    counter = 0;
    letTerms.clear();
    work.add(new Scope(t));
    run(Integer.MAX_VALUE);
  }

  /** The let names the last {@link #print} introduced: name {@code prefix + i} binds term {@code i}. */
  public LetNames letNames() {
    return new LetNames(prefix, letTerms);
  }

  /**
   * Prints {@code t} at a place where some let names are in scope, introducing no let of its own:
   * a sub-term that {@code visible} names is written as that name, except that inside a binder of
   * {@code t} only closed sub-terms are (a name must not capture the binder's variables). Stops
   * and returns false once the output is longer than {@code maxLength} bytes.
   */
  public boolean printWithNames(Term t, Function<Term, String> visible, int maxLength) {
    this.visible = visible;
    try {
      work.add(t);
      return run(maxLength);
    } finally {
      this.visible = null;
      work.clear();
      scopes.clear();
    }
  }

  private boolean run(int maxLength) {
    while (!work.isEmpty()) {
      if (out.length() > maxLength) {
        return false;
      }
      step(work.remove(work.size() - 1));
    }
    return true;
  }

  private void step(Object item) {
    if (item instanceof Term t) {
      String name = nameOf(t);
      if (name != null) {
        out.append(name);
      } else {
        structure(t);
      }
    } else if (item instanceof String s) {
      out.append(s);
    } else if (item instanceof Define d) {
      structure(d.term());
    } else if (item instanceof Scope s) {
      scope(s.root());
    } else if (item instanceof Publish p) {
      p.names().forEach((t, name) -> {
        if (t.isClosed()) {
          closedNames.putIfAbsent(t, name);
        }
      });
    } else if (item == BARRIER) {
      scopes.add(new Object2ObjectOpenHashMap<>());
    } else if (item == POP) {
      popScope();
    }
  }

  private String nameOf(Term t) {
    if (!scopes.isEmpty()) {
      String name = scopes.get(scopes.size() - 1).get(t);
      if (name != null) {
        return name;
      }
    }
    if (visible != null && (scopes.isEmpty() || t.isClosed())) {
      return visible.apply(t);
    }
    return t.isClosed() && !closedNames.isEmpty() ? closedNames.get(t) : null;
  }

  private void popScope() {
    Object2ObjectOpenHashMap<Term, String> top = scopes.remove(scopes.size() - 1);
    for (Term t : top.keySet()) {
      if (t.isClosed() && top.get(t).equals(closedNames.get(t))) {
        closedNames.remove(t);
      }
    }
  }

  private void structure(Term t) {
    switch (t) {
      case Constant c -> constant(c);
      case Variable v -> out.append(symbol(v.name()));
      case Apply a -> apply(a);
      case Quantifier q -> quantifier(q);
      case Match m -> match(m);
      case Annotation a -> annotation(a, false);
      case Binder b -> binder(b);
    }
  }

  private void constant(Constant c) {
    switch (c.kind()) {
      case STRING -> out.append('"').append(c.text().replace("\"", "\"\"")).append('"');
      case BITVEC_NUMERAL -> out.append("(_ ").append(c.text()).append(' ')
          .append(c.sort().index(0)).append(')');
      case CHAR -> out.append("(_ char ").append(c.text()).append(')');
      case FIELD -> out.append(c.text().startsWith("#") ? c.text() : "(as " + c.text() + " " + c.sort() + ")");
      default -> out.append(c.text());
    }
  }

  private void apply(Apply a) {
    if (a.argCount() == 0) {
      out.append(head(a));
      return;
    }
    if (isValueApplication(a)) {
      applyValue(a);
      return;
    }
    out.append('(').append(head(a));
    work.add(")");
    pushArgs(a, 0);
  }

  /** An application of {@code @} (SMT-LIB 2.7's application of a function-valued term). */
  public static boolean isValueApplication(Apply a) {
    return a.argCount() == 2 && a.op() instanceof TheoryOp op && op.name().equals("@");
  }

  private void pushArgs(Term a, int from) {
    for (int i = a.argCount() - 1; i >= from; i--) {
      work.add(a.arg(i));
      work.add(" ");
    }
  }

  /**
   * A chain of {@code @} as one application {@code (f a ...)} where {@code f} is a name (a
   * variable, a let name, a function symbol, applied or not), which both z3 and cvc5 read; else as
   * {@code (@ t a ...)}.
   */
  private void applyValue(Apply a) {
    List<Term> args = new ArrayList<>();
    Term f = a;
    do {
      args.add(f.arg(1));
      f = f.arg(0);
    } while (f instanceof Apply h && isValueApplication(h) && nameOf(h) == null);
    String name = nameOf(f);
    work.add(")");
    for (Term arg : args) {
      work.add(arg);
      work.add(" ");
    }
    if (name != null || f instanceof Variable) {
      out.append('(').append(name != null ? name : symbol(((Variable) f).name()));
    } else if (f instanceof Apply h && h.op() instanceof FunctionSymbol s && !indexedSymbol(s) && !h.qualified()) {
      out.append('(').append(head(h));
      pushArgs(h, 0);
    } else {
      out.append("(@ ");
      work.add(f);
    }
  }

  /** Symbols as printed, cached: most names repeat and checking them costs a scan each time. */
  private final java.util.HashMap<String, String> symbols = new java.util.HashMap<>();

  private String symbol(String name) {
    String printed = symbols.get(name);
    if (printed == null) {
      printed = Symbols.quoteIfNeeded(name);
      if (symbols.size() < 1 << 14) {
        symbols.put(name, printed);
      }
    }
    return printed;
  }

  private String head(Apply a) {
    if (a.op() instanceof FunctionSymbol f && f.kind() == FunctionSymbol.Kind.INDEXED) {
      return f.name();
    }
    if (a.indexCount() == 0 && !a.qualified()) {
      return a.op() instanceof TheoryOp ? a.name()
          : a.op() instanceof FunctionSymbol f && indexedSymbol(f) ? headText(a)
          : symbol(a.name());
    }
    return headText(a);
  }

  /** The head of an application as printed: its name, or an indexed, qualified or tester form. */
  public static String headText(Apply a) {
    String base;
    if (a.op() instanceof FunctionSymbol f && f.kind() == FunctionSymbol.Kind.INDEXED) {
      base = f.name();
    } else if (a.op() instanceof FunctionSymbol f && indexedSymbol(f)) {
      base = (f.kind() == FunctionSymbol.Kind.TESTER ? "(_ is " : "(_ update ") + Symbols.quoteIfNeeded(f.name()) + ")";
    } else {
      String name = a.op() instanceof TheoryOp ? a.name() : Symbols.quoteIfNeeded(a.name());
      base = a.indexCount() == 0 ? name : indexed(name, a);
    }
    return a.qualified() ? "(as " + base + " " + a.sort() + ")" : base;
  }

  /** Testers and updaters print as {@code (_ is C)} and {@code (_ update s)}. */
  private static boolean indexedSymbol(FunctionSymbol f) {
    return f.kind() == FunctionSymbol.Kind.TESTER || f.kind() == FunctionSymbol.Kind.UPDATER
        || f.kind() == FunctionSymbol.Kind.INDEXED;
  }

  private static String indexed(String name, Apply a) {
    StringBuilder s = new StringBuilder("(_ ").append(name);
    for (int i = 0; i < a.indexCount(); i++) {
      s.append(' ').append(a.index(i));
    }
    return s.append(')').toString();
  }

  private void quantifier(Quantifier q) {
    sortedVariables(q.keyword(), q.bound());
    work.add(")");
    work.add(new Scope(q.body()));
  }

  /** Each child is a scope of its own, like a quantifier's body. */
  private void binder(Binder b) {
    sortedVariables(b.keyword(), b.bound());
    work.add(")");
    for (int i = b.argCount() - 1; i >= 0; i--) {
      work.add(new Scope(b.arg(i)));
      if (i > 0) {
        work.add(" ");
      }
    }
  }

  /** {@code (keyword ((x S) ...) }, up to the binder's body. */
  private void sortedVariables(String keyword, List<Variable> bound) {
    out.append('(').append(keyword).append(" (");
    for (int i = 0; i < bound.size(); i++) {
      out.append(i > 0 ? " (" : "(").append(Symbols.quoteIfNeeded(bound.get(i).name())).append(' ')
          .append(bound.get(i).sort().toString()).append(')');
    }
    out.append(") ");
  }

  private void match(Match m) {
    out.append("(match ");
    List<Object> items = new ArrayList<>();
    items.add(m.scrutinee());
    items.add(" (");
    List<MatchCase> cases = m.cases();
    for (int i = 0; i < cases.size(); i++) {
      items.add((i > 0 ? " (" : "(") + pattern(cases.get(i)) + " ");
      items.add(new Scope(m.body(i)));
      items.add(")");
    }
    items.add("))");
    for (int i = items.size() - 1; i >= 0; i--) {
      work.add(items.get(i));
    }
  }

  private static String pattern(MatchCase c) {
    if (c.constructor() == null) {
      return Symbols.quoteIfNeeded(c.variables().get(0).name());
    }
    if (c.variables().isEmpty()) {
      return Symbols.quoteIfNeeded(c.constructor().name());
    }
    StringBuilder s = new StringBuilder("(").append(Symbols.quoteIfNeeded(c.constructor().name()));
    for (Variable v : c.variables()) {
      s.append(' ').append(Symbols.quoteIfNeeded(v.name()));
    }
    return s.append(')').toString();
  }

  /** As a scope root, the lets go inside the {@code !} so patterns stay next to their quantifier. */
  private void annotation(Annotation a, boolean root) {
    out.append("(! ");
    List<Object> items = new ArrayList<>();
    items.add(root ? new Scope(a.term()) : a.term());
    if (root) {
      items.add(BARRIER);
    }
    int next = 1;
    for (Attribute attribute : a.attributes()) {
      items.add(" " + attribute.keyword());
      if (attribute.value() != null) {
        items.add(" " + attribute.value());
      }
      for (int i = 0; i < attribute.termCount(); i++) {
        items.add(i == 0 ? " (" : " ");
        items.add(a.arg(next++));
      }
      if (attribute.termCount() > 0) {
        items.add(")");
      }
    }
    if (root) {
      items.add(POP);
    }
    items.add(")");
    for (int i = items.size() - 1; i >= 0; i--) {
      work.add(items.get(i));
    }
  }

  private void scope(Term root) {
    if (root instanceof Annotation a && nameOf(a) == null) {
      annotation(a, true);
      return;
    }
    Object2ObjectOpenHashMap<Term, String> names = new Object2ObjectOpenHashMap<>();
    // Inside the new scope only closed names of enclosing scopes stay visible.
    List<List<Term>> groups = useLet && visible == null
        ? new SharedTerms(root, t -> t.isClosed() ? closedNames.get(t) : null).groups() : List.of();
    scopes.add(names);
    work.add(POP);
    for (int g = 0; g < groups.size(); g++) {
      work.add(")");
    }
    work.add(root);
    work.add(new Publish(names));
    for (int g = groups.size() - 1; g >= 0; g--) {
      pushLet(groups.get(g), names);
    }
  }

  private void pushLet(List<Term> group, Object2ObjectOpenHashMap<Term, String> names) {
    work.add(") ");
    for (int i = group.size() - 1; i >= 0; i--) {
      Term t = group.get(i);
      String name = prefix + counter++;
      letTerms.add(t);
      names.put(t, name);
      work.add(")");
      work.add(new Define(t));
      work.add((i > 0 ? " (" : "(") + name + " ");
    }
    work.add("(let (");
  }
}
