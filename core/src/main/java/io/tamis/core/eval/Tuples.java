package io.tamis.core.eval;

import java.util.ArrayList;
import java.util.List;

/** The cartesian product of value lists, in odometer order, capped. */
final class Tuples {
  private Tuples() {}

  /** All tuples, or an empty list when a factor is null; at most {@code limit} tuples. */
  static List<List<Value>> of(List<List<Value>> factors, int limit) {
    List<List<Value>> out = new ArrayList<>();
    for (List<Value> f : factors) {
      if (f == null || f.isEmpty()) {
        return out;
      }
    }
    int[] digits = new int[factors.size()];
    while (out.size() < limit) {
      List<Value> tuple = new ArrayList<>(digits.length);
      for (int i = 0; i < digits.length; i++) {
        tuple.add(factors.get(i).get(digits[i]));
      }
      out.add(tuple);
      if (!advance(digits, factors)) {
        break;
      }
    }
    return out;
  }

  private static boolean advance(int[] digits, List<List<Value>> factors) {
    for (int i = digits.length - 1; i >= 0; i--) {
      if (++digits[i] < factors.get(i).size()) {
        return true;
      }
      digits[i] = 0;
    }
    return false;
  }
}
