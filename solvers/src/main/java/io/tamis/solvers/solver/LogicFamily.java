package io.tamis.solvers.solver;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.tamis.core.smtlib.LogicNames;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Families of SMT-LIB logics an option set is meant for, told from the logic's name: an option of
 * z3's string solver does nothing on a bit-vector script, and cvc5's quantifier options nothing on a
 * quantifier-free one.
 */
public enum LogicFamily {
  /** As {@link LogicNames#hasStrings} reads a logic: QF_DTSLIA has strings, QF_UFLIAFS (finite sets) not. */
  STRINGS(LogicNames::hasStrings),
  QUANTIFIERS(body -> true),
  NONLINEAR(body -> body.contains("NIA") || body.contains("NRA") || body.contains("NIRA")),
  ARITHMETIC(body -> Names.ARITHMETIC.matcher(body).find()),
  BITVECTORS(body -> body.contains("BV")),
  FLOATINGPOINT(body -> body.contains("FP")),
  ARRAYS(body -> body.startsWith("A") || body.contains("AX")),
  DATATYPES(body -> body.contains("DT"));

  private final Predicate<String> body;

  /** Patterns an enum constant may not hold as its own static fields. */
  private static final class Names {
    static final Pattern ARITHMETIC = Pattern.compile("IA|RA|IDL|RDL");
  }

  LogicFamily(Predicate<String> body) {
    this.body = body;
  }

  /** Whether {@code logic} (a known logic: not null, not ALL) is in this family. */
  public boolean has(String logic) {
    boolean quantifierFree = logic.startsWith("QF_");
    return this == QUANTIFIERS ? !quantifierFree : body.test(quantifierFree ? logic.substring(3) : logic);
  }

  /** The family named {@code name} in a profile ({@code "strings"}, case ignored). */
  @JsonCreator
  public static LogicFamily named(String name) {
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown logic family '" + name + "', known: "
          + Arrays.stream(values()).map(LogicFamily::label).toList());
    }
  }

  /** The name a profile writes. */
  @JsonValue
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
