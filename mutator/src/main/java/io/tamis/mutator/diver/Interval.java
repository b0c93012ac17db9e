package io.tamis.mutator.diver;

import io.tamis.core.eval.Rational;

/** A range of numbers a sub-term may take without changing the truth of its assertion; null bounds are open. */
record Interval(Rational lo, Rational hi) {
  static final Interval ALL = new Interval(null, null);
  private static final Rational THOUSAND = Rational.of(1000, 1);

  static Interval point(Rational v) {
    return new Interval(v, v);
  }

  Interval shift(Rational d) {
    return new Interval(lo == null ? null : lo.add(d), hi == null ? null : hi.add(d));
  }

  /** {@code d - x} for x in this interval. */
  Interval subtractedFrom(Rational d) {
    return new Interval(hi == null ? null : d.subtract(hi), lo == null ? null : d.subtract(lo));
  }

  /** Diver's weight: 1 when unbounded, else min(1, (hi - lo + 1) / 1000). */
  double looseness() {
    if (lo == null || hi == null) {
      return 1.0;
    }
    Rational width = hi.subtract(lo).add(Rational.ONE);
    return width.compareTo(THOUSAND) >= 0 ? 1.0 : Math.max(0.001, width.numerator().doubleValue()
        / width.denominator().doubleValue() / 1000);
  }
}
