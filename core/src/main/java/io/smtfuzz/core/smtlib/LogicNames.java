package io.smtfuzz.core.smtlib;

import java.util.regex.Pattern;

/** What an SMT-LIB logic's name says about its theories, read one way by every module. */
public final class LogicNames {
  /**
   * S, SLIA, SNIA, SLIRA, SNIRA, also after another theory (QF_DTSLIA, QF_UFSNIRA); not FS, finite
   * sets (QF_UFLIAFS), which ends a name.
   */
  private static final Pattern STRINGS = Pattern.compile("(^|[^F])S$|S(LIA|NIA|LIRA|NIRA)$");

  private LogicNames() {}

  /** Whether {@code body}, a logic's name without {@code QF_}, has strings. */
  public static boolean hasStrings(String body) {
    return STRINGS.matcher(body).find();
  }
}
