package io.tamis.mutator.valfuzz;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** The thesis's refinements of Boolean sub-expression coercion, by the names its tables use. */
public enum Refinement {
  /** Monitors on each hole's abstract domain: zero and sign, empty string, bit-vector zero and sign. */
  ADOMAIN,
  /** Monitors on the order and equality of three random holes of one sort. */
  RELC3,
  /** Enforce seven (monitor, value) pairs per meta-formula instead of one. */
  MULTIEF7,
  /** Meta-formulas alternately with the skeleton's assertions and with one of them negated. */
  CPOG,
  /** Monitor only leaf Boolean sub-expressions (no compound Boolean below them). */
  LEAFOPT,
  /** The enforced sub-expressions, valued, are asserted in the final test as well. */
  EFFINAL,
  /** Keep quantifiers in the meta-formula instead of skolemising their variables. */
  NOSKOLE;

  /** ADOMAIN + RELC3 + MULTIEF7: the thesis's best blend (BLENDB). */
  public static final Set<Refinement> DEFAULT = EnumSet.of(ADOMAIN, RELC3, MULTIEF7);

  /** Parses names such as {@code adomain,relc3}; "none" is the basic approach. */
  public static Set<Refinement> parse(String text) {
    Set<Refinement> out = EnumSet.noneOf(Refinement.class);
    for (String name : text.split(",")) {
      String n = name.trim().toUpperCase(Locale.ROOT);
      if (n.isEmpty() || n.equals("NONE")) {
        continue;
      }
      try {
        out.add(valueOf(n));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("unknown valfuzz refinement '" + name.trim() + "'; known: "
            + EnumSet.allOf(Refinement.class).toString().toLowerCase(Locale.ROOT) + " or none");
      }
    }
    return out;
  }
}
