package io.tamis.mutator;

import io.tamis.core.term.Annotation;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * For each term, how many occurrences in its tree (as {@link Positions} descends it) a predicate
 * accepts: the weight under which {@link Positions#sample} picks one of them uniformly, in one
 * descent. Memoized by term id, so one instance serves the terms of one factory only.
 */
public final class Occurrences implements ToLongFunction<Term> {
  private final Predicate<Term> wanted;
  /** Count + 1 by term id; 0 when not known yet. */
  private long[] counts = new long[256];

  public Occurrences(Predicate<Term> wanted) {
    this.wanted = wanted;
  }

  @Override
  public long applyAsLong(Term t) {
    long c = known(t);
    if (c < 0) {
      count(t);
      c = known(t);
    }
    return c;
  }

  private long known(Term t) {
    return t.id() < counts.length ? counts[t.id()] - 1 : -1;
  }

  /** Counts {@code root} and the terms under it not counted yet, children first. */
  private void count(Term root) {
    List<Term> stack = new ArrayList<>(List.of(root));
    while (!stack.isEmpty()) {
      Term t = stack.get(stack.size() - 1);
      if (known(t) >= 0) {
        stack.remove(stack.size() - 1);
        continue;
      }
      int n = Positions.descendable(t);
      boolean ready = true;
      for (int i = 0; i < n; i++) {
        if (known(t.arg(i)) < 0) {
          stack.add(t.arg(i));
          ready = false;
        }
      }
      if (ready) {
        stack.remove(stack.size() - 1);
        long c = !(t instanceof Annotation) && wanted.test(t) ? 1 : 0;
        for (int i = 0; i < n; i++) {
          c = Positions.add(c, known(t.arg(i)));
        }
        put(t, c);
      }
    }
  }

  private void put(Term t, long c) {
    if (t.id() >= counts.length) {
      counts = Arrays.copyOf(counts, Math.max(2 * counts.length, t.id() + 1));
    }
    counts[t.id()] = c == Long.MAX_VALUE ? c : c + 1;
  }
}
