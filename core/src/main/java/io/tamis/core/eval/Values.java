package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.util.Collection;
import java.util.stream.Collectors;

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

  /**
   * A set or a sequence as SMT-LIB text: {@code (as E S)} when empty, one {@code (U e)}, or {@code (J (U e1) ...)}
   * (E, U, J: the theory's empty, unit and join operators).
   */
  static String collection(String empty, String unit, String join, Sort sort, Collection<Value> elements) {
    if (elements.isEmpty()) {
      return "(as " + empty + " " + sort + ")";
    }
    String units = elements.stream().map(e -> "(" + unit + " " + e + ")").collect(Collectors.joining(" "));
    return elements.size() == 1 ? units : "(" + join + " " + units + ")";
  }
}
