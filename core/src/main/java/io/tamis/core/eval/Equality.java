package io.tamis.core.eval;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * SMT-LIB {@code =} on values: true, false or unknown. Ints and Reals compare by number, floating
 * point by identity (NaN equals NaN, +0 differs from -0), arrays extensionally: two arrays that differ
 * only in their constant base are still equal when their stores cover a finite index domain.
 */
final class Equality {
  private Equality() {}

  static Value equal(Value a, Value b, Model model) {
    if (a.isUnknown()) {
      return a;
    }
    if (b.isUnknown()) {
      return b;
    }
    if (a instanceof ArrayValue x && b instanceof ArrayValue y) {
      return arrays(x, y, model);
    }
    if (a instanceof SeqValue x && b instanceof SeqValue y) {
      return sequences(x, y, model);
    }
    if (a instanceof RegLanValue x && b instanceof RegLanValue y) {
      return x.equals(y) ? BoolValue.TRUE : Unknown.of("equality of two regular languages");
    }
    if (a instanceof IntValue x && b instanceof RealValue y) {
      return BoolValue.of(Rational.of(x.value()).equals(y.value()));
    }
    if (a instanceof RealValue x && b instanceof IntValue y) {
      return BoolValue.of(x.value().equals(Rational.of(y.value())));
    }
    return BoolValue.of(a.equals(b));
  }

  /** Element by element, which may be arrays: equal lengths and every pair equal. */
  private static Value sequences(SeqValue a, SeqValue b, Model model) {
    if (a.length() != b.length()) {
      return BoolValue.FALSE;
    }
    Value all = BoolValue.TRUE;
    for (int i = 0; i < a.length(); i++) {
      Value eq = equal(a.elements().get(i), b.elements().get(i), model);
      if (eq == BoolValue.FALSE) {
        return eq;
      }
      all = all == BoolValue.TRUE ? eq : all;
    }
    return all;
  }

  private static Value arrays(ArrayValue a, ArrayValue b, Model model) {
    if (a.function() != null || b.function() != null) {
      return a.equals(b) ? BoolValue.TRUE : Unknown.of("extensional equality of arrays given by functions");
    }
    Set<Value> keys = new LinkedHashSet<>(a.stores().keySet());
    keys.addAll(b.stores().keySet());
    Value unknown = null;
    for (Value k : keys) {
      Value eq = equal(a.lookup(k), b.lookup(k), model);
      if (eq == BoolValue.FALSE) {
        return eq;
      }
      unknown = unknown == null && eq.isUnknown() ? eq : unknown;
    }
    Value bases = equal(a.constantElement(), b.constantElement(), model);
    long domain = Domains.size(a.sort().param(0), model);
    boolean covered = domain >= 0 && domain <= keys.size();
    if (bases == BoolValue.TRUE || covered) {
      return unknown != null ? unknown : BoolValue.TRUE;
    }
    if (bases == BoolValue.FALSE && domain > keys.size()) {
      return bases;
    }
    return unknown != null ? unknown : bases.isUnknown() ? bases
        : Unknown.of("array equality over an index sort of unknown size: " + a.sort().param(0));
  }
}
