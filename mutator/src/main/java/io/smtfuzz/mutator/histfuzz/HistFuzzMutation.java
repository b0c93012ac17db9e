package io.smtfuzz.mutator.histfuzz;

import io.smtfuzz.core.op.FunctionSymbol;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.Apply;
import io.smtfuzz.core.term.Rewriter;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.TermCopier;
import io.smtfuzz.core.term.TermFactory;
import io.smtfuzz.mutator.FreshNames;
import io.smtfuzz.mutator.Mutant;
import io.smtfuzz.mutator.Mutation;
import io.smtfuzz.mutator.PreparedSeed;
import io.smtfuzz.mutator.RandomSource;
import io.smtfuzz.mutator.atoms.Atoms;
import io.smtfuzz.mutator.atoms.Declarations;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One HistFuzz test: the seed's skeleton with every atom a hole, each hole filled with an atom of
 * the history; the atoms' constants become the seed's of the same sort (half of them) or fresh
 * ones, then 1-10 same-sort swaps of a constant in one new atom. Changed commands print whole.
 */
final class HistFuzzMutation implements Mutation {
  static final int MAX_SWAPS = 10;
  private static final double ADAPT = 0.5;

  private final AtomPool pool;
  private final TermFactory factory;
  private final String prefix;
  private final Script base;
  private final List<Term> holes;
  private final Map<Sort, List<Term>> seedConstants;

  HistFuzzMutation(PreparedSeed seed, AtomPool pool) {
    this.pool = pool;
    this.factory = seed.factory();
    this.prefix = FreshNames.prefix(factory, "hf");
    this.base = seed.script();
    this.holes = Atoms.of(base);
    this.seedConstants = Declarations.constants(base);
  }

  /** @param current the seed (each test starts from it) */
  @Override
  public Optional<Mutant> mutate(Script current, RandomSource random) {
    List<Term> atoms = pool.atoms();
    if (current != base || holes.isEmpty() || atoms.isEmpty()) {
      return Optional.empty();
    }
    // a copier per test: its memo would keep every copied atom alive in the weak factory
    TermCopier copier = new TermCopier(factory);
    Map<FunctionSymbol, Term> renamed = new HashMap<>();
    Set<FunctionSymbol> fresh = new LinkedHashSet<>();
    Map<Term, Term> fill = new HashMap<>();
    Rewriter rename = new Rewriter(factory, t -> placed(t, renamed, seedConstants, fresh, random));
    List<Term> filledHoles = new ArrayList<>(holes.size());
    for (Term hole : holes) {
      fill.put(hole, rename.rewrite(copier.copy(random.pick(atoms))));
      filledHoles.add(hole);
    }
    swap(fill, filledHoles, renamed.values(), 1 + random.nextInt(MAX_SWAPS), random);
    return Optional.of(new Mutant(Declarations.with(Atoms.replace(current, fill), fresh), List.of()));
  }

  /** A pool symbol's application in the seed: a seed constant of its sort, or a fresh symbol. */
  private Term placed(Term t, Map<FunctionSymbol, Term> renamed, Map<Sort, List<Term>> seed, Set<FunctionSymbol> fresh,
      RandomSource random) {
    if (!(t instanceof Apply a) || !(a.op() instanceof FunctionSymbol f)) {
      return t;
    }
    if (f.args().isEmpty()) {
      return renamed.computeIfAbsent(f, k -> {
        List<Term> same = seed.getOrDefault(k.result(), List.of());
        if (!same.isEmpty() && random.chance(ADAPT)) {
          return random.pick(same);
        }
        FunctionSymbol c = factory.symbol(FunctionSymbol.Kind.DECLARED, prefix + k.name(), List.of(), k.result());
        fresh.add(c);
        return factory.apply(c, k.result());
      });
    }
    FunctionSymbol g = factory.symbol(FunctionSymbol.Kind.DECLARED, prefix + f.name(), f.args(), f.result());
    Term[] args = new Term[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i);
    }
    fresh.add(g);
    return factory.apply(g, a.sort(), args);
  }

  /**
   * {@code swaps} times: in the atom of one hole, a constant c becomes another constant of c's sort
   * (the seed's or one an atom brought). Swapping inside the new atoms keeps the cost to their size.
   */
  private void swap(Map<Term, Term> fill, List<Term> filledHoles, java.util.Collection<Term> placed, int swaps,
      RandomSource random) {
    Map<Sort, List<Term>> all = new HashMap<>(seedConstants);
    for (Term c : new LinkedHashSet<>(placed)) {
      List<Term> same = new ArrayList<>(all.getOrDefault(c.sort(), List.of()));
      if (!same.contains(c)) {
        same.add(c);
      }
      all.put(c.sort(), same);
    }
    for (int k = 0; k < swaps; k++) {
      Term hole = random.pick(filledHoles);
      Term atom = fill.get(hole);
      List<Term> in = new ArrayList<>(Atoms.constants(atom));
      if (in.isEmpty()) {
        continue;
      }
      Term c = random.pick(in);
      Term d = random.pick(all.getOrDefault(c.sort(), List.of(c)));
      if (d != c) {
        fill.put(hole, new Rewriter(factory, t -> t == c ? d : t).rewrite(atom));
      }
    }
  }
}
