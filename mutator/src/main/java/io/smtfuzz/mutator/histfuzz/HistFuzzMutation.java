package io.smtfuzz.mutator.histfuzz;

import io.smtfuzz.core.op.FunctionSymbol;
import io.smtfuzz.core.script.Command;
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
 * ones, then 1-10 same-sort swaps of a constant in one assertion. Changed commands print whole.
 */
final class HistFuzzMutation implements Mutation {
  static final int MAX_SWAPS = 10;
  private static final double ADAPT = 0.5;

  private final AtomPool pool;
  private final TermFactory factory;
  private final TermCopier copier;
  private final String prefix;

  HistFuzzMutation(PreparedSeed seed, AtomPool pool) {
    this.pool = pool;
    this.factory = seed.factory();
    this.copier = new TermCopier(factory);
    this.prefix = FreshNames.prefix(factory, "hf");
  }

  @Override
  public Optional<Mutant> mutate(Script current, RandomSource random) {
    List<Term> holes = Atoms.of(current);
    List<Term> atoms = pool.atoms();
    if (holes.isEmpty() || atoms.isEmpty()) {
      return Optional.empty();
    }
    Map<Sort, List<Term>> seedConstants = Declarations.constants(current);
    Map<FunctionSymbol, Term> renamed = new HashMap<>();
    Set<FunctionSymbol> fresh = new LinkedHashSet<>();
    Map<Term, Term> fill = new HashMap<>();
    Rewriter rename = new Rewriter(factory, t -> placed(t, renamed, seedConstants, fresh, random));
    for (Term hole : holes) {
      fill.put(hole, rename.rewrite(copier.copy(random.pick(atoms))));
    }
    Script filled = Declarations.with(Atoms.replace(current, fill), fresh);
    return Optional.of(new Mutant(swapped(filled, 1 + random.nextInt(MAX_SWAPS), random), List.of()));
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

  /** {@code swaps} times: one assertion's constant c becomes another constant of c's sort. */
  private Script swapped(Script s, int swaps, RandomSource random) {
    Map<Sort, List<Term>> constants = Declarations.constants(s);
    List<Command> commands = new ArrayList<>(s.commands());
    List<Integer> assertions = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i) instanceof Command.Assert) {
        assertions.add(i);
      }
    }
    for (int k = 0; k < swaps && !assertions.isEmpty(); k++) {
      int at = random.pick(assertions);
      Term body = ((Command.Assert) commands.get(at)).term();
      List<Term> in = new ArrayList<>(Atoms.constants(body));
      if (in.isEmpty()) {
        continue;
      }
      Term c = random.pick(in);
      List<Term> same = constants.getOrDefault(c.sort(), List.of());
      Term d = same.isEmpty() ? c : random.pick(same);
      if (d != c) {
        commands.set(at, new Command.Assert(new Rewriter(factory, t -> t == c ? d : t).rewrite(body)));
      }
    }
    return Script.of(s.source(), commands, s.factory());
  }
}
