package io.tamis.mutator;

import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * The let bindings that enclose a place in printed text, outermost first: each name's number,
 * the span of its value and how many binders enclose the binding.
 */
final class LetScope {
  private final IntArrayList entries = new IntArrayList();

  void clear() {
    entries.clear();
  }

  void bind(int number, int valueFrom, int valueTo, int binders) {
    entries.add(number);
    entries.add(valueFrom);
    entries.add(valueTo);
    entries.add(binders);
  }

  /** Number of bindings. */
  int size() {
    return entries.size() / 4;
  }

  /** The innermost binding of {@code number}, or -1. */
  int find(int number) {
    for (int k = entries.size() - 4; k >= 0; k -= 4) {
      if (entries.getInt(k) == number) {
        return k;
      }
    }
    return -1;
  }

  int valueFrom(int binding) {
    return entries.getInt(binding + 1);
  }

  int valueTo(int binding) {
    return entries.getInt(binding + 2);
  }

  int binders(int binding) {
    return entries.getInt(binding + 3);
  }

  /** True when every binding's value is a closed term (mentions no bound variable). */
  boolean allClosed(LetIndex names) {
    for (int k = 0; k < entries.size(); k += 4) {
      if (!names.term(entries.getInt(k)).isClosed()) {
        return false;
      }
    }
    return true;
  }
}
