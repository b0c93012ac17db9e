package io.tamis.mutator.theory;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.Instance;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermCopier;
import io.tamis.core.term.TermFactory;
import io.tamis.core.term.Variable;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds one theory generator's atoms in one factory (a seed's), its constants renamed with a
 * prefix no name of the seed starts with. The recursion is bounded by the hints' depth (at most
 * {@link TheoryHints#MAX_DEPTH}), not by any input's depth. Not thread-safe: one per stream.
 */
public final class AtomBuilder {
  private static final double LEAF = 0.3;
  private static final double TARGET = 0.6;
  private static final double CONSTANT = 0.5;
  private static final int TRIES = 4;

  private final TheoryGenerator generator;
  private final TermFactory factory;
  private final Map<Sort, List<Term>> constants = new HashMap<>();
  private final Map<Sort, List<Term>> literals = new HashMap<>();
  private final Map<Sort, List<Instance>> targetOps = new HashMap<>();
  private final Set<Term> used = new LinkedHashSet<>();
  private final String prefix;

  AtomBuilder(TheoryGenerator generator, TermFactory factory, String prefix) {
    this.generator = generator;
    this.factory = factory;
    this.prefix = prefix;
    TermCopier copier = new TermCopier(factory);
    for (Term c : generator.constants()) {
      FunctionSymbol f = (FunctionSymbol) ((Apply) c).op();
      Term own = factory.apply(factory.symbol(FunctionSymbol.Kind.DECLARED, prefix + f.name(), List.of(), f.result()),
          f.result());
      constants.computeIfAbsent(c.sort(), k -> new ArrayList<>()).add(own);
    }
    for (Sort s : generator.hints().sorts()) {
      List<Term> pool = generator.leaves(s).stream().map(copier::copy).toList();
      if (!pool.isEmpty()) {
        literals.put(s, pool);
      }
      targetOps.put(s, generator.producing(s).stream().filter(generator::isTarget).toList());
    }
  }

  /**
   * A Boolean atom rooted at a target-theory operator, or null when a few tries built none; its
   * constants are then {@link #constants()}.
   */
  public Term atom(RandomSource random) {
    for (int t = 0; t < TRIES; t++) {
      used.clear();
      Term atom = apply(random.pick(generator.roots()), generator.hints().depth(), random);
      if (atom != null) {
        return random.chance(generator.hints().quantify()) ? quantified(atom, random) : atom;
      }
    }
    return null;
  }

  /** The generator's constants in the last atom, in first-use order. */
  public Set<Term> constants() {
    return used;
  }

  /** An application of {@code i} over shallow arguments, for the self-check; null when none fits. */
  Term probe(Instance i, RandomSource random) {
    return i.args().isEmpty() ? null : apply(i, 2, random);
  }

  /** {@code t} itself when Boolean, else an equation of it with a constant or literal of its sort. */
  Term asAtom(Term t) {
    if (t.sort().equals(Sort.BOOL)) {
      return t;
    }
    List<Term> other = constants.getOrDefault(t.sort(), literals.getOrDefault(t.sort(), List.of(t)));
    return factory.apply(generator.equality(), Sort.BOOL, t, other.get(0));
  }

  private Term term(Sort sort, int depth, RandomSource random) {
    if (depth <= 1 || random.chance(LEAF)) {
      Term leaf = leaf(sort, random);
      if (leaf != null || depth <= 1) {
        return leaf;
      }
    }
    List<Instance> target = targetOps.getOrDefault(sort, List.of());
    List<Instance> ops = !target.isEmpty() && random.chance(TARGET) ? target : generator.producing(sort);
    for (int t = 0; t < TRIES && !ops.isEmpty(); t++) {
      Term built = apply(random.pick(ops), depth, random);
      if (built != null) {
        return built;
      }
    }
    return leaf(sort, random);
  }

  private Term apply(Instance op, int depth, RandomSource random) {
    Term[] args = new Term[op.args().size()];
    for (int i = 0; i < args.length; i++) {
      args[i] = term(op.args().get(i), depth - 1, random);
      if (args[i] == null) {
        return null;
      }
    }
    return factory.apply(op.op(), op.indexArray(), op.result(), false, args);
  }

  private Term leaf(Sort sort, RandomSource random) {
    List<Term> cs = constants.getOrDefault(sort, List.of());
    List<Term> ls = literals.getOrDefault(sort, List.of());
    if (!cs.isEmpty() && (ls.isEmpty() || random.chance(CONSTANT))) {
      Term c = random.pick(cs);
      used.add(c);
      return c;
    }
    return ls.isEmpty() ? null : random.pick(ls);
  }

  /** One of the atom's constants bound by forall or exists (quantified theory generators). */
  private Term quantified(Term atom, RandomSource random) {
    if (used.isEmpty()) {
      return atom;
    }
    Term c = new ArrayList<>(used).get(random.nextInt(used.size()));
    String name = ((FunctionSymbol) ((Apply) c).op()).name();
    Variable v = factory.variable(prefix + "q" + name.substring(prefix.length()), c.sort());
    Term body = new Rewriter(factory, t -> t == c ? v : t).rewrite(atom);
    used.remove(c);
    return factory.quantifier(random.nextInt(2) == 0, List.of(v), body);
  }
}
