package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import java.math.BigInteger;

/**
 * One application being evaluated: the term, its argument values and typed accessors. A machine
 * reuses a single instance, so operations must not keep it.
 */
final class Call {
  final Model model;
  private Regexes regexes;
  Apply term;
  Value[] args;

  Call(Model model) {
    this.model = model;
  }

  /** The machine's regular-expression factory, made on first use. */
  Regexes regexes() {
    if (regexes == null) {
      regexes = new Regexes();
    }
    return regexes;
  }

  Call at(Apply t, Value[] values) {
    this.term = t;
    this.args = values;
    return this;
  }

  int count() {
    return args.length;
  }

  Value arg(int i) {
    return args[i];
  }

  Sort sort() {
    return term.sort();
  }

  /** Numeric index {@code k} of the operator, as in {@code (_ extract 7 0)}. */
  int index(int k) {
    return Integer.parseInt(term.index(k));
  }

  boolean bool(int i) {
    return args[i] == BoolValue.TRUE;
  }

  BigInteger integer(int i) {
    return args[i] instanceof IntValue v ? v.value() : ((RealValue) args[i]).value().floor();
  }

  Rational rational(int i) {
    return args[i] instanceof IntValue v ? Rational.of(v.value()) : ((RealValue) args[i]).value();
  }

  /** True when every argument is an integer value (Int arithmetic applies). */
  boolean allIntegers() {
    for (Value v : args) {
      if (!(v instanceof IntValue)) {
        return false;
      }
    }
    return true;
  }

  StringValue string(int i) {
    return (StringValue) args[i];
  }

  BitVecValue bv(int i) {
    return (BitVecValue) args[i];
  }

  BigInteger bits(int i) {
    return ((BitVecValue) args[i]).bits();
  }

  FloatValue fp(int i) {
    return (FloatValue) args[i];
  }

  RoundingModeValue mode(int i) {
    return (RoundingModeValue) args[i];
  }

  Regex regex(int i) {
    return ((RegLanValue) args[i]).regex();
  }

  RegLanValue lang(Regex r) {
    return new RegLanValue(r);
  }
}
