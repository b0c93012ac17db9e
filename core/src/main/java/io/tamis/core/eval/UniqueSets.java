package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.math.BigInteger;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * z3's {@code ((as set.unique S) i n)} in a model: the i-th of its sets of n elements that it does not
 * list (z3 5's models of sets whose size it decided). A set of every element of a small finite sort
 * is known all the same; any other is unknown, with a reason that says so.
 */
final class UniqueSets {
  private UniqueSets() {}

  /** The value of {@code (set.unique index count)} of sort {@code set}, a {@code (FiniteSet E)}. */
  static Value value(Sort set, String index, BigInteger count, Model model) {
    String term = "(set.unique " + index + " " + count + ")";
    if (set.paramCount() != 1) {
      return Unknown.of(term + " of sort " + set + ", not a set sort");
    }
    Sort element = set.param(0);
    long size = Domains.size(element, model);
    if (size < 0 || size == Domains.LARGE || count.compareTo(BigInteger.valueOf(size)) < 0) {
      return Unknown.of("z3's " + term + " names a set of size " + count + " without its elements");
    }
    if (count.compareTo(BigInteger.valueOf(size)) > 0) {
      return Unknown.of("z3's " + term + " has more elements than " + element + " (" + size + ")");
    }
    List<Value> all = Domains.values(element, model, QuantifierFrame.LIMIT);
    return all == null ? Unknown.of("z3's " + term + " is every element of " + element + ", too many to list")
        : new SetValue(set, new LinkedHashSet<>(all));
  }
}
