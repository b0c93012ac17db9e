package io.smtfuzz.runner.oracle;

import io.smtfuzz.core.eval.ScriptCheck;
import java.util.List;

/**
 * Who is wrong in a sat/unsat disagreement: the sat side's model, evaluated by smtfuzz, decides.
 * True under the model: the unsat answer is wrong. False: the sat side's model is invalid, so its
 * answer is the suspect. No model, or a value left open: undecided.
 */
final class Attribution {
  static final String UNDECIDED = "undecided";

  private Attribution() {}

  static Finding of(Finding f, List<Outcome> outcomes, List<ModelCheck.Checked> checked) {
    Outcome sat = side(f, outcomes, "sat");
    Outcome unsat = side(f, outcomes, "unsat");
    ModelCheck.Checked model = sat == null ? null : checked.stream().filter(c -> c.outcome() == sat).findFirst()
        .orElse(null);
    if (sat == null || unsat == null || model == null) {
      return with(f, UNDECIDED, "no model to decide");
    }
    ScriptCheck.Result r = model.result();
    return switch (r.verdict()) {
      case TRUE -> with(f, unsat.label(), sat.label() + "'s model satisfies every assertion");
      case FALSE -> with(f, sat.label(), sat.label() + "'s model makes assertion " + r.command() + " false");
      case UNKNOWN -> with(f, UNDECIDED, sat.label() + "'s model leaves assertion " + r.command() + " open: "
          + r.reason());
    };
  }

  private static Outcome side(Finding f, List<Outcome> outcomes, String answer) {
    return outcomes.stream().filter(o -> f.solvers().contains(o.label()))
        .filter(o -> o.answers().size() == 1 && o.answers().get(0).equals(answer)).findFirst().orElse(null);
  }

  private static Finding with(Finding f, String culprit, String why) {
    String blame = culprit.equals(UNDECIDED) ? "undecided (" + why + ")" : culprit + " is wrong (" + why + ")";
    return new Finding(f.kind(), f.solvers(), f.detail() + "; at fault: " + blame, f.dedupKey(), culprit);
  }
}
