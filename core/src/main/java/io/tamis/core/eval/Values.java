package io.tamis.core.eval;

import io.tamis.core.sort.Sort;

/** Small helpers on values. */
final class Values {
  private Values() {}

  /** An Int value where the sort is Real becomes the same Real (SMT-LIB's implicit to_real). */
  static Value coerce(Sort sort, Value v) {
    return sort == Sort.REAL && v instanceof IntValue i ? new RealValue(Rational.of(i.value())) : v;
  }

  /** The first unknown of {@code values}, or null. */
  static Value firstUnknown(Value[] values) {
    for (Value v : values) {
      if (v.isUnknown()) {
        return v;
      }
    }
    return null;
  }
}
