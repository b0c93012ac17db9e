package io.tamis.enumerator.order;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.Grammar;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Derivation to index, the inverse of {@link Unranker}. The offset of a node is linear in the
 * offsets of its children ({@code base + sum(offset_j * weight_j)}), so one top-down pass with the
 * product of weights on an explicit stack adds up the whole index.
 */
public final class Ranker {
  private final Counts counts;
  private final Grammar grammar;
  private final Unranker unranker;

  public Ranker(Counts counts) {
    this.counts = counts;
    this.grammar = counts.grammar();
    this.unranker = new Unranker(counts);
  }

  /** The global index of a test (a derivation of the start rule). */
  public BigInteger test(Derivation root) {
    if (root.rule != grammar.start()) {
      throw new IllegalArgumentException("not a derivation of the start rule: " + root);
    }
    return counts.testsUpTo(root.size - 1).add(term(root));
  }

  /** The offset of {@code root} among the terms of its rule and size. */
  public BigInteger term(Derivation root) {
    BigInteger sum = BigInteger.ZERO;
    Deque<Derivation> nodes = new ArrayDeque<>();
    Deque<BigInteger> weights = new ArrayDeque<>();
    nodes.push(root);
    weights.push(BigInteger.ONE);
    while (!nodes.isEmpty()) {
      Derivation node = nodes.pop();
      BigInteger weight = weights.pop();
      sum = sum.add(weight.multiply(base(node, nodes, weights, weight)));
    }
    return sum;
  }

  /** The node's own part of its offset; pushes its children with their weights. */
  private BigInteger base(Derivation node, Deque<Derivation> nodes, Deque<BigInteger> weights, BigInteger w) {
    int r = node.rule;
    int a = node.alt;
    BigInteger base = BigInteger.ZERO;
    for (int b = 0; b < a; b++) {
      base = base.add(counts.alternative(r, b, node.size));
    }
    int k = grammar.childCount(r, a);
    if (node.children.length != k) {
      throw new IllegalArgumentException("node " + node + " has " + node.children.length + " children, not " + k);
    }
    int total = node.size - grammar.cost(r, a);
    for (int j = 0; j < k; j++) {
      int s = node.children[j].size;
      if (s < 0 || s > total || (j == k - 1 && s != total)) {
        throw new IllegalArgumentException("children sizes of " + node + " do not add up");
      }
      if (j < k - 1) {
        base = base.add(unranker.skipped(r, a, j, total, s));
      }
      nodes.push(node.children[j]);
      weights.push(w.multiply(counts.tail(r, a, j + 1, total - s)));
      total -= s;
    }
    return base;
  }
}
