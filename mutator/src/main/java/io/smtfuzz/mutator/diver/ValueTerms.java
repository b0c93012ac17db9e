package io.smtfuzz.mutator.diver;

import io.smtfuzz.core.eval.BoolValue;
import io.smtfuzz.core.eval.IntValue;
import io.smtfuzz.core.eval.Rational;
import io.smtfuzz.core.eval.RealValue;
import io.smtfuzz.core.eval.Value;
import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.ConstantKind;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.TermFactory;
import java.math.BigInteger;

/** Literal terms for Bool, Int and Real values: the constants diver adds to a seed's own. */
final class ValueTerms {
  private final TermFactory factory;
  private final SignatureTable table;

  ValueTerms(TermFactory factory, SignatureTable table) {
    this.factory = factory;
    this.table = table;
  }

  /** The literal of {@code v}, or null for other kinds of value. */
  Term of(Value v) {
    return switch (v) {
      case BoolValue b -> factory.apply(table.op(b == BoolValue.TRUE ? "true" : "false"), Sort.BOOL);
      case IntValue i -> integer(i.value());
      case RealValue r -> real(r.value());
      default -> null;
    };
  }

  /** The number an Int or Real value stands for, or null. */
  static Rational rational(Value v) {
    return switch (v) {
      case IntValue i -> Rational.of(i.value());
      case RealValue r -> r.value();
      default -> null;
    };
  }

  Term integer(BigInteger n) {
    Term abs = factory.constant(ConstantKind.NUMERAL, n.abs().toString(), Sort.INT);
    return n.signum() < 0 ? factory.apply(table.op("-"), Sort.INT, abs) : abs;
  }

  Term real(Rational q) {
    Term num = factory.constant(ConstantKind.DECIMAL, q.numerator().abs() + ".0", Sort.REAL);
    Term abs = q.isInteger() ? num : factory.apply(table.op("/"), Sort.REAL, num,
        factory.constant(ConstantKind.DECIMAL, q.denominator() + ".0", Sort.REAL));
    return q.signum() < 0 ? factory.apply(table.op("-"), Sort.REAL, abs) : abs;
  }
}
