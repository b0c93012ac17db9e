package io.tamis.enumerator.order;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.Grammar;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Index to derivation. Inside one rule and size: alternatives in order; for the children of an
 * alternative, the size of the first child ascending, then the first child major and the rest
 * (nested to the right) minor. Decodes on an explicit stack of (node, offset) pairs.
 */
public final class Unranker {
  private final Counts counts;
  private final Grammar grammar;

  public Unranker(Counts counts) {
    this.counts = counts;
    this.grammar = counts.grammar();
  }

  /** The test with global index {@code index}: tests are numbered by size, then in order. */
  public Derivation test(BigInteger index) {
    int size = counts.sizeOf(index);
    return term(grammar.start(), size, index.subtract(counts.testsUpTo(size - 1)));
  }

  /** Term number {@code offset} (from 0) among the terms of {@code rule} of {@code size}. */
  public Derivation term(int rule, int size, BigInteger offset) {
    BigInteger total = counts.count(rule, size);
    if (offset.signum() < 0 || offset.compareTo(total) >= 0) {
      throw new IllegalArgumentException("offset " + offset + " outside 0.." + total + " of rule "
          + grammar.rules().get(rule).name() + " at size " + size);
    }
    Derivation root = new Derivation(rule, size, null, 0);
    Deque<Derivation> nodes = new ArrayDeque<>();
    Deque<BigInteger> offsets = new ArrayDeque<>();
    nodes.push(root);
    offsets.push(offset);
    while (!nodes.isEmpty()) {
      decode(nodes.pop(), offsets.pop(), nodes, offsets);
    }
    return root;
  }

  private void decode(Derivation node, BigInteger offset, Deque<Derivation> nodes, Deque<BigInteger> offsets) {
    int r = node.rule;
    int a = 0;
    BigInteger left = offset;
    for (BigInteger c = counts.alternative(r, a, node.size); left.compareTo(c) >= 0;
        c = counts.alternative(r, ++a, node.size)) {
      left = left.subtract(c);
    }
    node.alt = a;
    int k = grammar.childCount(r, a);
    node.children = k == 0 ? Derivation.NONE : new Derivation[k];
    int total = node.size - grammar.cost(r, a);
    for (int j = 0; j < k; j++) {
      int s = j == k - 1 ? total : childSize(r, a, j, total, left);
      node.children[j] = new Derivation(grammar.child(r, a, j), s, node, j);
      nodes.push(node.children[j]);
      if (j == k - 1) {
        offsets.push(left);
        break;
      }
      left = left.subtract(skipped(r, a, j, total, s));
      BigInteger[] qr = left.divideAndRemainder(counts.tail(r, a, j + 1, total - s));
      offsets.push(qr[0]);
      left = qr[1];
      total -= s;
    }
  }

  /** The size of child {@code j}: the first whose block of terms reaches past {@code offset}. */
  private int childSize(int r, int a, int j, int total, BigInteger offset) {
    BigInteger left = offset;
    int child = grammar.child(r, a, j);
    for (int s = 0; s < total; s++) {
      BigInteger block = counts.count(child, s).multiply(counts.tail(r, a, j + 1, total - s));
      if (left.compareTo(block) < 0) {
        return s;
      }
      left = left.subtract(block);
    }
    return total;
  }

  /** Terms of the tail {@code j..} of {@code total} whose child {@code j} is smaller than {@code s}. */
  BigInteger skipped(int r, int a, int j, int total, int s) {
    BigInteger sum = BigInteger.ZERO;
    int child = grammar.child(r, a, j);
    for (int t = 0; t < s; t++) {
      sum = sum.add(counts.count(child, t).multiply(counts.tail(r, a, j + 1, total - t)));
    }
    return sum;
  }
}
