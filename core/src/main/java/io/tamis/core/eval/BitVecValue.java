package io.tamis.core.eval;

import java.math.BigInteger;

/** A bit-vector of {@code width} bits; {@code bits} is its unsigned value, below 2^width. */
public record BitVecValue(int width, BigInteger bits) implements Value {
  public BitVecValue {
    if (width < 1 || bits.signum() < 0 || bits.bitLength() > width) {
      throw new IllegalArgumentException("bad bit-vector: " + bits + " in " + width + " bits");
    }
  }

  /** {@code value} modulo 2^width (negative values in two's complement). */
  public static BitVecValue of(int width, BigInteger value) {
    return new BitVecValue(width, value.signum() >= 0 && value.bitLength() <= width ? value
        : value.and(BitVecOps.mask(width)));
  }

  public static BitVecValue of(int width, long value) {
    return of(width, BigInteger.valueOf(value));
  }

  /** The two's complement value. */
  public BigInteger signed() {
    return bits.testBit(width - 1) ? bits.subtract(BigInteger.ONE.shiftLeft(width)) : bits;
  }

  /** SMT-LIB text: {@code #x..} when the width is a multiple of 4, else {@code #b..}. */
  @Override
  public String toString() {
    boolean hex = width % 4 == 0;
    String digits = bits.toString(hex ? 16 : 2);
    int length = hex ? width / 4 : width;
    return (hex ? "#x" : "#b") + "0".repeat(length - digits.length()) + digits;
  }
}
