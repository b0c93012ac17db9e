package io.tamis.core.check;

import io.tamis.core.sort.Sort;
import java.util.regex.Pattern;

/**
 * What a {@code set-logic} name implies for typing: the sort of a numeral and whether an Int term may
 * stand where a Real is expected. Unknown and missing logics are treated as {@code ALL}.
 */
public record Logic(String name, boolean ints, boolean reals) {
  private static final Pattern MIXED = Pattern.compile("(L|N)IRA");
  private static final Pattern INTS = Pattern.compile("(L|N)IA|IDL|S$|SLIA|SNIA");
  private static final Pattern REALS = Pattern.compile("(L|N)RA|RDL|NRAT");

  public static final Logic ALL = new Logic("ALL", true, true);

  public static Logic of(String name) {
    // z3's HORN admits all theories, with z3's coercions of Int to Real
    if (name == null || name.equals("ALL") || name.equals("QF_ALL") || name.contains("ALL") || name.equals("HORN")) {
      return name == null ? ALL : new Logic(name, true, true);
    }
    if (MIXED.matcher(name).find()) {
      return new Logic(name, true, true);
    }
    boolean reals = REALS.matcher(name).find();
    boolean ints = INTS.matcher(name).find();
    return new Logic(name, ints || !reals, reals);
  }

  /** Numerals are Real in logics with Reals but no Ints (SMT-LIB's Reals theory). */
  public Sort numeralSort() {
    return reals && !ints ? Sort.REAL : Sort.INT;
  }

  /** Int terms may stand for Reals where the logic has Reals (as z3 and cvc5 accept). */
  public boolean promotesIntToReal() {
    return reals;
  }
}
