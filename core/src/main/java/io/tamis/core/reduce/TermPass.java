package io.tamis.core.reduce;

import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One round over the distinct sub-terms of the assertions, largest first: each is replaced, at every
 * occurrence at once (the script is a DAG: a shared term is reduced in one try), by what
 * {@link Replacements} offers; then, for a term in a few places, at each place alone (a tree reducer's
 * move: n becomes 0 in (= n (set.size A)) but stays in (= n 0)). Every candidate keeps every sort and
 * scope, so it is well-formed.
 */
final class TermPass {
  /** Places a term is replaced at one by one, at most; a term in more is only replaced everywhere. */
  static final int PLACES = 8;

  private final Trials trials;
  private final OperatorSwaps swaps;

  TermPass(Trials trials, OperatorSwaps swaps) {
    this.trials = trials;
    this.swaps = swaps;
  }

  /** Argument {@code index} of {@code parent}: one place of a term in the DAG. */
  private record Place(Term parent, int index) {}

  Script run(Script script) throws InterruptedException {
    List<Term> order = new ArrayList<>(SubTermSet.of(script));
    order.sort(Comparator.comparingLong(Term::size).reversed().thenComparingInt(Term::id));
    return trials.walk(script, false, (s, from) -> steps(s, order, from));
  }

  /** Step k replaces {@code order.get(k)}, when the script still has it. */
  private Steps steps(Script s, List<Term> order, int from) {
    Set<Term> present = SubTermSet.of(s);
    Map<Term, Set<Place>> places = places(present);
    Replacements replacements = new Replacements(s, new Literals(s.factory(), trials.table()), swaps);
    return new Steps(from, order.size(), k -> {
      Term t = order.get(k);
      if (!present.contains(t)) {
        return List.<Script>of().iterator();
      }
      Stream<Script> everywhere = replacements.of(t).stream().map(r -> r.applyTo(s, t));
      Set<Place> at = places.getOrDefault(t, Set.of());
      Stream<Script> one = at.size() < 2 || at.size() > PLACES ? Stream.empty()
          : at.stream().flatMap(p -> replacements.inPlace(t).stream().map(r -> r.applyAt(s, p.parent(), p.index())));
      return Stream.concat(everywhere, one).iterator();
    });
  }

  private static Map<Term, Set<Place>> places(Set<Term> terms) {
    Map<Term, Set<Place>> out = new HashMap<>();
    for (Term t : terms) {
      for (int i = 0; i < t.argCount(); i++) {
        out.computeIfAbsent(t.arg(i), k -> new LinkedHashSet<>()).add(new Place(t, i));
      }
    }
    return out;
  }
}
