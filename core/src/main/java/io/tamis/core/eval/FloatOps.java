package io.tamis.core.eval;

import java.util.function.IntPredicate;

/**
 * FloatingPoint: literals, classification, comparisons and IEEE 754 arithmetic (exact result, one
 * rounding). Values the standard leaves unspecified ({@code fp.min} of +0 and -0, {@code fp.to_real}
 * of infinities and NaN, {@code fp.to_ubv} out of range) are unknown.
 */
final class FloatOps {
  private FloatOps() {}

  static void register(Operations ops) {
    for (RoundingModeValue m : RoundingModeValue.values()) {
      ops.add(c -> m, m.name());
    }
    ops.add(c -> RoundingModeValue.RNE, "roundNearestTiesToEven");
    ops.add(c -> RoundingModeValue.RNA, "roundNearestTiesToAway");
    ops.add(c -> RoundingModeValue.RTP, "roundTowardPositive");
    ops.add(c -> RoundingModeValue.RTN, "roundTowardNegative");
    ops.add(c -> RoundingModeValue.RTZ, "roundTowardZero");
    ops.add(c -> FloatValue.of(eb(c), sb(c), c.bits(0).testBit(0), c.bits(1), c.bits(2)), "fp");
    ops.add(c -> FloatValue.zero(eb(c), sb(c), false), "+zero");
    ops.add(c -> FloatValue.zero(eb(c), sb(c), true), "-zero");
    ops.add(c -> FloatValue.infinity(eb(c), sb(c), false), "+oo");
    ops.add(c -> FloatValue.infinity(eb(c), sb(c), true), "-oo");
    ops.add(c -> FloatValue.nan(eb(c), sb(c)), "NaN");
    ops.add(c -> negate(c.fp(0), c.fp(0).sign()), "fp.neg");
    ops.add(c -> negate(c.fp(0), true), "fp.abs");
    registerClassification(ops);
    registerComparisons(ops);
    FloatArithmetic.register(ops);
    FloatConversions.register(ops);
  }

  static int eb(Call c) {
    return c.sort().numericIndex(0);
  }

  static int sb(Call c) {
    return c.sort().numericIndex(1);
  }

  /** {@code x} with the sign bit cleared when {@code clear}, else set (NaN stays NaN). */
  private static FloatValue negate(FloatValue x, boolean clear) {
    if (x.isNaN()) {
      return x;
    }
    int top = x.exponentBits() + x.significandBits() - 1;
    return FloatValue.ofBits(x.exponentBits(), x.significandBits(), clear ? x.bits().clearBit(top) : x.bits().setBit(top));
  }

  private static void registerClassification(Operations ops) {
    ops.add(c -> BoolValue.of(c.fp(0).isNormal()), "fp.isNormal");
    ops.add(c -> BoolValue.of(c.fp(0).isSubnormal()), "fp.isSubnormal");
    ops.add(c -> BoolValue.of(c.fp(0).isZero()), "fp.isZero");
    ops.add(c -> BoolValue.of(c.fp(0).isInfinite()), "fp.isInfinite");
    ops.add(c -> BoolValue.of(c.fp(0).isNaN()), "fp.isNaN");
    ops.add(c -> BoolValue.of(c.fp(0).isNegative()), "fp.isNegative");
    ops.add(c -> BoolValue.of(c.fp(0).isPositive()), "fp.isPositive");
  }

  private static void registerComparisons(Operations ops) {
    ops.add(c -> chain(c, r -> r == 0), "fp.eq");
    ops.add(c -> chain(c, r -> r < 0), "fp.lt");
    ops.add(c -> chain(c, r -> r <= 0), "fp.leq");
    ops.add(c -> chain(c, r -> r > 0), "fp.gt");
    ops.add(c -> chain(c, r -> r >= 0), "fp.geq");
  }

  /** IEEE comparison of neighbours: false with NaN, +0 = -0. */
  private static Value chain(Call c, IntPredicate holds) {
    for (int i = 0; i + 1 < c.count(); i++) {
      FloatValue a = c.fp(i);
      FloatValue b = c.fp(i + 1);
      if (a.isNaN() || b.isNaN() || !holds.test(compare(a, b))) {
        return BoolValue.FALSE;
      }
    }
    return BoolValue.TRUE;
  }

  /** Numeric order of two non-NaN floats. */
  static int compare(FloatValue a, FloatValue b) {
    if (a.isInfinite() || b.isInfinite()) {
      return Integer.compare(rank(a), rank(b));
    }
    return a.toRational().compareTo(b.toRational());
  }

  private static int rank(FloatValue v) {
    return v.isInfinite() ? (v.sign() ? -1 : 1) : 0;
  }
}
