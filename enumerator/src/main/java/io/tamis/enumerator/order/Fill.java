package io.tamis.enumerator.order;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.Grammar;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Builds the first derivation (in enumeration order) below a node whose rule and size are set: the
 * first alternative with terms of that size, each child as small as the later children allow.
 * Works on an explicit stack, so term depth costs no Java stack.
 */
final class Fill {
  private final Counts counts;
  private final Grammar grammar;
  private final Deque<Derivation> work = new ArrayDeque<>();

  Fill(Counts counts) {
    this.counts = counts;
    this.grammar = counts.grammar();
  }

  /** Gives {@code node} its first alternative from {@code fromAlt} on; false when none has terms. */
  boolean first(Derivation node, int fromAlt) {
    if (!chooseAlternative(node, fromAlt)) {
      return false;
    }
    drain();
    return true;
  }

  /** Gives children {@code from..} of {@code node} their first terms sharing {@code size}. */
  void children(Derivation node, int from, int size) {
    splitChildren(node, from, size);
    drain();
  }

  private void drain() {
    while (!work.isEmpty()) {
      Derivation node = work.pop();
      if (!chooseAlternative(node, 0)) {
        throw new IllegalStateException("no term of rule " + node.rule + " and size " + node.size);
      }
    }
  }

  private boolean chooseAlternative(Derivation node, int fromAlt) {
    int r = node.rule;
    for (int a = fromAlt; a < grammar.alternativeCount(r); a++) {
      if (counts.alternative(r, a, node.size).signum() > 0) {
        node.alt = a;
        int k = grammar.childCount(r, a);
        node.children = k == 0 ? Derivation.NONE : new Derivation[k];
        splitChildren(node, 0, node.size - grammar.cost(r, a));
        return true;
      }
    }
    return false;
  }

  private void splitChildren(Derivation node, int from, int size) {
    int r = node.rule;
    int a = node.alt;
    int last = node.children.length - 1;
    int left = size;
    for (int j = from; j <= last; j++) {
      int s = j == last ? left : smallestSize(r, a, j, left);
      Derivation child = new Derivation(grammar.child(r, a, j), s, node, j);
      node.children[j] = child;
      work.push(child);
      left -= s;
    }
  }

  /** The smallest size of child {@code j} with terms, leaving a size the later children can fill. */
  int smallestSize(int r, int a, int j, int total) {
    return nextSize(r, a, j, total, -1);
  }

  /** The next size above {@code after} for child {@code j} out of {@code total}, or -1. */
  int nextSize(int r, int a, int j, int total, int after) {
    int child = grammar.child(r, a, j);
    for (int s = after + 1; s <= total; s++) {
      if (counts.count(child, s).signum() > 0 && counts.tail(r, a, j + 1, total - s).signum() > 0) {
        return s;
      }
    }
    return -1;
  }
}
