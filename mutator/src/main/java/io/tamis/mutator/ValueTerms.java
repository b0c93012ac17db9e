package io.tamis.mutator;

import io.tamis.core.eval.BitVecValue;
import io.tamis.core.eval.BoolValue;
import io.tamis.core.eval.IntValue;
import io.tamis.core.eval.Rational;
import io.tamis.core.eval.RealValue;
import io.tamis.core.eval.StringValue;
import io.tamis.core.eval.Value;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.math.BigInteger;

/** Literal terms for values of a model: the constants diver and valfuzz put into a seed. */
public final class ValueTerms {
  private final TermFactory factory;
  private final SignatureTable table;

  public ValueTerms(TermFactory factory, SignatureTable table) {
    this.factory = factory;
    this.table = table;
  }

  /** The literal of {@code v} (Bool, Int, Real, String, bit-vector), or null for other kinds of value. */
  public Term of(Value v) {
    return switch (v) {
      case BoolValue b -> factory.apply(table.op(b == BoolValue.TRUE ? "true" : "false"), Sort.BOOL);
      case IntValue i -> integer(i.value());
      case RealValue r -> real(r.value());
      case StringValue s -> string(s);
      case BitVecValue b -> factory.constant(ConstantKind.BINARY, binary(b), Sort.bitVec(b.width()));
      default -> null;
    };
  }

  /** The number an Int or Real value stands for, or null. */
  public static Rational rational(Value v) {
    return switch (v) {
      case IntValue i -> Rational.of(i.value());
      case RealValue r -> r.value();
      default -> null;
    };
  }

  public Term integer(BigInteger n) {
    Term abs = factory.constant(ConstantKind.NUMERAL, n.abs().toString(), Sort.INT);
    return n.signum() < 0 ? factory.apply(table.op("-"), Sort.INT, abs) : abs;
  }

  public Term real(Rational q) {
    Term num = factory.constant(ConstantKind.DECIMAL, q.numerator().abs() + ".0", Sort.REAL);
    Term abs = q.isInteger() ? num : factory.apply(table.op("/"), Sort.REAL, num,
        factory.constant(ConstantKind.DECIMAL, q.denominator() + ".0", Sort.REAL));
    return q.signum() < 0 ? factory.apply(table.op("-"), Sort.REAL, abs) : abs;
  }

  /** A string constant's text is the literal between its quotes, with doubled quotes made single. */
  public Term string(StringValue s) {
    String literal = s.toString();
    String inner = literal.substring(1, literal.length() - 1).replace("\"\"", "\"");
    return factory.constant(ConstantKind.STRING, inner, Sort.STRING);
  }

  private static String binary(BitVecValue b) {
    String digits = b.bits().toString(2);
    return "#b" + "0".repeat(b.width() - digits.length()) + digits;
  }
}
