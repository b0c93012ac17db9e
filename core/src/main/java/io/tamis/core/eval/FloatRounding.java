package io.tamis.core.eval;

import java.math.BigInteger;

/**
 * Rounds exact rationals to IEEE 754 binary formats (the one rounding step behind every arithmetic
 * operation: add, multiply, divide, fma, conversions), with overflow to infinity or the largest
 * finite value as the rounding mode says, and gradual underflow.
 */
final class FloatRounding {
  private FloatRounding() {}

  /** {@code x} rounded to {@code (_ FloatingPoint eb sb)}; a zero {@code x} gives a zero of sign {@code negativeZero}. */
  static FloatValue round(Rational x, RoundingModeValue mode, int eb, int sb, boolean negativeZero) {
    if (x.signum() == 0) {
      return FloatValue.zero(eb, sb, negativeZero);
    }
    boolean negative = x.signum() < 0;
    Rational a = x.abs();
    int bias = (1 << (eb - 1)) - 1;
    long e = floorLog2(a);
    if (e > bias) {
      return overflow(mode, negative, eb, sb);
    }
    long quantum = Math.max(e, 1 - bias) - (sb - 1);
    BigInteger m = roundToInteger(scale(a, -quantum), mode, negative);
    return encode(negative, m, quantum, mode, eb, sb);
  }

  /** {@code a * 2^k}. */
  static Rational scale(Rational a, long k) {
    return k >= 0 ? a.multiply(Rational.of(BigInteger.ONE.shiftLeft((int) k)))
        : a.divide(Rational.of(BigInteger.ONE.shiftLeft((int) -k)));
  }

  /** The largest e with 2^e <= a, for a > 0. */
  static long floorLog2(Rational a) {
    long e = a.numerator().bitLength() - a.denominator().bitLength();
    return scale(Rational.ONE, e).compareTo(a) <= 0 ? e : e - 1;
  }

  /** The non-negative {@code r} rounded to an integer; {@code negative} is the sign of the number it is part of. */
  static BigInteger roundToInteger(Rational r, RoundingModeValue mode, boolean negative) {
    BigInteger floor = r.floor();
    Rational fraction = r.subtract(Rational.of(floor));
    if (fraction.signum() == 0) {
      return floor;
    }
    int half = fraction.compareTo(Rational.of(1, 2));
    boolean up = switch (mode) {
      case RTZ -> false;
      case RTP -> !negative;
      case RTN -> negative;
      case RNA -> half >= 0;
      case RNE -> half > 0 || (half == 0 && floor.testBit(0));
    };
    return up ? floor.add(BigInteger.ONE) : floor;
  }

  /** The float {@code m * 2^quantum} (exactly representable unless it overflows). */
  private static FloatValue encode(boolean negative, BigInteger m, long quantum, RoundingModeValue mode,
      int eb, int sb) {
    if (m.signum() == 0) {
      return FloatValue.zero(eb, sb, negative);
    }
    int bias = (1 << (eb - 1)) - 1;
    long e = quantum + m.bitLength() - 1;
    if (e > bias) {
      return overflow(mode, negative, eb, sb);
    }
    if (e < 1 - bias) {
      return FloatValue.of(eb, sb, negative, BigInteger.ZERO, m);
    }
    int shift = sb - m.bitLength();
    BigInteger full = shift >= 0 ? m.shiftLeft(shift) : m.shiftRight(-shift);
    return FloatValue.of(eb, sb, negative, BigInteger.valueOf(e + bias), full.clearBit(sb - 1));
  }

  static FloatValue overflow(RoundingModeValue mode, boolean negative, int eb, int sb) {
    boolean infinite = switch (mode) {
      case RNE, RNA -> true;
      case RTZ -> false;
      case RTP -> !negative;
      case RTN -> negative;
    };
    return infinite ? FloatValue.infinity(eb, sb, negative) : largest(eb, sb, negative);
  }

  private static FloatValue largest(int eb, int sb, boolean negative) {
    return FloatValue.of(eb, sb, negative, BitVecOps.mask(eb).subtract(BigInteger.ONE), BitVecOps.mask(sb - 1));
  }

  /** The correctly rounded square root of a positive rational. */
  static FloatValue sqrt(Rational a, RoundingModeValue mode, int eb, int sb) {
    int bias = (1 << (eb - 1)) - 1;
    long e = Math.floorDiv(floorLog2(a), 2);
    long quantum = Math.max(e, 1 - bias) - (sb - 1);
    Rational t = scale(a, -2 * quantum);
    BigInteger m = t.floor().sqrt();
    Rational square = Rational.of(m.multiply(m));
    if (!square.equals(t)) {
      Rational mid = Rational.of(m.shiftLeft(1).add(BigInteger.ONE).pow(2), BigInteger.valueOf(4));
      int half = t.compareTo(mid);
      boolean up = switch (mode) {
        case RTZ, RTN -> false;
        case RTP -> true;
        case RNA -> half >= 0;
        case RNE -> half > 0 || (half == 0 && m.testBit(0));
      };
      m = up ? m.add(BigInteger.ONE) : m;
    }
    return encode(false, m, quantum, mode, eb, sb);
  }
}
