package io.tamis.core.eval;

import io.tamis.core.term.Constant;
import java.math.BigInteger;

/** The values of literal constants. */
final class Literals {
  private Literals() {}

  static Value of(Constant c) {
    return switch (c.kind()) {
      case NUMERAL -> Values.coerce(c.sort(), new IntValue(new BigInteger(c.text())));
      case DECIMAL -> new RealValue(Rational.parseDecimal(c.text()));
      case HEXADECIMAL -> new BitVecValue(c.sort().width(), new BigInteger(c.text().substring(2), 16));
      case BINARY -> new BitVecValue(c.sort().width(), new BigInteger(c.text().substring(2), 2));
      case BITVEC_NUMERAL -> BitVecValue.of(c.sort().width(), new BigInteger(c.text().substring(2)));
      case STRING -> StringValue.wrap(StringLiterals.decode(c.text()));
      case CHAR -> character(c.text());
      case RATIONAL -> rational(c.text());
      case FIELD -> Unknown.of("no evaluation rule for finite-field elements");
    };
  }

  private static Value rational(String text) {
    int slash = text.indexOf('/');
    BigInteger denominator = new BigInteger(text.substring(slash + 1));
    return denominator.signum() == 0 ? Unknown.of(text + " has a zero denominator")
        : new RealValue(Rational.of(new BigInteger(text.substring(0, slash)), denominator));
  }

  /** {@code (_ char #xH)}: a one-character string, or unknown beyond the code point range. */
  private static Value character(String hex) {
    int code = Integer.parseInt(hex.substring(2), 16);
    return code <= StringValue.MAX_CODE_POINT ? StringValue.of(code)
        : Unknown.of("(_ char " + hex + ") is beyond 0x2FFFF");
  }
}
