package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.math.BigInteger;
import java.util.function.IntPredicate;

/**
 * Ints, Reals and their mix: exact arithmetic; {@code div} and {@code mod} are Euclidean (the
 * remainder is never negative). Division by zero ({@code /}, {@code div}, {@code mod}) is left to the
 * model's {@code /0}, {@code div0} and {@code mod0}; without them it is unknown.
 */
final class ArithOps {
  private static final int MAX_EXPONENT = 1 << 16;

  private ArithOps() {}

  static void register(Operations ops) {
    ops.add(ArithOps::add, "+");
    ops.add(ArithOps::subtract, "-");
    ops.add(ArithOps::multiply, "*");
    ops.addPartial("/", "/0", ArithOps::zeroDivisor, ArithOps::divide);
    ops.addPartial("div", "div0", ArithOps::zeroDivisor, c -> fold(c, ArithOps::div));
    ops.addPartial("mod", "mod0", ArithOps::zeroDivisor, c -> new IntValue(mod(c.integer(0), c.integer(1))));
    ops.addPartial("div0", "div0", c -> true, c -> null);
    ops.addPartial("mod0", "mod0", c -> true, c -> null);
    ops.addPartial("rem", "rem0", ArithOps::zeroDivisor, ArithOps::rem);
    ops.add(c -> number(c, c.rational(0).abs()), "abs");
    ops.add(c -> compare(c, r -> r <= 0), "<=");
    ops.add(c -> compare(c, r -> r < 0), "<");
    ops.add(c -> compare(c, r -> r >= 0), ">=");
    ops.add(c -> compare(c, r -> r > 0), ">");
    ops.add(c -> new RealValue(c.rational(0)), "to_real");
    ops.add(c -> new IntValue(c.rational(0).floor()), "to_int");
    ops.add(c -> BoolValue.of(c.rational(0).isInteger()), "is_int");
    ops.add(c -> BoolValue.of(mod(c.integer(0), BigInteger.valueOf(c.index(0))).signum() == 0), "divisible");
    ops.add(ArithOps::power, "^");
    ops.add(ArithOps::pow2, "int.pow2");
    ops.add(ArithOps::iand, "iand");
  }

  /** An Int value when the result sort is Int and the value is integral, else a Real value. */
  static Value number(Call c, Rational r) {
    return c.sort() == Sort.INT && r.isInteger() ? new IntValue(r.numerator()) : new RealValue(r);
  }

  private static Value add(Call c) {
    if (c.allIntegers()) {
      BigInteger sum = c.integer(0);
      for (int i = 1; i < c.count(); i++) {
        sum = sum.add(c.integer(i));
      }
      return number(c, Rational.of(sum));
    }
    Rational sum = c.rational(0);
    for (int i = 1; i < c.count(); i++) {
      sum = sum.add(c.rational(i));
    }
    return number(c, sum);
  }

  private static Value subtract(Call c) {
    if (c.count() == 1) {
      return number(c, c.rational(0).negate());
    }
    Rational result = c.rational(0);
    for (int i = 1; i < c.count(); i++) {
      result = result.subtract(c.rational(i));
    }
    return number(c, result);
  }

  private static Value multiply(Call c) {
    Rational product = c.rational(0);
    for (int i = 1; i < c.count(); i++) {
      product = product.multiply(c.rational(i));
    }
    return number(c, product);
  }

  private static boolean zeroDivisor(Call c) {
    for (int i = 1; i < c.count(); i++) {
      if (c.rational(i).signum() == 0) {
        return true;
      }
    }
    return false;
  }

  private static Value divide(Call c) {
    Rational result = c.rational(0);
    for (int i = 1; i < c.count(); i++) {
      result = result.divide(c.rational(i));
    }
    return new RealValue(result);
  }

  private interface IntFold {
    BigInteger apply(BigInteger a, BigInteger b);
  }

  private static Value fold(Call c, IntFold f) {
    BigInteger result = c.integer(0);
    for (int i = 1; i < c.count(); i++) {
      result = f.apply(result, c.integer(i));
    }
    return new IntValue(result);
  }

  /** Euclidean remainder: {@code 0 <= r < |b|}. */
  static BigInteger mod(BigInteger a, BigInteger b) {
    return a.mod(b.abs());
  }

  /** Euclidean quotient: {@code a = b*q + r} with {@code 0 <= r < |b|}. */
  static BigInteger div(BigInteger a, BigInteger b) {
    return a.subtract(mod(a, b)).divide(b);
  }

  /** z3's rem: the Euclidean remainder with the sign of the divisor applied. */
  private static Value rem(Call c) {
    BigInteger m = mod(c.integer(0), c.integer(1));
    return new IntValue(c.integer(1).signum() < 0 ? m.negate() : m);
  }

  private static Value compare(Call c, IntPredicate holds) {
    for (int i = 0; i + 1 < c.count(); i++) {
      int cmp = c.allIntegers() ? c.integer(i).compareTo(c.integer(i + 1))
          : c.rational(i).compareTo(c.rational(i + 1));
      if (!holds.test(cmp)) {
        return BoolValue.FALSE;
      }
    }
    return BoolValue.TRUE;
  }

  /** Exact powers with an integral exponent; 0^0, 0^-n, fractional or huge exponents are unknown. */
  private static Value power(Call c) {
    Rational base = c.rational(0);
    Rational exponent = c.rational(1);
    if (!exponent.isInteger() || exponent.numerator().abs().compareTo(BigInteger.valueOf(MAX_EXPONENT)) > 0) {
      return Unknown.of("(^ " + c.arg(0) + " " + c.arg(1) + "): exponent not a small integer");
    }
    int n = exponent.numerator().intValue();
    if (base.signum() == 0 && n <= 0 || n < 0 && c.sort() == Sort.INT) {
      return Unknown.of("(^ " + c.arg(0) + " " + c.arg(1) + ") is not specified");
    }
    Rational magnitude = Rational.of(base.numerator().pow(Math.abs(n)), base.denominator().pow(Math.abs(n)));
    return number(c, n < 0 ? Rational.ONE.divide(magnitude) : magnitude);
  }

  /** cvc5's int.pow2: 2^n, and 0 for negative n. */
  private static Value pow2(Call c) {
    BigInteger n = c.integer(0);
    if (n.compareTo(BigInteger.valueOf(MAX_EXPONENT)) > 0) {
      return Unknown.of("(int.pow2 " + n + ") too large");
    }
    return new IntValue(n.signum() < 0 ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(n.intValue()));
  }

  /** cvc5's (_ iand n): the bitwise and of both arguments modulo 2^n. */
  private static Value iand(Call c) {
    BigInteger mask = BitVecOps.mask(c.index(0));
    return new IntValue(c.integer(0).and(mask).and(c.integer(1).and(mask)));
  }
}
