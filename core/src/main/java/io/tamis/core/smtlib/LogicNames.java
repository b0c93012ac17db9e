package io.tamis.core.smtlib;

import java.util.regex.Pattern;

/** What an SMT-LIB logic's name says about its theories, read one way by every module. */
public final class LogicNames {
  /**
   * S, SLIA, SNIA, SLIRA, SNIRA, also after another theory (QF_DTSLIA, QF_UFSNIRA); not FS, finite
   * sets (QF_UFLIAFS), which ends a name.
   */
  private static final Pattern STRINGS = Pattern.compile("(^|[^F])S$|S(LIA|NIA|LIRA|NIRA)$");

  private LogicNames() {}

  /**
   * The logic a script's text declares with {@code (set-logic L)}, or null: what a mutant that
   * widened its seed's logic is run as. Read with the reader's own tokenizer (comments, strings and
   * quoted symbols are tokens), up to the first set-logic; null too for text it cannot read.
   */
  public static String declared(byte[] text) {
    Tokenizer t = new Tokenizer("script", text);
    try {
      for (int kind = t.next(); kind != Tokenizer.EOF; kind = t.next()) {
        if (kind == Tokenizer.LPAR && t.next() == Tokenizer.SYMBOL && t.isSymbol("set-logic")) {
          return t.next() == Tokenizer.SYMBOL ? t.text() : null;
        }
      }
    } catch (SmtLibException e) {
      return null;
    }
    return null;
  }

  /** Whether {@code body}, a logic's name without {@code QF_}, has strings. */
  public static boolean hasStrings(String body) {
    return STRINGS.matcher(body).find();
  }
}
