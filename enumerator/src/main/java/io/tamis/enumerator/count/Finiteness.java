package io.tamis.enumerator.count;

import io.tamis.enumerator.grammar.Grammar;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The largest test size of a grammar, or none. Only productive rules (those with a term) and
 * alternatives whose children are all productive matter, and only rules reachable from the start
 * through them. Longest sizes are relaxed Bellman-Ford style: with no cycle among those rules they
 * settle within ruleCount rounds; a cycle (never of zero cost: those are rejected when counting)
 * keeps them growing, and then sizes are unbounded.
 */
final class Finiteness {
  private static final int NONE = -1;

  private Finiteness() {}

  /** The largest size of a test (0 when there is none at all), or -1 when sizes are unbounded. */
  static int maxSize(Grammar g) {
    boolean[] productive = productive(g);
    if (!productive[g.start()]) {
      return 0;
    }
    boolean[] reachable = reachable(g, productive);
    int[] max = new int[g.ruleCount()];
    Arrays.fill(max, NONE);
    for (int round = 0; round <= g.ruleCount() + 1; round++) {
      if (!relax(g, productive, reachable, max)) {
        return max[g.start()];
      }
    }
    return NONE;
  }

  private static boolean relax(Grammar g, boolean[] productive, boolean[] reachable, int[] max) {
    boolean changed = false;
    for (int r = 0; r < g.ruleCount(); r++) {
      if (reachable[r]) {
        int m = longest(g, r, productive, max);
        changed |= m != max[r];
        max[r] = m;
      }
    }
    return changed;
  }

  private static int longest(Grammar g, int r, boolean[] productive, int[] max) {
    int best = NONE;
    for (int a = 0; a < g.alternativeCount(r); a++) {
      if (allProductive(g, r, a, productive)) {
        int size = g.cost(r, a);
        for (int j = 0; j < g.childCount(r, a) && size >= 0; j++) {
          int child = max[g.child(r, a, j)];
          size = child >= 0 ? size + child : NONE;
        }
        best = Math.max(best, size);
      }
    }
    return best;
  }

  private static boolean allProductive(Grammar g, int r, int a, boolean[] productive) {
    for (int j = 0; j < g.childCount(r, a); j++) {
      if (!productive[g.child(r, a, j)]) {
        return false;
      }
    }
    return true;
  }

  private static boolean[] productive(Grammar g) {
    boolean[] productive = new boolean[g.ruleCount()];
    for (boolean changed = true; changed; ) {
      changed = false;
      for (int r = 0; r < g.ruleCount(); r++) {
        for (int a = 0; a < g.alternativeCount(r) && !productive[r]; a++) {
          productive[r] = allProductive(g, r, a, productive);
          changed |= productive[r];
        }
      }
    }
    return productive;
  }

  private static boolean[] reachable(Grammar g, boolean[] productive) {
    boolean[] seen = new boolean[g.ruleCount()];
    Deque<Integer> work = new ArrayDeque<>();
    work.push(g.start());
    seen[g.start()] = true;
    while (!work.isEmpty()) {
      int r = work.pop();
      for (int a = 0; a < g.alternativeCount(r); a++) {
        if (allProductive(g, r, a, productive)) {
          for (int j = 0; j < g.childCount(r, a); j++) {
            int child = g.child(r, a, j);
            if (!seen[child]) {
              seen[child] = true;
              work.push(child);
            }
          }
        }
      }
    }
    return seen;
  }
}
