package io.tamis.core.eval;

/**
 * IEEE 754 arithmetic: the special cases (NaN, infinities, signed zeros) here, finite results as the
 * exact rational rounded once by {@link FloatRounding}.
 */
final class FloatArithmetic {
  private FloatArithmetic() {}

  static void register(Operations ops) {
    ops.add(c -> add(c.mode(0), c.fp(1), c.fp(2), false), "fp.add");
    ops.add(c -> add(c.mode(0), c.fp(1), c.fp(2), true), "fp.sub");
    ops.add(c -> multiply(c.mode(0), c.fp(1), c.fp(2)), "fp.mul");
    ops.add(c -> divide(c.mode(0), c.fp(1), c.fp(2)), "fp.div");
    ops.add(c -> fma(c.mode(0), c.fp(1), c.fp(2), c.fp(3)), "fp.fma");
    ops.add(c -> sqrt(c.mode(0), c.fp(1)), "fp.sqrt");
    ops.add(c -> remainder(c.fp(0), c.fp(1)), "fp.rem");
    ops.add(c -> roundToIntegral(c.mode(0), c.fp(1)), "fp.roundToIntegral");
    ops.add(c -> minMax(c.fp(0), c.fp(1), true), "fp.min");
    ops.add(c -> minMax(c.fp(0), c.fp(1), false), "fp.max");
  }

  private static FloatValue nan(FloatValue like) {
    return FloatValue.nan(like.exponentBits(), like.significandBits());
  }

  private static FloatValue infinity(FloatValue like, boolean negative) {
    return FloatValue.infinity(like.exponentBits(), like.significandBits(), negative);
  }

  private static FloatValue zero(FloatValue like, boolean negative) {
    return FloatValue.zero(like.exponentBits(), like.significandBits(), negative);
  }

  static FloatValue round(Rational r, RoundingModeValue mode, FloatValue like, boolean negativeZero) {
    return FloatRounding.round(r, mode, like.exponentBits(), like.significandBits(), negativeZero);
  }

  /** x + y, or x - y when {@code subtract}. */
  static FloatValue add(RoundingModeValue mode, FloatValue x, FloatValue y, boolean subtract) {
    boolean ySign = y.sign() != subtract;
    if (x.isNaN() || y.isNaN() || (x.isInfinite() && y.isInfinite() && x.sign() != ySign)) {
      return nan(x);
    }
    if (x.isInfinite() || y.isInfinite()) {
      return infinity(x, x.isInfinite() ? x.sign() : ySign);
    }
    return sum(mode, x, ySign, y.isZero() ? Rational.ZERO : y.toRational().abs(), x.sign() && ySign);
  }

  /** x + (-1)^ySign * yMagnitude, finite; an exact zero sum is -0 for two negative terms or RTN. */
  private static FloatValue sum(RoundingModeValue mode, FloatValue x, boolean ySign, Rational yMagnitude,
      boolean bothNegative) {
    Rational y = ySign ? yMagnitude.negate() : yMagnitude;
    Rational exact = x.toRational().add(y);
    boolean negativeZero = bothNegative || (mode == RoundingModeValue.RTN && !(x.isZero() && yMagnitude.signum() == 0
        && !x.sign() && !ySign));
    return round(exact, mode, x, negativeZero);
  }

  static FloatValue multiply(RoundingModeValue mode, FloatValue x, FloatValue y) {
    boolean negative = x.sign() != y.sign();
    if (x.isNaN() || y.isNaN() || (x.isInfinite() && y.isZero()) || (x.isZero() && y.isInfinite())) {
      return nan(x);
    }
    if (x.isInfinite() || y.isInfinite()) {
      return infinity(x, negative);
    }
    return round(x.toRational().multiply(y.toRational()), mode, x, negative);
  }

  static FloatValue divide(RoundingModeValue mode, FloatValue x, FloatValue y) {
    boolean negative = x.sign() != y.sign();
    if (x.isNaN() || y.isNaN() || (x.isInfinite() && y.isInfinite()) || (x.isZero() && y.isZero())) {
      return nan(x);
    }
    if (x.isInfinite() || y.isZero()) {
      return infinity(x, negative);
    }
    if (y.isInfinite()) {
      return zero(x, negative);
    }
    return round(x.toRational().divide(y.toRational()), mode, x, negative);
  }

  /** x * y + z with one rounding. */
  static FloatValue fma(RoundingModeValue mode, FloatValue x, FloatValue y, FloatValue z) {
    boolean productSign = x.sign() != y.sign();
    boolean productInfinite = x.isInfinite() || y.isInfinite();
    if (x.isNaN() || y.isNaN() || z.isNaN() || (x.isInfinite() && y.isZero()) || (x.isZero() && y.isInfinite())
        || (productInfinite && z.isInfinite() && productSign != z.sign())) {
      return nan(x);
    }
    if (productInfinite || z.isInfinite()) {
      return infinity(x, productInfinite ? productSign : z.sign());
    }
    Rational product = x.toRational().multiply(y.toRational());
    return sum(mode, z, productSign, product.abs(), z.sign() && productSign);
  }

  static FloatValue sqrt(RoundingModeValue mode, FloatValue x) {
    if (x.isNaN() || (x.sign() && !x.isZero())) {
      return nan(x);
    }
    if (x.isZero() || x.isInfinite()) {
      return x;
    }
    return FloatRounding.sqrt(x.toRational(), mode, x.exponentBits(), x.significandBits());
  }

  /** IEEE remainder: x - y*n with n the integer nearest x/y (ties to even); exact. */
  static FloatValue remainder(FloatValue x, FloatValue y) {
    if (x.isNaN() || y.isNaN() || x.isInfinite() || y.isZero()) {
      return nan(x);
    }
    if (y.isInfinite() || x.isZero()) {
      return x;
    }
    Rational q = x.toRational().divide(y.toRational());
    Rational n = Rational.of(FloatRounding.roundToInteger(q.abs(), RoundingModeValue.RNE, q.signum() < 0));
    Rational exact = x.toRational().subtract(y.toRational().multiply(q.signum() < 0 ? n.negate() : n));
    return round(exact, RoundingModeValue.RNE, x, x.sign());
  }

  static FloatValue roundToIntegral(RoundingModeValue mode, FloatValue x) {
    if (!x.isFinite() || x.isZero()) {
      return x;
    }
    Rational r = x.toRational();
    Rational n = Rational.of(FloatRounding.roundToInteger(r.abs(), mode, r.signum() < 0));
    return round(r.signum() < 0 ? n.negate() : n, RoundingModeValue.RNE, x, x.sign());
  }

  /** min or max; NaN loses; +0 against -0 is not specified (unknown). */
  static Value minMax(FloatValue x, FloatValue y, boolean min) {
    if (x.isNaN() || y.isNaN()) {
      return x.isNaN() ? y : x;
    }
    if (x.isZero() && y.isZero() && x.sign() != y.sign()) {
      return Unknown.of((min ? "fp.min" : "fp.max") + " of +0 and -0 is not specified");
    }
    int cmp = FloatOps.compare(x, y);
    return (min ? cmp <= 0 : cmp >= 0) ? x : y;
  }
}
