package io.tamis.mutator;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Every occurrence a predicate accepts in a script's assertions, listed once, so one is drawn in
 * O(1) instead of by a weighted descent. Worth it for a script mutated again and again by
 * mutations that keep the shape of its trees (opfuzz swaps operators, never arguments): the same
 * paths lead to the same places in every such mutant. The trees are kept as parent links, 8
 * bytes per node.
 */
public final class OccurrenceList {
  /** Per tree node: its parent node, or -1 - command for the root of an assertion. */
  private final int[] parent;
  /** Per tree node: which argument of its parent it is. */
  private final int[] argument;
  private final int[] wanted;

  private OccurrenceList(int[] parent, int[] argument, int[] wanted) {
    this.parent = parent;
    this.argument = argument;
    this.wanted = wanted;
  }

  /** The occurrences of {@code script} that {@code wanted} accepts; null when its trees exceed {@code maxNodes}. */
  public static OccurrenceList of(Script script, Predicate<Term> wanted, long maxNodes) {
    long nodes = 0;
    for (Command c : script.commands()) {
      nodes = c instanceof Command.Assert a ? Positions.add(nodes, a.term().size()) : nodes;
    }
    if (nodes > maxNodes) {
      return null;
    }
    IntArrayList parent = new IntArrayList();
    IntArrayList argument = new IntArrayList();
    IntArrayList listed = new IntArrayList();
    List<Term> terms = new ArrayList<>();
    for (int i = 0; i < script.commands().size(); i++) {
      if (script.commands().get(i) instanceof Command.Assert a) {
        terms.add(a.term());
        parent.add(-1 - i);
        argument.add(0);
      }
    }
    // Breadth first: a node's number is its index in terms, its children come later.
    for (int n = 0; n < terms.size(); n++) {
      Term t = terms.get(n);
      if (!(t instanceof Annotation) && wanted.test(t)) {
        listed.add(n);
      }
      for (int k = 0; k < Positions.descendable(t); k++) {
        terms.add(t.arg(k));
        parent.add(n);
        argument.add(k);
      }
    }
    return new OccurrenceList(parent.toIntArray(), argument.toIntArray(), listed.toIntArray());
  }

  public int size() {
    return wanted.length;
  }

  /** A uniformly drawn occurrence, found in {@code script} (which has the listed script's shape); null when empty. */
  public Position sample(Script script, RandomSource random) {
    if (wanted.length == 0) {
      return null;
    }
    int node = wanted[random.nextInt(wanted.length)];
    int depth = 0;
    for (int n = node; parent[n] >= 0; n = parent[n]) {
      depth++;
    }
    int[] path = new int[depth];
    int n = node;
    for (int k = depth - 1; k >= 0; k--) {
      path[k] = argument[n];
      n = parent[n];
    }
    return Positions.at(script, -1 - parent[n], path);
  }
}
