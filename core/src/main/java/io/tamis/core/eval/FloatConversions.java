package io.tamis.core.eval;

import java.math.BigInteger;

/** Conversions to and from floating point: the {@code to_fp} family, {@code fp.to_ubv/sbv/real/ieee_bv}. */
final class FloatConversions {
  private FloatConversions() {}

  static void register(Operations ops) {
    ops.add(FloatConversions::toFp, "to_fp");
    ops.add(c -> FloatValue.ofBits(FloatOps.eb(c), FloatOps.sb(c), c.bits(0)), "to_fp_bv");
    ops.add(c -> fromFloat(c, c.fp(1)), "to_fp_fp");
    ops.add(c -> fromRational(c, c.rational(1)), "to_fp_real");
    ops.add(c -> fromRational(c, Rational.of(c.bv(1).signed())), "to_fp_signed");
    ops.add(c -> fromRational(c, Rational.of(c.bits(1))), "to_fp_unsigned");
    ops.add(c -> toBitVec(c, false), "fp.to_ubv");
    ops.add(c -> toBitVec(c, true), "fp.to_sbv");
    ops.add(c -> c.fp(0).isFinite() ? new RealValue(c.fp(0).toRational())
        : Unknown.of("fp.to_real of " + c.fp(0) + " is not specified"), "fp.to_real");
    ops.add(c -> c.fp(0).isNaN() ? Unknown.of("fp.to_ieee_bv of NaN is not specified")
        : new BitVecValue(c.fp(0).exponentBits() + c.fp(0).significandBits(), c.fp(0).bits()), "fp.to_ieee_bv");
  }

  /** {@code (_ to_fp e s)} applied to a bit pattern, a float, a real, a signed bit-vector or a triple. */
  private static Value toFp(Call c) {
    if (c.count() == 1) {
      return FloatValue.ofBits(FloatOps.eb(c), FloatOps.sb(c), c.bits(0));
    }
    if (c.count() == 3 && c.arg(0) instanceof BitVecValue) {
      return FloatValue.of(FloatOps.eb(c), FloatOps.sb(c), c.bits(0).testBit(0), c.bits(1), c.bits(2));
    }
    if (c.count() != 2) {
      return Unknown.of("no evaluation rule for this form of to_fp: " + c.term.argCount() + " arguments");
    }
    return switch (c.arg(1)) {
      case FloatValue f -> fromFloat(c, f);
      case BitVecValue b -> fromRational(c, Rational.of(b.signed()));
      default -> fromRational(c, c.rational(1));
    };
  }

  private static Value fromFloat(Call c, FloatValue f) {
    int eb = FloatOps.eb(c);
    int sb = FloatOps.sb(c);
    if (f.isNaN()) {
      return FloatValue.nan(eb, sb);
    }
    if (f.isInfinite()) {
      return FloatValue.infinity(eb, sb, f.sign());
    }
    return FloatRounding.round(f.toRational(), c.mode(0), eb, sb, f.sign());
  }

  private static Value fromRational(Call c, Rational r) {
    return FloatRounding.round(r, c.mode(0), FloatOps.eb(c), FloatOps.sb(c), false);
  }

  /** {@code (_ fp.to_ubv m)} and {@code (_ fp.to_sbv m)}: unknown for NaN, infinities and out of range. */
  private static Value toBitVec(Call c, boolean signed) {
    FloatValue f = c.fp(1);
    int m = c.index(0);
    if (!f.isFinite()) {
      return Unknown.of("conversion of " + f + " to a bit-vector is not specified");
    }
    Rational r = f.toRational();
    BigInteger n = FloatRounding.roundToInteger(r.abs(), c.mode(0), r.signum() < 0);
    n = r.signum() < 0 ? n.negate() : n;
    BigInteger low = signed ? BigInteger.ONE.shiftLeft(m - 1).negate() : BigInteger.ZERO;
    BigInteger high = signed ? BigInteger.ONE.shiftLeft(m - 1) : BigInteger.ONE.shiftLeft(m);
    if (n.compareTo(low) < 0 || n.compareTo(high) >= 0) {
      return Unknown.of("conversion of " + f + " to " + m + " bits is out of range");
    }
    return BitVecValue.of(m, n);
  }
}
