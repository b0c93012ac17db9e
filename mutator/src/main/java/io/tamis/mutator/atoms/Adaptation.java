package io.tamis.mutator.atoms;

import io.tamis.core.sort.Sort;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.RandomSource;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Variable adaptation (Sphinx): a foreign atom's constants become the seed's constants of the same
 * sort, each with a given probability, so the new atom talks about the seed's variables; the ones
 * kept must be declared.
 */
public final class Adaptation {
  private Adaptation() {}

  /**
   * @param foreign the atom's constants that may be replaced
   * @param seed the seed's constants by sort
   * @param kept receives the foreign constants still in the result
   */
  public static Term adapt(Term atom, Collection<Term> foreign, Map<Sort, List<Term>> seed, double share,
      RandomSource random, Set<Term> kept, TermFactory factory) {
    Map<Term, Term> to = new HashMap<>();
    for (Term c : foreign) {
      List<Term> same = seed.getOrDefault(c.sort(), List.of());
      if (!same.isEmpty() && random.chance(share)) {
        to.put(c, random.pick(same));
      } else {
        kept.add(c);
      }
    }
    return to.isEmpty() ? atom : new Rewriter(factory, t -> to.getOrDefault(t, t)).rewrite(atom);
  }
}
