package io.tamis.mutator.diver;

import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.eval.Rational;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.ValueTerms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Diver's Complicate: replaces 1 to 3 Int or Real atoms of a new term by fresh constants, each
 * bounded by an interval around the atom's model value; the model is extended with the fresh
 * constants at those values, so the term's value, and the truth of the script, do not change.
 * In linear logics only constants are replaced: a literal factor must stay a literal.
 */
final class Complicate {
  private static final int MAX_ATOMS = 3;
  private static final int SPREAD = 10;

  /** The new term, the constants to declare, the bounds to conjoin and the extended model. */
  record Result(Term term, List<FunctionSymbol> fresh, List<Term> bounds, Model model) {}

  private final TermFactory factory;
  private final SignatureTable table;
  private final ValueTerms values;
  private final boolean linear;

  Complicate(TermFactory factory, SignatureTable table, boolean linear) {
    this.factory = factory;
    this.table = table;
    this.values = new ValueTerms(factory, table);
    this.linear = linear;
  }

  /**
   * @param name the name of the k-th fresh constant
   * @return null when {@code term} has no atom with a known number value
   */
  Result apply(Term term, Model model, Evaluator evaluator, IntFunction<String> name,
      RandomSource random) {
    List<Term> atoms = atoms(term);
    if (atoms.isEmpty()) {
      return null;
    }
    int n = 1 + random.nextInt(Math.min(MAX_ATOMS, atoms.size()));
    List<FunctionSymbol> fresh = new ArrayList<>();
    List<Term> bounds = new ArrayList<>();
    Map<Term, Term> replaced = new HashMap<>();
    Model extended = model;
    for (int k = 0; k < n; k++) {
      Term atom = atoms.remove(random.nextInt(atoms.size()));
      Rational v = ValueTerms.rational(evaluator.evaluate(atom));
      if (v == null) {
        continue;
      }
      FunctionSymbol f = factory.symbol(FunctionSymbol.Kind.DECLARED, name.apply(k), List.of(), atom.sort());
      Term c = factory.apply(f, atom.sort());
      Term lo = literal(v.subtract(Rational.of(random.nextInt(SPREAD + 1), 1)), atom.sort());
      Term hi = literal(v.add(Rational.of(random.nextInt(SPREAD + 1), 1)), atom.sort());
      bounds.add(factory.apply(table.op("<="), Sort.BOOL, lo, c));
      bounds.add(factory.apply(table.op("<="), Sort.BOOL, c, hi));
      extended = extended.withConstant(f, literal(v, atom.sort()));
      fresh.add(f);
      replaced.put(atom, c);
    }
    if (fresh.isEmpty()) {
      return null;
    }
    Term out = new Rewriter(factory, t -> replaced.getOrDefault(t, t)).rewrite(term);
    return new Result(out, fresh, bounds, extended);
  }

  /** The distinct closed Int and Real atoms of {@code term}, in a fixed order. */
  private List<Term> atoms(Term term) {
    Set<Term> out = new LinkedHashSet<>();
    List<Term> stack = new ArrayList<>(List.of(term));
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      for (int i = t.argCount() - 1; i >= 0; i--) {
        stack.add(t.arg(i));
      }
      boolean number = t.sort().equals(Sort.INT) || t.sort().equals(Sort.REAL);
      boolean atom = t.argCount() == 0 && t.isClosed() && (t instanceof Apply || (!linear && t instanceof Constant));
      if (number && atom) {
        out.add(t);
      }
    }
    return new ArrayList<>(out);
  }

  private Term literal(Rational v, Sort sort) {
    return sort.equals(Sort.INT) ? values.integer(v.numerator()) : values.real(v);
  }
}
