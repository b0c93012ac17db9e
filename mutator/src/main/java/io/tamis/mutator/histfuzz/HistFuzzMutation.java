package io.tamis.mutator.histfuzz;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.atoms.Atoms;
import io.tamis.mutator.atoms.Declarations;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One HistFuzz test: the seed's skeleton with every atom a hole, each hole filled with an atom of
 * the history; the atoms' constants become the seed's of the same sort (half of them) or fresh
 * ones, then 1-10 same-sort swaps of a constant in one new atom. It works on the atoms' texts
 * ({@link AtomText}) and names, and {@link SkeletonText} puts them in the seed: no term is built.
 */
final class HistFuzzMutation {
  static final int MAX_SWAPS = 10;
  private static final double ADAPT = 0.5;

  private final AtomPool pool;
  private final TermFactory factory;
  private final String prefix;
  private final Script base;
  private final List<Term> holes;
  private final Map<Sort, List<String>> seedConstants = new HashMap<>();

  /** The text for each hole, in the order of {@link #holes()}, and the symbols the atoms brought (to declare). */
  record Fill(List<String> atoms, Set<FunctionSymbol> fresh) {}

  HistFuzzMutation(PreparedSeed seed, AtomPool pool) {
    this.pool = pool;
    this.factory = seed.factory();
    this.prefix = FreshNames.prefix(factory, "hf");
    this.base = seed.script();
    this.holes = Atoms.of(base);
    Declarations.constants(base).forEach((sort, terms) ->
        seedConstants.put(sort, terms.stream().map(TermPrinter::toText).toList()));
  }

  /**
   * What no symbol of the seed starts with: the atoms' fresh symbols continue it with {@code _}, the
   * skeleton's holes with {@code hole}.
   */
  String prefix() {
    return prefix;
  }

  Script seed() {
    return base;
  }

  List<Term> holes() {
    return holes;
  }

  /** A test's atoms, or null when the seed has no atom or the pool none. */
  Fill fill(RandomSource random) {
    List<Term> atoms = pool.atoms();
    if (holes.isEmpty() || atoms.isEmpty()) {
      return null;
    }
    Map<String, String> renamed = new LinkedHashMap<>();
    Map<String, Sort> constantSort = new HashMap<>();
    Set<FunctionSymbol> fresh = new LinkedHashSet<>();
    List<AtomText> picked = new ArrayList<>(holes.size());
    List<Term> chosen = new ArrayList<>(holes.size());
    for (int i = 0; i < holes.size(); i++) {
      Term atom = pool.next(chosen, random);
      chosen.add(atom);
      AtomText a = pool.text(atom);
      for (FunctionSymbol f : a.symbols()) {
        if (!renamed.containsKey(f.name())) {
          renamed.put(f.name(), placed(f, fresh, random));
          if (f.args().isEmpty()) {
            constantSort.put(f.name(), f.result());
          }
        }
      }
      picked.add(a);
    }
    List<Map<String, String>> names = new ArrayList<>(picked.size());
    for (int i = 0; i < picked.size(); i++) {
      names.add(renamed);
    }
    swap(picked, names, renamed, constantSort, 1 + random.nextInt(MAX_SWAPS), random);
    List<String> texts = new ArrayList<>(picked.size());
    for (int i = 0; i < picked.size(); i++) {
      texts.add(picked.get(i).fill(names.get(i)));
    }
    return new Fill(texts, fresh);
  }

  /** A pool symbol's name in the seed: a seed constant of its sort, or a fresh symbol. */
  private String placed(FunctionSymbol f, Set<FunctionSymbol> fresh, RandomSource random) {
    if (f.args().isEmpty()) {
      List<String> same = seedConstants.getOrDefault(f.result(), List.of());
      if (!same.isEmpty() && random.chance(ADAPT)) {
        return random.pick(same);
      }
    }
    FunctionSymbol g = factory.symbol(FunctionSymbol.Kind.DECLARED, prefix + "_" + f.name(), f.args(), f.result());
    fresh.add(g);
    return g.name();
  }

  /**
   * {@code swaps} times: in the atom of one hole, a constant becomes another constant of its sort (the
   * seed's or one an atom brought); that hole gets names of its own.
   */
  private void swap(List<AtomText> picked, List<Map<String, String>> names, Map<String, String> renamed,
      Map<String, Sort> constantSort, int swaps, RandomSource random) {
    Map<Sort, List<String>> all = new HashMap<>(seedConstants);
    constantSort.forEach((name, sort) -> {
      List<String> same = new ArrayList<>(all.getOrDefault(sort, List.of()));
      if (!same.contains(renamed.get(name))) {
        same.add(renamed.get(name));
      }
      all.put(sort, same);
    });
    for (int k = 0; k < swaps; k++) {
      int hole = random.nextInt(picked.size());
      List<String> in = picked.get(hole).symbols().stream().map(FunctionSymbol::name)
          .filter(constantSort::containsKey).toList();
      if (in.isEmpty()) {
        continue;
      }
      String c = random.pick(in);
      Map<String, String> own = names.get(hole);
      String d = random.pick(all.get(constantSort.get(c)));
      if (!d.equals(own.get(c))) {
        own = own == renamed ? new HashMap<>(renamed) : own;
        own.put(c, d);
        names.set(hole, own);
      }
    }
  }
}
