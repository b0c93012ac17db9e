package io.tamis.core.eval;

import java.math.BigInteger;
import java.util.function.BinaryOperator;
import java.util.function.IntPredicate;

/**
 * Fixed-size bit-vectors (SMT-LIB 2.6, where division by zero is total: {@code bvudiv} by 0 is all
 * ones, {@code bvurem} by 0 is the dividend), plus the z3 and cvc5 extensions of the signature table.
 */
final class BitVecOps {
  private BitVecOps() {}

  static BigInteger mask(int width) {
    return BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
  }

  static void register(Operations ops) {
    ops.add(BitVecOps::concat, "concat");
    ops.add(c -> bits(c, c.bits(0).shiftRight(c.index(1))), "extract");
    ops.add(c -> bits(c, c.bits(0).not()), "bvnot");
    ops.add(c -> bits(c, c.bits(0).negate()), "bvneg");
    ops.add(c -> fold(c, BigInteger::and), "bvand");
    ops.add(c -> fold(c, BigInteger::or), "bvor");
    ops.add(c -> fold(c, BigInteger::xor), "bvxor");
    ops.add(c -> fold(c, BigInteger::add), "bvadd");
    ops.add(c -> fold(c, BigInteger::multiply), "bvmul");
    ops.add(c -> fold(c, BigInteger::subtract), "bvsub");
    registerArithmetic(ops);
    registerShifts(ops);
    registerComparisons(ops);
    registerConversions(ops);
    BitVecOverflow.register(ops);
  }

  private static void registerArithmetic(Operations ops) {
    ops.add(c -> bits(c, c.bits(0).and(c.bits(1)).not()), "bvnand");
    ops.add(c -> bits(c, c.bits(0).or(c.bits(1)).not()), "bvnor");
    ops.add(c -> bits(c, c.bits(0).xor(c.bits(1)).not()), "bvxnor");
    ops.add(c -> BitVecValue.of(1, c.bits(0).equals(c.bits(1)) ? 1 : 0), "bvcomp");
    ops.add(c -> bits(c, udiv(c.bits(0), c.bits(1), width(c))), "bvudiv");
    ops.add(c -> bits(c, urem(c.bits(0), c.bits(1))), "bvurem");
    ops.add(c -> bits(c, sdiv(c.bv(0), c.bv(1))), "bvsdiv");
    ops.add(c -> bits(c, srem(c.bv(0), c.bv(1))), "bvsrem");
    ops.add(c -> bits(c, smod(c.bv(0), c.bv(1))), "bvsmod");
  }

  private static void registerShifts(Operations ops) {
    ops.add(c -> bits(c, shift(c) < 0 ? BigInteger.ZERO : c.bits(0).shiftLeft(shift(c))), "bvshl");
    ops.add(c -> bits(c, shift(c) < 0 ? BigInteger.ZERO : c.bits(0).shiftRight(shift(c))), "bvlshr");
    ops.add(c -> bits(c, c.bv(0).signed().shiftRight(shift(c) < 0 ? width(c) : shift(c))), "bvashr");
    ops.add(c -> bits(c, repeat(c.bv(0), c.index(0))), "repeat");
    ops.add(c -> bits(c, c.bits(0)), "zero_extend");
    ops.add(c -> bits(c, c.bv(0).signed()), "sign_extend");
    ops.add(c -> bits(c, rotateLeft(c.bv(0), c.index(0))), "rotate_left");
    ops.add(c -> bits(c, rotateLeft(c.bv(0), -c.index(0))), "rotate_right");
    ops.add(c -> bits(c, rotateLeft(c.bv(0), amount(c))), "ext_rotate_left");
    ops.add(c -> bits(c, rotateLeft(c.bv(0), -amount(c))), "ext_rotate_right");
  }

  private static void registerComparisons(Operations ops) {
    ops.add(c -> unsigned(c, r -> r < 0), "bvult");
    ops.add(c -> unsigned(c, r -> r <= 0), "bvule");
    ops.add(c -> unsigned(c, r -> r > 0), "bvugt");
    ops.add(c -> unsigned(c, r -> r >= 0), "bvuge");
    ops.add(c -> signed(c, r -> r < 0), "bvslt");
    ops.add(c -> signed(c, r -> r <= 0), "bvsle");
    ops.add(c -> signed(c, r -> r > 0), "bvsgt");
    ops.add(c -> signed(c, r -> r >= 0), "bvsge");
  }

