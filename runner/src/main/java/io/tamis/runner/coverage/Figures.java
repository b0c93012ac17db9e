package io.tamis.runner.coverage;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Lines and functions hit and found, as lcov's summary counts them. */
public record Figures(long linesHit, long linesFound, long functionsHit, long functionsFound) {
  public static final Figures NONE = new Figures(0, 0, 0, 0);

  public Figures plus(Figures o) {
    return new Figures(linesHit + o.linesHit, linesFound + o.linesFound, functionsHit + o.functionsHit,
        functionsFound + o.functionsFound);
  }

  /** {@code 8322/104628 (8.0%)}. */
  public String lines() {
    return linesHit + "/" + linesFound + " (" + percent(linesHit, linesFound) + ")";
  }

  public String functions() {
    return functionsHit + "/" + functionsFound + " (" + percent(functionsHit, functionsFound) + ")";
  }

  /**
   * One decimal, rounded as lcov's printf rounds it, except that a share above 0 never shows as 0.0% and one below all
   * never as 100.0% (lcov's rule too): a directory with one line hit is not "0.0%".
   */
  public static String percent(long hit, long found) {
    if (found == 0) {
      return "-";
    }
    double rate = 100.0 * hit / found;
    // the double's exact value, ties to even: what C's printf (lcov's Perl) prints
    String shown = new BigDecimal(rate).setScale(1, RoundingMode.HALF_EVEN).toPlainString();
    if (shown.equals("0.0") && hit > 0) {
      shown = "0.1";
    } else if (shown.equals("100.0") && hit < found) {
      shown = "99.9";
    }
    return shown + "%";
  }
}
