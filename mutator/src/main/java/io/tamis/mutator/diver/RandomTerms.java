package io.tamis.mutator.diver;

import io.tamis.core.op.Instance;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.core.term.Variable;
import io.tamis.mutator.Linearity;
import io.tamis.mutator.OperatorPool;
import io.tamis.mutator.Position;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Random terms of a sort, at most {@link #MAX_DEPTH} deep: operators from the seed's theories (the
 * operator pool typefuzz uses), leaves from the seed's constants and literals, the model's values
 * and the variables bound at the position. The depth bound also bounds the recursion.
 */
final class RandomTerms {
  static final int MAX_DEPTH = 5;
  private static final double LEAF = 0.35;
  private static final int TRIES = 4;

  private final TermFactory factory;
  private final OperatorPool operators;
  private final Map<Sort, List<Term>> leaves;
  private final Map<Sort, List<Term>> symbols = new HashMap<>();
  private final boolean linear;

  /** @param leaves closed atoms by sort, every one declared before any assertion that may use it */
  RandomTerms(TermFactory factory, OperatorPool operators, Map<Sort, List<Term>> leaves, boolean linear) {
    this.factory = factory;
    this.operators = operators;
    this.leaves = leaves;
    this.linear = linear;
    leaves.forEach((sort, atoms) -> symbols.put(sort, atoms.stream().filter(t -> t instanceof Apply).toList()));
  }

  /** A term of {@code sort} usable at {@code p}, or null when none could be built. */
  Term of(Sort sort, Position p, RandomSource random) {
    return of(sort, 1 + random.nextInt(MAX_DEPTH), p, random);
  }

  private Term of(Sort sort, int depth, Position p, RandomSource random) {
    if (depth <= 1 || random.chance(LEAF)) {
      Term leaf = leaf(sort, p, random);
      if (leaf != null || depth <= 1) {
        return leaf;
      }
    }
    List<Instance> ops = operators.producing(sort);
    for (int t = 0; t < TRIES && !ops.isEmpty(); t++) {
      Term built = apply(random.pick(ops), depth, p, random);
      if (built != null) {
        return built;
      }
    }
    return leaf(sort, p, random);
  }

  private Term apply(Instance op, int depth, Position p, RandomSource random) {
    if (op.op().name().equals("re.range")) {
      return null; // cvc5 reads it only over one-character literals, which these leaves need not be
    }
    Term[] args = new Term[op.args().size()];
    for (int i = 0; i < args.length; i++) {
      args[i] = of(op.args().get(i), depth - 1, p, random);
      if (args[i] == null) {
        return null;
      }
    }
    if (linear && !Linearity.allows(op.op().name(), args)) {
      return null;
    }
    return factory.apply(op.op(), op.indexArray(), op.result(), false, args);
  }

  /** Half the time a constant or bound variable when there is one (a term of literals only tests little). */
  private Term leaf(Sort sort, Position p, RandomSource random) {
    List<Term> atoms = leaves.getOrDefault(sort, List.of());
    List<Term> named = new ArrayList<>(symbols.getOrDefault(sort, List.of()));
    for (Variable v : p.scope()) {
      if (v.sort().equals(sort)) {
        named.add(v);
      }
    }
    if (!named.isEmpty() && (atoms.isEmpty() || random.chance(0.5))) {
      return random.pick(named);
    }
    return atoms.isEmpty() ? null : random.pick(atoms);
  }
}
