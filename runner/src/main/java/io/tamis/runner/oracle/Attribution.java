package io.tamis.runner.oracle;

import io.tamis.core.eval.ScriptCheck;
import java.util.List;

/**
 * Who is wrong in a sat/unsat disagreement, by the strongest evidence at hand, tried in this order:
 * <ol>
 *   <li>{@code model}: the sat side's model satisfies every assertion (tamis's evaluator), so the
 *       script is sat and the unsat side is wrong;</li>
 *   <li>{@code status}: the answer the script declares ({@code :status}, a suite's {@code ; EXPECT:} line)
 *       or has by construction names the other side wrong;</li>
 *   <li>{@code invalid-model}: the sat side's model makes an assertion false, so its answer is the suspect;</li>
 *   <li>{@code vote}: every other configuration that answered the same query agrees with one side (weaker:
 *       two releases of one solver may share a bug).</li>
 * </ol>
 * Nothing of these: undecided. A status finding (sat against an expected unsat) whose model satisfies
 * every assertion becomes undecided too: the expectation is what the model contradicts.
 */
public final class Attribution {
  static final String UNDECIDED = "undecided";

  private Attribution() {}

  /**
   * The findings with each soundness finding attributed.
   *
   * @param checked tamis's evaluation of the models printed (empty without {@code --models})
   * @param expected the expected answer per query (null or unknown where none is known)
   */
  public static List<Finding> decide(List<Finding> findings, List<Outcome> outcomes,
      List<ModelCheck.Checked> checked, List<String> expected, String logic) {
    return findings.stream().map(f -> f.kind().equals("soundness") && f.culprit() == null
        ? of(f, outcomes, checked, expected, logic == null ? "-" : logic)
        : f.kind().equals("status") ? doubted(f, outcomes, checked) : f).toList();
  }

  /**
   * A sat answer against an expected unsat whose model satisfies every assertion: the script is sat, so
   * the expectation (a suite's {@code :status}, our construction) is what is wrong, not the solver.
   */
  private static Finding doubted(Finding f, List<Outcome> outcomes, List<ModelCheck.Checked> checked) {
    Outcome o = outcomes.stream().filter(x -> f.solvers().contains(x.label())).findFirst().orElse(null);
    ScriptCheck.Result model = o == null ? null : model(o, checked);
    if (model == null || model.verdict() != ScriptCheck.Verdict.TRUE) {
      return f;
    }
    return new Finding(f.kind(), f.solvers(), f.detail() + "; but its model satisfies every assertion (tamis's "
        + "evaluator): the expected answer is in doubt", f.dedupKey(), UNDECIDED, "model");
  }

  private static Finding of(Finding f, List<Outcome> outcomes, List<ModelCheck.Checked> checked,
      List<String> expected, String logic) {
    Sides s = Sides.of(f, outcomes);
    if (s == null) {
      return undecided(f, "no sides to compare");
    }
    ScriptCheck.Result model = s.query() == 0 ? model(s.sat(), checked) : null;
    if (model != null && model.verdict() == ScriptCheck.Verdict.TRUE) {
      return blame(f, s.unsat(), "unsat", "model", s.sat().label() + "'s model satisfies every assertion", logic);
    }
    String want = s.query() < expected.size() ? expected.get(s.query()) : null;
    if ("sat".equals(want) || "unsat".equals(want)) {
      Outcome wrong = want.equals("sat") ? s.unsat() : s.sat();
      return blame(f, wrong, want.equals("sat") ? "unsat" : "sat", "status", "the script's expected answer is "
          + want, logic);
    }
    if (model != null && model.verdict() == ScriptCheck.Verdict.FALSE) {
      return blame(f, s.sat(), "sat", "invalid-model", s.sat().label() + "'s model makes assertion "
          + model.command() + " false", logic);
    }
    Finding voted = vote(f, s, outcomes, logic);
    if (voted != null) {
      return voted;
    }
    return undecided(f, model == null ? "no model to decide"
        : s.sat().label() + "'s model leaves assertion " + model.command() + " open: " + model.reason());
  }

  private static ScriptCheck.Result model(Outcome sat, List<ModelCheck.Checked> checked) {
    return checked.stream().filter(c -> c.outcome() == sat).map(ModelCheck.Checked::result).findFirst()
        .orElse(null);
  }

  /** The other configurations' definite answers to the same query, when they all agree. */
  private static Finding vote(Finding f, Sides s, List<Outcome> outcomes, String logic) {
    List<String> votes = outcomes.stream().filter(o -> o != s.sat() && o != s.unsat())
        .filter(o -> o.verdict() != Verdict.CRASH && o.verdict() != Verdict.INVALID_MODEL)
        .map(o -> s.query() < o.answers().size() ? o.answers().get(s.query()) : "")
        .filter(a -> a.equals("sat") || a.equals("unsat")).toList();
    if (votes.isEmpty() || votes.stream().distinct().count() > 1) {
      return null;
    }
    boolean sat = votes.get(0).equals("sat");
    return blame(f, sat ? s.unsat() : s.sat(), sat ? "unsat" : "sat", "vote", votes.size() + " other configuration"
        + (votes.size() == 1 ? "" : "s") + " answered " + votes.get(0) + "; weaker evidence", logic);
  }

  /** Once the wrong side is known, its peer (and the options the peer ran with) no longer tell bugs apart. */
  private static Finding blame(Finding f, Outcome culprit, String answer, String evidence, String why,
      String logic) {
    return new Finding(f.kind(), f.solvers(), f.detail() + "; at fault: " + culprit.label() + " is wrong (by "
        + evidence + ": " + why + ")", DedupKeys.wrongAnswer(culprit.label(), answer, logic), culprit.label(),
        evidence);
  }

  private static Finding undecided(Finding f, String why) {
    return new Finding(f.kind(), f.solvers(), f.detail() + "; at fault: undecided (" + why + ")", f.dedupKey(),
        UNDECIDED, null);
  }

  /** The two sides of a disagreement and the first query (from 0) where they differ. */
  private record Sides(Outcome sat, Outcome unsat, int query) {
    static Sides of(Finding f, List<Outcome> outcomes) {
      if (f.solvers().size() != 2) {
        return null;
      }
      Outcome a = outcome(outcomes, f.solvers().get(0));
      Outcome b = outcome(outcomes, f.solvers().get(1));
      if (a == null || b == null) {
        return null;
      }
      int k = Oracle.disagreement(a, b);
      if (k < 0) {
        return null;
      }
      return a.answers().get(k).equals("sat") ? new Sides(a, b, k) : new Sides(b, a, k);
    }

    private static Outcome outcome(List<Outcome> outcomes, String label) {
      return outcomes.stream().filter(o -> o.label().equals(label)).findFirst().orElse(null);
    }
  }
}
