package io.tamis.solvers.solver;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/**
 * One entry of a profile's {@code modes}: options under which the solver must give the answers it gives
 * without them (another arithmetic or bit-vector engine, proofs on, incremental mode). A test run under
 * a mode is compared with the same configuration without it; a sat/unsat disagreement is a soundness
 * finding that names the mode. {@code check}: the mode turns on the solver's own check of an unsat answer
 * ({@code proof}: cvc5's {@code --check-proofs}, z3's {@code proof=true}; {@code core}: cvc5's
 * {@code --check-unsat-cores}); it runs with the proof evidence, not drawn among the others (on a sat answer
 * it is the differential proofs on against off), and a crash under it is a finding of that check. {@code when}, {@code unless}, {@code avoid}: as an option set's ({@link OptionSet}).
 *
 * @param name what the label shows in braces after the configuration's ({@code z3 model_validate=true
 *     {proof=true}}); the options when absent
 */
public record Mode(String name, String options, String check, List<LogicFamily> when, List<LogicFamily> unless,
    List<String> avoid) {
  /** What opens a mode's name in a label. */
  private static final String OPEN = " {";
  public static final String PROOF = "proof";
  public static final String CORE = "core";

  public Mode {
    if (options == null || options.isBlank()) {
      throw new IllegalArgumentException("a mode needs options, got none (name " + name + ")");
    }
    if (check != null && !check.equals(PROOF) && !check.equals(CORE)) {
      throw new IllegalArgumentException("a mode's check is proof or core, got " + check);
    }
    name = name == null || name.isBlank() ? options : name;
    when = when == null ? List.of() : List.copyOf(when);
    unless = unless == null ? List.of() : List.copyOf(unless);
    avoid = avoid == null ? List.of() : List.copyOf(avoid);
  }

  /** A mode for every logic, written as a plain string: its options. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static Mode of(String options) {
    return new Mode(null, options, null, null, null, null);
  }

  /** Whether this mode is meant for a script of {@code logic} that applies {@code script}'s operators. */
  public boolean fits(String logic, byte[] script) {
    return new OptionSet(options, when, unless, avoid).fits(logic, script);
  }

  /** Whether the mode checks an unsat answer. */
  public boolean checks() {
    return check != null;
  }

  /**
   * The label of configuration {@code label} under this mode: its name in braces, before an option set the
   * test added ({@code z3 model_validate=true {proof=true} [rewriter.flat=false]}), so that the option
   * triage reads the set as before.
   */
  public String label(String label) {
    String base = OptionVariation.base(label);
    return base + OPEN + name + "}" + label.substring(base.length());
  }

  /** The label without the mode it names, or itself when it names none. */
  public static String base(String label) {
    int open = modeStart(label);
    return open < 0 ? label : label.substring(0, open) + label.substring(label.indexOf('}', open) + 1);
  }

  /** The name of the mode {@code label} names, or null. */
  public static String named(String label) {
    int open = modeStart(label);
    return open < 0 ? null : label.substring(open + OPEN.length(), label.indexOf('}', open));
  }

  private static int modeStart(String label) {
    String base = OptionVariation.base(label);
    int open = base.lastIndexOf(OPEN);
    return open >= 0 && base.endsWith("}") ? open : -1;
  }
}
