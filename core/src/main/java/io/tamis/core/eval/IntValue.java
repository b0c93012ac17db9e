package io.tamis.core.eval;

import java.math.BigInteger;

/** An exact integer. */
public record IntValue(BigInteger value) implements Value {
  static final IntValue ZERO = new IntValue(BigInteger.ZERO);
  static final IntValue MINUS_ONE = new IntValue(BigInteger.ONE.negate());

  public static IntValue of(long value) {
    return new IntValue(BigInteger.valueOf(value));
  }

  /** SMT-LIB text: {@code 5} or {@code (- 5)}. */
  @Override
  public String toString() {
    return value.signum() < 0 ? "(- " + value.negate() + ")" : value.toString();
  }
}
