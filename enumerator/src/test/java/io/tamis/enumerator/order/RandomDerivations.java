package io.tamis.enumerator.order;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.Grammar;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;

/**
 * Random derivations built without ranking arithmetic: at every node a random alternative among
 * those with terms of the node's size, and random child sizes among those the tail can fill. Not
 * uniform, and independent of the unranker, which is the point.
 */
final class RandomDerivations {
  private final Counts counts;
  private final Grammar grammar;
  private final Fill fill;

  RandomDerivations(Counts counts) {
    this.counts = counts;
    this.grammar = counts.grammar();
    this.fill = new Fill(counts);
  }

  Derivation of(int rule, int size, SplittableRandom random) {
    Derivation root = new Derivation(rule, size, null, 0);
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Derivation node = work.pop();
      node.alt = randomAlternative(node, random);
      int k = grammar.childCount(node.rule, node.alt);
      node.children = k == 0 ? Derivation.NONE : new Derivation[k];
      int left = node.size - grammar.cost(node.rule, node.alt);
      for (int j = 0; j < k; j++) {
        int s = j == k - 1 ? left : randomSize(node, j, left, random);
        node.children[j] = new Derivation(grammar.child(node.rule, node.alt, j), s, node, j);
        work.push(node.children[j]);
        left -= s;
      }
    }
    return root;
  }

  private int randomAlternative(Derivation node, SplittableRandom random) {
    int n = grammar.alternativeCount(node.rule);
    while (true) {
      int a = random.nextInt(n);
      if (counts.alternative(node.rule, a, node.size).signum() > 0) {
        return a;
      }
    }
  }

  private int randomSize(Derivation node, int j, int total, SplittableRandom random) {
    while (true) {
      int s = random.nextInt(total + 1);
      if (fill.nextSize(node.rule, node.alt, j, total, s - 1) == s) {
        return s;
      }
    }
  }
}
