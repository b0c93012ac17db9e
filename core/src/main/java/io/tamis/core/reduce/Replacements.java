package io.tamis.core.reduce;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.Signature;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a sub-term of one script may be replaced by, in the order tried: a literal of its sort, a
 * declared constant of its sort, one of its arguments of its sort, the application without one of
 * its arguments (any-arity operators), a fresh constant, the application under another operator of
 * its signature, a shorter numeral or string; and at one of several places, the first three. Each keeps the sort, and none lets a bound variable out
 * of its binder.
 */
final class Replacements {
  /** Declared constants tried in place of a term, at most: the shortest names. */
  private static final int CONSTANTS = 4;

  private final TermFactory factory;
  private final Literals literals;
  private final OperatorSwaps swaps;
  private final Map<Sort, List<Term>> constants = new HashMap<>();
  private final Set<String> names;

  Replacements(Script script, Literals literals, OperatorSwaps swaps) {
    this.factory = script.factory();
    this.literals = literals;
    this.swaps = swaps;
    this.names = Names.of(script);
    for (Command c : script.commands()) {
      if (c instanceof Command.DeclareFun d && d.symbol().arity() == 0) {
        constants.computeIfAbsent(d.symbol().result(), k -> new ArrayList<>())
            .add(factory.apply(d.symbol(), d.symbol().result()));
      }
    }
    constants.values().forEach(l -> l.sort(Comparator.comparing(TermPrinter::toText,
        Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()))));
  }

  /** For {@code t} at every place: all of the above. */
  List<Replacement> of(Term t) {
    Set<Term> terms = simplest(t);
    terms.addAll(shorter(t));
    terms.remove(t);
    List<Replacement> out = new ArrayList<>(terms.stream().map(Replacement::new).toList());
    if (t.argCount() > 0 && t.isClosed()) {
      String name = ShortNames.free(ShortNames.forSort(t.sort()), names);
      FunctionSymbol fresh = factory.symbol(FunctionSymbol.Kind.DECLARED, name, List.of(), t.sort());
      out.add(new Replacement(factory.apply(fresh, t.sort()), fresh));
    }
    if (t instanceof Apply a) {
      swaps.of(a).forEach(s -> out.add(new Replacement(s)));
    }
    literals.prefixes(t).forEach(p -> out.add(new Replacement(p)));
    numerals(t).forEach(n -> out.add(new Replacement(n)));
    return out;
  }

  /** For {@code t} at one place of several: a literal, a declared constant, an argument. */
  List<Replacement> inPlace(Term t) {
    Set<Term> terms = simplest(t);
    terms.remove(t);
    return terms.stream().map(Replacement::new).toList();
  }

  private Set<Term> simplest(Term t) {
    Set<Term> terms = new LinkedHashSet<>(literals.of(t.sort()));
    terms.addAll(constants.getOrDefault(t.sort(), List.of()).stream().limit(CONSTANTS).toList());
    terms.addAll(arguments(t));
    return terms;
  }

  /** Arguments of the term's sort, smallest first, that use only variables bound above the term. */
  private static List<Term> arguments(Term t) {
    List<Term> args = new ArrayList<>();
    for (int i = 0; i < t.argCount(); i++) {
      Term a = t.arg(i);
      if (a.sort().equals(t.sort()) && a.freeVariablesWithin(t.freeVariables()) && !args.contains(a)) {
        args.add(a);
      }
    }
    args.sort(Comparator.comparingLong(Term::size));
    return args;
  }

  /** An application of an any-arity operator ({@code and}, {@code +}, {@code str.++}) of one sort without one argument. */
  private static List<Term> shorter(Term t) {
    if (!(t instanceof Apply a) || a.argCount() < 3 || !(a.op() instanceof TheoryOp op)
        || op.signatures().stream().noneMatch(Signature::isVariadic) || !oneSort(a)) {
      return List.of();
    }
    List<Term> out = new ArrayList<>();
    for (int drop = 0; drop < a.argCount(); drop++) {
      Term[] kept = new Term[a.argCount() - 1];
      for (int i = 0, k = 0; i < a.argCount(); i++) {
        if (i != drop) {
          kept[k++] = a.arg(i);
        }
      }
      out.add(t.factory().apply(op, a.indices(), a.sort(), a.qualified(), kept));
    }
    return out;
  }

  private static boolean oneSort(Apply a) {
    for (int i = 1; i < a.argCount(); i++) {
      if (!a.arg(i).sort().equals(a.arg(0).sort())) {
        return false;
      }
    }
    return true;
  }

  /** A numeral of several digits: 1, then its first half. */
  private List<Term> numerals(Term t) {
    if (!(t instanceof Constant c) || c.kind() != ConstantKind.NUMERAL || c.text().length() < 2) {
      return List.of();
    }
    List<Term> out = new ArrayList<>();
    out.add(factory.constant(ConstantKind.NUMERAL, "1", t.sort()));
    out.add(factory.constant(ConstantKind.NUMERAL, c.text().substring(0, c.text().length() / 2), t.sort()));
    return out;
  }
}
