package io.tamis.core.eval;

/** An exact rational. */
public record RealValue(Rational value) implements Value {
  public static RealValue of(long numerator, long denominator) {
    return new RealValue(Rational.of(numerator, denominator));
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
