package io.tamis.core.eval;

import java.math.BigDecimal;
import java.math.BigInteger;

/** An exact rational number in lowest terms with a positive denominator. */
public final class Rational implements Comparable<Rational> {
  public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
  public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

  private final BigInteger numerator;
  private final BigInteger denominator;

  private Rational(BigInteger numerator, BigInteger denominator) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  public static Rational of(BigInteger numerator, BigInteger denominator) {
    if (denominator.signum() == 0) {
      throw new ArithmeticException("rational with denominator 0: " + numerator + "/0");
    }
    if (denominator.signum() < 0) {
      numerator = numerator.negate();
      denominator = denominator.negate();
    }
    BigInteger gcd = numerator.gcd(denominator);
    if (!gcd.equals(BigInteger.ONE) && gcd.signum() != 0) {
      numerator = numerator.divide(gcd);
      denominator = denominator.divide(gcd);
    }
    return new Rational(numerator, denominator);
  }

  public static Rational of(long numerator, long denominator) {
    return of(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
  }

  public static Rational of(BigInteger integer) {
    return new Rational(integer, BigInteger.ONE);
  }

  /** A decimal literal such as {@code 12.50}. */
  public static Rational parseDecimal(String text) {
    BigDecimal d = new BigDecimal(text);
    return d.scale() <= 0 ? of(d.toBigIntegerExact())
        : of(d.unscaledValue(), BigInteger.TEN.pow(d.scale()));
  }

  public BigInteger numerator() {
    return numerator;
  }

  public BigInteger denominator() {
    return denominator;
  }

  public boolean isInteger() {
    return denominator.equals(BigInteger.ONE);
  }

  public int signum() {
    return numerator.signum();
  }

  public Rational add(Rational o) {
    if (isInteger() && o.isInteger()) {
      return new Rational(numerator.add(o.numerator), BigInteger.ONE);
    }
    return of(numerator.multiply(o.denominator).add(o.numerator.multiply(denominator)),
        denominator.multiply(o.denominator));
  }

  public Rational subtract(Rational o) {
    return add(o.negate());
  }

  public Rational multiply(Rational o) {
    return of(numerator.multiply(o.numerator), denominator.multiply(o.denominator));
  }

  /** {@code this / o}; {@code o} must not be zero. */
  public Rational divide(Rational o) {
    return of(numerator.multiply(o.denominator), denominator.multiply(o.numerator));
  }

  public Rational negate() {
    return new Rational(numerator.negate(), denominator);
  }

  public Rational abs() {
    return signum() < 0 ? negate() : this;
  }

  /** The largest integer not above this number. */
  public BigInteger floor() {
    BigInteger[] qr = numerator.divideAndRemainder(denominator);
    return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
  }

  @Override
  public int compareTo(Rational o) {
    return numerator.multiply(o.denominator).compareTo(o.numerator.multiply(denominator));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rational r && numerator.equals(r.numerator) && denominator.equals(r.denominator);
  }

  @Override
  public int hashCode() {
    return numerator.hashCode() * 31 + denominator.hashCode();
  }

  /** SMT-LIB text: {@code 2.0}, {@code (- 2.0)}, {@code (/ 1.0 3.0)}, {@code (- (/ 1.0 3.0))}. */
  @Override
  public String toString() {
    String magnitude = isInteger() ? numerator.abs() + ".0"
        : "(/ " + numerator.abs() + ".0 " + denominator + ".0)";
    return signum() < 0 ? "(- " + magnitude + ")" : magnitude;
  }
}