  private static void registerConversions(Operations ops) {
    ops.add(c -> new IntValue(c.bits(0)), "bv2nat", "bv2int");
    ops.add(c -> BitVecValue.of(c.index(0), c.integer(0)), "int2bv");
    ops.add(c -> BitVecValue.of(1, c.bits(0).signum() != 0 ? 1 : 0), "bvredor");
    ops.add(c -> BitVecValue.of(1, c.bits(0).equals(mask(c.bv(0).width())) ? 1 : 0), "bvredand");
    ops.add(c -> BoolValue.of(c.bits(0).testBit(c.index(0))), "bit2bool");
    ops.addPartial("bvudiv_i", "bvudiv0", c -> c.bits(1).signum() == 0,
        c -> bits(c, c.bits(0).divide(c.bits(1))));
    ops.addPartial("bvurem_i", "bvurem0", c -> c.bits(1).signum() == 0, c -> bits(c, c.bits(0).mod(c.bits(1))));
    ops.addPartial("bvsdiv_i", "bvsdiv0", c -> c.bits(1).signum() == 0, c -> bits(c, sdiv(c.bv(0), c.bv(1))));
    ops.addPartial("bvsrem_i", "bvsrem0", c -> c.bits(1).signum() == 0, c -> bits(c, srem(c.bv(0), c.bv(1))));
    ops.addPartial("bvsmod_i", "bvsmod0", c -> c.bits(1).signum() == 0, c -> bits(c, smod(c.bv(0), c.bv(1))));
    for (String name : new String[] {"bvudiv0", "bvsdiv0", "bvurem0", "bvsrem0", "bvsmod0"}) {
      ops.addPartial(name, name, c -> true, c -> null);
    }
  }

  static int width(Call c) {
    return c.sort().width();
  }

  /** The value {@code v} modulo 2^width of the result sort. */
  static BitVecValue bits(Call c, BigInteger v) {
    return BitVecValue.of(width(c), v);
  }

  private static Value fold(Call c, BinaryOperator<BigInteger> f) {
    BigInteger result = c.bits(0);
    for (int i = 1; i < c.count(); i++) {
      result = f.apply(result, c.bits(i)).and(mask(width(c)));
    }
    return bits(c, result);
  }

  private static Value concat(Call c) {
    BigInteger result = BigInteger.ZERO;
    for (int i = 0; i < c.count(); i++) {
      result = result.shiftLeft(c.bv(i).width()).or(c.bits(i));
    }
    return bits(c, result);
  }

  /** The shift amount of argument 1, or -1 when it is at least the width. */
  private static int shift(Call c) {
    BigInteger amount = c.bits(1);
    return amount.compareTo(BigInteger.valueOf(width(c))) >= 0 ? -1 : amount.intValue();
  }

  private static int amount(Call c) {
    return c.bits(1).mod(BigInteger.valueOf(width(c))).intValue();
  }

  static BigInteger udiv(BigInteger a, BigInteger b, int width) {
    return b.signum() == 0 ? mask(width) : a.divide(b);
  }

  static BigInteger urem(BigInteger a, BigInteger b) {
    return b.signum() == 0 ? a : a.mod(b);
  }

  /** SMT-LIB's bvsdiv: bvudiv on magnitudes, negated when the signs differ. */
  static BigInteger sdiv(BitVecValue s, BitVecValue t) {
    BigInteger q = udiv(s.signed().abs(), t.signed().abs(), s.width());
    return s.signed().signum() < 0 != t.signed().signum() < 0 ? q.negate() : q;
  }

  /** SMT-LIB's bvsrem: the sign follows the dividend. */
  static BigInteger srem(BitVecValue s, BitVecValue t) {
    BigInteger r = urem(s.signed().abs(), t.signed().abs());
    return s.signed().signum() < 0 ? r.negate() : r;
  }

  /** SMT-LIB's bvsmod: the sign follows the divisor. */
  static BigInteger smod(BitVecValue s, BitVecValue t) {
    BigInteger u = urem(s.signed().abs(), t.signed().abs());
    if (u.signum() == 0 || t.bits().signum() == 0) {
      return t.bits().signum() == 0 ? s.bits() : u;
    }
    boolean sNeg = s.signed().signum() < 0;
    boolean tNeg = t.signed().signum() < 0;
    if (!sNeg && !tNeg) {
      return u;
    }
    if (sNeg && tNeg) {
      return u.negate();
    }
    return sNeg ? t.bits().subtract(u) : u.add(t.signed());
  }

  private static BigInteger repeat(BitVecValue v, int times) {
    BigInteger result = BigInteger.ZERO;
    for (int i = 0; i < times; i++) {
      result = result.shiftLeft(v.width()).or(v.bits());
    }
    return result;
  }

  private static BigInteger rotateLeft(BitVecValue v, int by) {
    int w = v.width();
    int k = Math.floorMod(by, w);
    return v.bits().shiftLeft(k).or(v.bits().shiftRight(w - k)).and(mask(w));
  }

  private static Value unsigned(Call c, IntPredicate holds) {
    return BoolValue.of(holds.test(c.bits(0).compareTo(c.bits(1))));
  }

  private static Value signed(Call c, IntPredicate holds) {
    return BoolValue.of(holds.test(c.bv(0).signed().compareTo(c.bv(1).signed())));
  }
}
