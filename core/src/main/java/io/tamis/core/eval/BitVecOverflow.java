package io.tamis.core.eval;

import java.math.BigInteger;
import java.util.function.BinaryOperator;

/** Overflow predicates: cvc5's {@code bv?addo}-style and z3's {@code bv?mul_noovfl}. */
final class BitVecOverflow {
  private BitVecOverflow() {}

  static void register(Operations ops) {
    ops.add(c -> unsignedOverflow(c, BigInteger::add), "bvuaddo");
    ops.add(c -> unsignedOverflow(c, BigInteger::multiply), "bvumulo");
    ops.add(c -> unsignedOverflow(c, BigInteger::subtract), "bvusubo");
    ops.add(c -> signedOverflow(c, BigInteger::add), "bvsaddo");
    ops.add(c -> signedOverflow(c, BigInteger::multiply), "bvsmulo");
    ops.add(c -> signedOverflow(c, BigInteger::subtract), "bvssubo");
    ops.add(c -> BoolValue.of(c.bv(0).signed().equals(minSigned(c)) && c.bv(1).signed().equals(BigInteger.ONE.negate())),
        "bvsdivo");
    ops.add(c -> not(unsignedOverflow(c, BigInteger::multiply)), "bvumul_noovfl");
    ops.add(c -> BoolValue.of(product(c).compareTo(maxSigned(c)) <= 0), "bvsmul_noovfl");
    ops.add(c -> BoolValue.of(product(c).compareTo(minSigned(c)) >= 0), "bvsmul_noudfl");
  }

  private static BoolValue not(BoolValue b) {
    return BoolValue.of(!b.isTrue());
  }

  private static BoolValue unsignedOverflow(Call c, BinaryOperator<BigInteger> f) {
    BigInteger exact = f.apply(c.bits(0), c.bits(1));
    return BoolValue.of(exact.signum() < 0 || exact.bitLength() > c.bv(0).width());
  }

  private static BoolValue signedOverflow(Call c, BinaryOperator<BigInteger> f) {
    BigInteger exact = f.apply(c.bv(0).signed(), c.bv(1).signed());
    return BoolValue.of(exact.compareTo(maxSigned(c)) > 0 || exact.compareTo(minSigned(c)) < 0);
  }

  private static BigInteger product(Call c) {
    return c.bv(0).signed().multiply(c.bv(1).signed());
  }

  private static BigInteger maxSigned(Call c) {
    return BigInteger.ONE.shiftLeft(c.bv(0).width() - 1).subtract(BigInteger.ONE);
  }

  private static BigInteger minSigned(Call c) {
    return BigInteger.ONE.shiftLeft(c.bv(0).width() - 1).negate();
  }
}
