package io.tamis.core.op;

import java.util.List;

/**
 * An index expression of a signature, such as {@code m+n} or {@code i-j+1}: a sum of terms, each a
 * coefficient times a product of index variables (slots).
 */
final class IndexExpr {
  private final long[] coefficients;
  private final int[][] slots;
  private final String text;

  private IndexExpr(long[] coefficients, int[][] slots, String text) {
    this.coefficients = coefficients;
    this.slots = slots;
    this.text = text;
  }

  /** Parses {@code text}; index variable names resolve to slots through {@code slotOf}. */
  static IndexExpr parse(String text, java.util.function.ToIntFunction<String> slotOf) {
    List<String> terms = new java.util.ArrayList<>();
    List<Long> signs = new java.util.ArrayList<>();
    int start = 0;
    long sign = 1;
    for (int i = 1; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == '+' || text.charAt(i) == '-') {
        terms.add(text.substring(start, i));
        signs.add(sign);
        if (i < text.length()) {
          sign = text.charAt(i) == '-' ? -1 : 1;
        }
        start = i + 1;
      }
    }
    long[] coefficients = new long[terms.size()];
    int[][] slots = new int[terms.size()][];
    for (int t = 0; t < terms.size(); t++) {
      coefficients[t] = signs.get(t);
      List<Integer> vars = new java.util.ArrayList<>();
      for (String factor : terms.get(t).split("\\*")) {
        if (factor.isEmpty()) {
          throw new IllegalArgumentException("bad index expression '" + text + "'");
        }
        if (Character.isDigit(factor.charAt(0))) {
          coefficients[t] *= Long.parseLong(factor);
        } else {
          vars.add(slotOf.applyAsInt(factor));
        }
      }
      slots[t] = vars.stream().mapToInt(Integer::intValue).toArray();
    }
    return new IndexExpr(coefficients, slots, text);
  }

  /** A single variable: matching binds it directly. */
  int singleSlot() {
    return coefficients.length == 1 && coefficients[0] == 1 && slots[0].length == 1 ? slots[0][0] : -1;
  }

  /** Binds or checks against {@code value}; false when it cannot hold. */
  boolean match(long value, Bindings env) {
    int unknownTerm = -1;
    long known = 0;
    for (int t = 0; t < slots.length; t++) {
      if (allBound(slots[t], env)) {
        known += term(t, env);
      } else if (unknownTerm >= 0 || slots[t].length != 1 || Math.abs(coefficients[t]) != 1) {
        return false;
      } else {
        unknownTerm = t;
      }
    }
    if (unknownTerm < 0) {
      return known == value;
    }
    env.bindIndex(slots[unknownTerm][0], (value - known) * coefficients[unknownTerm]);
    return true;
  }

  /** The value under {@code env}, or {@code Long.MIN_VALUE} when a variable is unbound. */
  long evaluate(Bindings env) {
    long sum = 0;
    for (int t = 0; t < slots.length; t++) {
      if (!allBound(slots[t], env)) {
        return Long.MIN_VALUE;
      }
      sum += term(t, env);
    }
    return sum;
  }

  private long term(int t, Bindings env) {
    long product = coefficients[t];
    for (int slot : slots[t]) {
      product *= env.index(slot);
    }
    return product;
  }

  private static boolean allBound(int[] vars, Bindings env) {
    for (int slot : vars) {
      if (!env.isIndexBound(slot)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return text;
  }
}
