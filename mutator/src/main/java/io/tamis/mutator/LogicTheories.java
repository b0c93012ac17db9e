package io.tamis.mutator;

import io.tamis.core.smtlib.LogicNames;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The standard theories a logic name admits, so mutants stay inside the seed's logic (cvc5 rejects
 * a script that uses an operator its logic lacks), and whether its arithmetic is linear.
 */
public final class LogicTheories {
  private static final Pattern LINEAR = Pattern.compile("LIA|LRA|LIRA|IDL|RDL");
  private static final Pattern STRING_PART = Pattern.compile("S(LIA|NIA)?$");
  private static final Pattern ARITHMETIC_PART = Pattern.compile("(IDL|RDL|LIA|LRA|NIA|NRA|LIRA|NIRA)$");
  private static final Set<String> ALL = Set.of("Core", "Ints", "Reals", "Reals_Ints", "FixedSizeBitVectors",
      "FloatingPoint", "ArraysEx", "Strings");

  private LogicTheories() {}

  public static Set<String> of(String logic) {
    if (logic == null || logic.contains("ALL")) {
      return ALL;
    }
    String body = logic.startsWith("QF_") ? logic.substring(3) : logic;
    Set<String> out = new HashSet<>(Set.of("Core"));
    // Plain QF_S has no arithmetic operators in cvc5, although str.len is Int-valued.
    boolean ints = body.matches(".*(IA|IRA|IDL).*");
    boolean reals = body.matches(".*(RA|RDL).*");
    add(out, ints, "Ints");
    add(out, reals, "Reals");
    add(out, ints && reals, "Reals_Ints");
    add(out, body.contains("BV"), "FixedSizeBitVectors");
    add(out, body.contains("FP"), "FloatingPoint");
    add(out, body.startsWith("A") || body.contains("AX"), "ArraysEx");
    add(out, LogicNames.hasStrings(body), "Strings");
    return out;
  }

  /**
   * The logic a widened mutant declares: arithmetic becomes nonlinear and mixes Int with Real
   * ({@code QF_LRA} to {@code QF_NIRA}), strings get nonlinear integers ({@code QF_S} to
   * {@code QF_SNIA}); null for a logic without arithmetic or strings, or one that admits all.
   */
  public static String widened(String logic) {
    if (logic == null || logic.contains("ALL")) {
      return null;
    }
    if (LogicNames.hasStrings(logic)) {
      return STRING_PART.matcher(logic).find() ? STRING_PART.matcher(logic).replaceFirst("SNIA") : null;
    }
    String wide = ARITHMETIC_PART.matcher(logic).replaceFirst("NIRA");
    return wide.equals(logic) && !logic.endsWith("NIRA") ? null : wide;
  }

  /**
   * As {@link #widened}, but an arithmetic logic without strings gains them too ({@code QF_LIA} to
   * {@code QF_SNIRA}), so integers meet their decimal strings ({@code str.from_int}, {@code str.to_int}),
   * and a string logic gains reals ({@code QF_S} to {@code QF_SNIRA}: {@code (to_real (str.len s))}).
   */
  public static String widenedWithStrings(String logic) {
    String wide = widened(logic);
    if (wide == null) {
      return null;
    }
    return LogicNames.hasStrings(wide) ? wide.replaceFirst("SNIA$", "SNIRA")
        : ARITHMETIC_PART.matcher(wide).replaceFirst("SNIRA");
  }

  /** Linear arithmetic logics: products and divisions need a constant operand. */
  public static boolean linear(String logic) {
    return logic != null && LINEAR.matcher(logic).find() && !logic.contains("ALL");
  }

  private static void add(Set<String> out, boolean when, String theory) {
    if (when) {
      out.add(theory);
    }
  }
}
