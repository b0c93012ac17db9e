package io.tamis.core.eval;

import java.math.BigInteger;

/**
 * An IEEE 754 binary floating-point value of {@code (_ FloatingPoint eb sb)}: sign, {@code eb}
 * exponent bits and {@code sb - 1} trailing significand bits. There is one NaN (SMT-LIB has no NaN
 * payloads), so {@code equals} is SMT-LIB's {@code =}: NaN equals NaN, +0 differs from -0.
 */
public final class FloatValue implements Value {
  private final int eb;
  private final int sb;
  private final BigInteger bits;

  private FloatValue(int eb, int sb, BigInteger bits) {
    this.eb = eb;
    this.sb = sb;
    this.bits = bits;
  }

  /** The value with IEEE bit pattern {@code bits} ({@code eb + sb} bits); every NaN is the NaN. */
  public static FloatValue ofBits(int eb, int sb, BigInteger bits) {
    FloatValue v = new FloatValue(eb, sb, bits);
    return v.isNaN() ? nan(eb, sb) : v;
  }

  /** {@code (fp sign exponent significand)}. */
  public static FloatValue of(int eb, int sb, boolean negative, BigInteger exponent, BigInteger significand) {
    BigInteger b = exponent.shiftLeft(sb - 1).or(significand);
    return ofBits(eb, sb, negative ? b.setBit(eb + sb - 1) : b);
  }

  public static FloatValue nan(int eb, int sb) {
    return new FloatValue(eb, sb, BitVecOps.mask(eb).shiftLeft(sb - 1).setBit(sb - 2));
  }

  public static FloatValue infinity(int eb, int sb, boolean negative) {
    return of(eb, sb, negative, BitVecOps.mask(eb), BigInteger.ZERO);
  }

  public static FloatValue zero(int eb, int sb, boolean negative) {
    return of(eb, sb, negative, BigInteger.ZERO, BigInteger.ZERO);
  }

  public int exponentBits() {
    return eb;
  }

  public int significandBits() {
    return sb;
  }

  /** The IEEE bit pattern. */
  public BigInteger bits() {
    return bits;
  }

  BigInteger exponent() {
    return bits.shiftRight(sb - 1).and(BitVecOps.mask(eb));
  }

  BigInteger significand() {
    return bits.and(BitVecOps.mask(sb - 1));
  }

  boolean sign() {
    return bits.testBit(eb + sb - 1);
  }

  private boolean exponentAllOnes() {
    return exponent().equals(BitVecOps.mask(eb));
  }

  public boolean isNaN() {
    return exponentAllOnes() && significand().signum() != 0;
  }

  public boolean isInfinite() {
    return exponentAllOnes() && significand().signum() == 0;
  }

  public boolean isZero() {
    return exponent().signum() == 0 && significand().signum() == 0;
  }

  public boolean isSubnormal() {
    return exponent().signum() == 0 && significand().signum() != 0;
  }

  public boolean isNormal() {
    return exponent().signum() != 0 && !exponentAllOnes();
  }

  public boolean isNegative() {
    return sign() && !isNaN();
  }

  public boolean isPositive() {
    return !sign() && !isNaN();
  }

  boolean isFinite() {
    return !exponentAllOnes();
  }

  /** The exact value of a finite float. */
  public Rational toRational() {
    if (!isFinite()) {
      throw new ArithmeticException("not finite: " + this);
    }
    int bias = (1 << (eb - 1)) - 1;
    boolean subnormal = exponent().signum() == 0;
    BigInteger mantissa = subnormal ? significand() : significand().setBit(sb - 1);
    int scale = (subnormal ? 1 : exponent().intValue()) - bias - (sb - 1);
    Rational r = scale >= 0 ? Rational.of(mantissa.shiftLeft(scale))
        : Rational.of(mantissa, BigInteger.ONE.shiftLeft(-scale));
    return sign() ? r.negate() : r;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FloatValue f && f.eb == eb && f.sb == sb && f.bits.equals(bits);
  }

  @Override
  public int hashCode() {
    return bits.hashCode() * 31 + eb * 7 + sb;
  }

  /** {@code (fp #b0 #b.. #b..)}, or {@code (_ NaN eb sb)}. */
  @Override
  public String toString() {
    if (isNaN()) {
      return "(_ NaN " + eb + " " + sb + ")";
    }
    return "(fp " + new BitVecValue(1, sign() ? BigInteger.ONE : BigInteger.ZERO) + " #b"
        + binary(exponent(), eb) + " #b" + binary(significand(), sb - 1) + ")";
  }

  private static String binary(BigInteger v, int width) {
    String digits = v.toString(2);
    return "0".repeat(width - digits.length()) + digits;
  }
}
