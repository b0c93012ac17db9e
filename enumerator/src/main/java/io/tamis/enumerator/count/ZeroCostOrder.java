package io.tamis.enumerator.count;

import io.tamis.enumerator.grammar.Grammar;
import java.util.ArrayList;
import java.util.List;

/**
 * The order in which rules are counted inside one size: a rule after every rule it reaches through a
 * zero-cost alternative, since those children can have the rule's own size. A cycle of zero-cost
 * alternatives would give infinitely many terms of one size and is rejected.
 */
final class ZeroCostOrder {
  private ZeroCostOrder() {}

  static int[] of(Grammar g) {
    int n = g.ruleCount();
    int[] pending = new int[n];
    List<List<Integer>> dependents = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      dependents.add(new ArrayList<>());
    }
    for (int r = 0; r < n; r++) {
      for (int a = 0; a < g.alternativeCount(r); a++) {
        if (g.cost(r, a) == 0) {
          for (int j = 0; j < g.childCount(r, a); j++) {
            dependents.get(g.child(r, a, j)).add(r);
            pending[r]++;
          }
        }
      }
    }
    return kahn(g, pending, dependents);
  }

  private static int[] kahn(Grammar g, int[] pending, List<List<Integer>> dependents) {
    int[] order = new int[pending.length];
    int done = 0;
    for (int r = 0; r < pending.length; r++) {
      if (pending[r] == 0) {
        order[done++] = r;
      }
    }
    for (int i = 0; i < done; i++) {
      for (int dependent : dependents.get(order[i])) {
        if (--pending[dependent] == 0) {
          order[done++] = dependent;
        }
      }
    }
    if (done < pending.length) {
      List<String> cyclic = new ArrayList<>();
      for (int r = 0; r < pending.length; r++) {
        if (pending[r] > 0) {
          cyclic.add(g.rules().get(r).name());
        }
      }
      throw new IllegalArgumentException(g.name() + ": rules " + cyclic
          + " reach each other through zero-cost alternatives: infinitely many terms of one size");
    }
    return order;
  }
}
