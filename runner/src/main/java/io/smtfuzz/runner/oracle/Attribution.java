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

  static Finding of(Finding f, List<Outcome> outcomes, List<ModelCheck.Checked> checked, String logic) {
    Outcome sat = side(f, outcomes, "sat");
    Outcome unsat = side(f, outcomes, "unsat");
    ModelCheck.Checked model = sat == null ? null : checked.stream().filter(c -> c.outcome() == sat).findFirst()
        .orElse(null);
    if (sat == null || unsat == null || model == null) {
      return undecided(f, "no model to decide");
    }
    ScriptCheck.Result r = model.result();
    return switch (r.verdict()) {
      case TRUE -> blame(f, unsat, "unsat", sat.label() + "'s model satisfies every assertion", logic);
      case FALSE -> blame(f, sat, "sat", sat.label() + "'s model makes assertion " + r.command() + " false", logic);
      case UNKNOWN -> undecided(f, sat.label() + "'s model leaves assertion " + r.command() + " open: " + r.reason());
    };
  }

  /** Once the wrong side is known, its peer (and the options the peer ran with) no longer tell bugs apart. */
  private static Finding blame(Finding f, Outcome culprit, String answer, String why, String logic) {
    return new Finding(f.kind(), f.solvers(), f.detail() + "; at fault: " + culprit.label() + " is wrong (" + why + ")",
        DedupKeys.wrongAnswer(culprit.label(), answer, logic), culprit.label());
  }

  private static Outcome side(Finding f, List<Outcome> outcomes, String answer) {
    return outcomes.stream().filter(o -> f.solvers().contains(o.label()))
        .filter(o -> o.answers().size() == 1 && o.answers().get(0).equals(answer)).findFirst().orElse(null);
  }

  private static Finding undecided(Finding f, String why) {
    return new Finding(f.kind(), f.solvers(), f.detail() + "; at fault: undecided (" + why + ")", f.dedupKey(),
        UNDECIDED);
  }
}
