package io.tamis.enumerator;

import io.tamis.enumerator.count.Counts;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * The bounded guarantee of a prefix of the enumeration: the first {@code n} tests cover every size
 * up to k completely and a share of size k+1.
 */
public final class Coverage {
  private Coverage() {}

  /**
   * ": all tests up to size k, plus x% of size k+1" for the tests {@code 0..n-1}; "" when {@code n}
   * is 0.
   */
  public static String ofPrefix(Counts counts, BigInteger n) {
    if (n.signum() <= 0) {
      return "";
    }
    int next = counts.sizeOf(n.subtract(BigInteger.ONE));
    boolean complete = counts.testsUpTo(next).equals(n);
    int full = complete ? next : next - 1;
    StringBuilder line = new StringBuilder(full >= 0 ? ": all tests up to size " + full : ":");
    if (!complete) {
      BigInteger done = full >= 0 ? n.subtract(counts.testsUpTo(full)) : n;
      BigDecimal share = new BigDecimal(done).multiply(BigDecimal.valueOf(100))
          .divide(new BigDecimal(counts.tests(next)), MathContext.DECIMAL64);
      line.append(full >= 0 ? ", plus " : " ").append(share.round(new MathContext(3)).toPlainString())
          .append("% of size ").append(next);
    }
    return line.toString();
  }
}
