package io.tamis.core.reduce;

import io.tamis.core.script.Script;
import io.tamis.core.term.Apply;
import io.tamis.core.term.BottomUp;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.Comparator;
import java.util.regex.Pattern;

/**
 * How big a script is to the reducer, compared in this order: the nodes of its terms (as trees), its
 * text's length, and its leaves that are not a zero (a variable, 2 rather than 0, true rather than
 * false). A fresh constant in place of (= n 0) makes the text longer by its declaration but the terms
 * smaller, and the declaration of n often goes next; a rename or declare-const only shortens the text;
 * 0 in place of n at one place, or of 2, only makes a leaf plainer.
 */
record Size(long nodes, int length, long leaves) implements Comparable<Size> {
  private static final Comparator<Size> ORDER = Comparator.comparingLong(Size::nodes)
      .thenComparingInt(Size::length).thenComparingLong(Size::leaves);
  private static final Pattern ZERO = Pattern.compile("0|0\\.0|#b0+|#x0+|bv0|");

  static Size of(Script script, String text) {
    long nodes = 0;
    long leaves = 0;
    Object2ObjectOpenHashMap<Term, Long> counts = new Object2ObjectOpenHashMap<>();
    for (Term root : SubTermSet.roots(script)) {
      nodes = plus(nodes, root.size());
      leaves = plus(leaves, BottomUp.compute(root, counts, t -> leaves(t, counts)));
    }
    return new Size(nodes, text.length(), leaves);
  }

  /** The leaves of {@code t} as a tree that are not a zero; its arguments' counts are in {@code done}. */
  private static Long leaves(Term t, Object2ObjectOpenHashMap<Term, Long> done) {
    if (t.argCount() == 0) {
      boolean zero = t instanceof Constant c ? ZERO.matcher(c.text()).matches()
          : t instanceof Apply a && a.name().equals("false");
      return zero ? 0L : 1L;
    }
    long n = 0;
    for (int i = 0; i < t.argCount(); i++) {
      n = plus(n, done.get(t.arg(i)));
    }
    return n;
  }

  private static long plus(long a, long b) {
    long sum = a + b;
    return sum < 0 ? Long.MAX_VALUE : sum;
  }

  @Override
  public int compareTo(Size other) {
    return ORDER.compare(this, other);
  }
}
