package io.tamis.enumerator.order;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.Grammar;

/**
 * Steps a derivation to the next one of the same rule and size, in place, like an odometer: the
 * digits in order of significance are, in preorder, each node's size (for all but the last child,
 * whose size is what is left) and then its alternative. The least significant digit that can still
 * move moves, and everything after it restarts at its first value; so most steps touch one leaf.
 */
public final class Successor {
  private final Grammar grammar;
  private final Fill fill;

  public Successor(Counts counts) {
    this.grammar = counts.grammar();
    this.fill = new Fill(counts);
  }

  /** The first derivation of {@code rule} of {@code size}, or null when there is none. */
  public Derivation first(int rule, int size) {
    Derivation root = new Derivation(rule, size, null, 0);
    return fill.first(root, 0) ? root : null;
  }

  /** Moves {@code root} to its successor; false (and {@code root} unusable) after the last one. */
  public boolean advance(Derivation root) {
    return step(root) != null;
  }

  /**
   * As {@link #advance}, returning the first node (in preorder) that changed: everything before it
   * is as it was. Null after the last one.
   */
  public Derivation step(Derivation root) {
    Derivation x = lastInPreorder(root);
    while (x != null) {
      if (fill.first(x, x.alt + 1) || nextSize(x)) {
        restartAfter(x);
        return x;
      }
      x = x.parent == null ? null : x.slot == 0 ? x.parent : lastInPreorder(x.parent.children[x.slot - 1]);
    }
    return null;
  }

  /** Every digit after {@code x}'s subtree (later siblings of x and of its ancestors) restarts. */
  private void restartAfter(Derivation x) {
    for (Derivation y = x; y.parent != null; y = y.parent) {
      Derivation p = y.parent;
      if (y.slot < p.children.length - 1) {
        fill.children(p, y.slot + 1, left(p, y.slot + 1));
      }
    }
  }

  /** The size left for children {@code from..} of {@code p}. */
  private int left(Derivation p, int from) {
    int total = p.size - grammar.cost(p.rule, p.alt);
    for (int j = 0; j < from; j++) {
      total -= p.children[j].size;
    }
    return total;
  }

  private static Derivation lastInPreorder(Derivation node) {
    Derivation x = node;
    while (x.children.length > 0) {
      x = x.children[x.children.length - 1];
    }
    return x;
  }

  /** Gives {@code x} the next larger size its parent allows (its later siblings restart after). */
  private boolean nextSize(Derivation x) {
    Derivation p = x.parent;
    if (p == null || x.slot == p.children.length - 1) {
      return false;
    }
    int s = fill.nextSize(p.rule, p.alt, x.slot, left(p, x.slot), x.size);
    if (s < 0) {
      return false;
    }
    x.size = s;
    fill.first(x, 0);
    return true;
  }
}
