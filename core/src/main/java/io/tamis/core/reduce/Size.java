package io.tamis.core.reduce;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Script;
import io.tamis.core.term.Apply;
import io.tamis.core.term.BottomUp;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.Comparator;

/**
 * How big a script is to the reducer, compared in this order: the nodes of its terms (as trees), its
 * text's length, and the places its terms apply a symbol of the script's own (a variable rather than a
 * literal). A fresh constant in place of (= n 0) makes the text longer by its declaration but the terms
 * smaller, and the declaration of n often goes next; a rename or declare-const only shortens the text;
 * 0 in place of n at one place only trades a symbol for a literal.
 */
record Size(long nodes, int length, long symbols) implements Comparable<Size> {
  private static final Comparator<Size> ORDER = Comparator.comparingLong(Size::nodes)
      .thenComparingInt(Size::length).thenComparingLong(Size::symbols);

  static Size of(Script script, String text) {
    long nodes = 0;
    long symbols = 0;
    Object2ObjectOpenHashMap<Term, Long> uses = new Object2ObjectOpenHashMap<>();
    for (Term root : SubTermSet.roots(script)) {
      nodes = plus(nodes, root.size());
      symbols = plus(symbols, BottomUp.compute(root, uses, t -> own(t, uses)));
    }
    return new Size(nodes, text.length(), symbols);
  }

  /** Applications of the script's own symbols in {@code t} as a tree; its arguments' counts are in {@code done}. */
  private static Long own(Term t, Object2ObjectOpenHashMap<Term, Long> done) {
    long n = t instanceof Apply a && a.op() instanceof FunctionSymbol ? 1 : 0;
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
