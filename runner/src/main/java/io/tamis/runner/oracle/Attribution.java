package io.tamis.runner.oracle;

import io.tamis.core.eval.ScriptCheck;
import io.tamis.solvers.solver.Mode;
import java.util.List;

/**
 * Who is wrong in a sat/unsat disagreement, by the strongest evidence at hand, tried in this order:
 * <ol>
 *   <li>{@code model}: the sat side's model satisfies every assertion (tamis's evaluator), so the
 *       script is sat and the unsat side is wrong;</li>
 *   <li>{@code core}: the unsat side's unsat core is sat (a model satisfies it, or the unsat side itself
 *       answers sat on it), so its unsat is unjustified;</li>
 *   <li>{@code status}: the answer the script declares ({@code :status}, a suite's {@code ; EXPECT:} line)
 *       or has by construction names the other side wrong;</li>
 *   <li>{@code invalid-model}: the sat side's model makes an assertion false, so its answer is the suspect;</li>
 *   <li>{@code core}: the sat side answers unsat on the unsat side's core, a subset of the assertions, so it
 *       contradicts its own sat;</li>
 *   <li>{@code proof}: the unsat side's own proof (or core) check failed on the script;</li>
 *   <li>{@code mode}: the solver of one side answers the other side's answer under another of its modes (it
 *       contradicts itself, the other does not); between two modes of one solver, its other modes agree with
 *       one side;</li>
 *   <li>{@code vote}: every other configuration that answered the same query agrees with one side (weaker:
 *       two releases of one solver may share a bug); a mode of a side's own solver does not vote for it.</li>
 * </ol>
 * Nothing of these: undecided. A status or expect finding names the configuration that contradicts the
 * expected answer ({@code status}), except a sat whose model satisfies every assertion: it becomes undecided,
 * for the expectation is what the model contradicts.
 */
public final class Attribution {
  static final String UNDECIDED = "undecided";

  private Attribution() {}

  /** {@link #decide(List, List, List, List, String, List)} without cores or failed checks. */
  public static List<Finding> decide(List<Finding> findings, List<Outcome> outcomes,
      List<ModelCheck.Checked> checked, List<String> expected, String logic) {
    return decide(findings, outcomes, checked, expected, logic, List.of());
  }

  /**
   * The findings with each soundness finding attributed, and each status and expect finding given its culprit.
   *
   * @param outcomes every configuration's run on the script, runs under modes too
   * @param checked tamis's evaluation of the models printed (empty without {@code --models})
   * @param expected the expected answer per query (null or unknown where none is known)
   * @param cores what the unsat cores of unsat answers showed
   */
  public static List<Finding> decide(List<Finding> findings, List<Outcome> outcomes,
      List<ModelCheck.Checked> checked, List<String> expected, String logic, List<CoreCheck> cores) {
    Facts facts = new Facts(outcomes, checked, cores, findings);
    String l = logic == null ? "-" : logic;
    return findings.stream().map(f -> f.kind().equals("soundness") && f.culprit() == null ? of(f, facts, expected, l)
        : f.kind().equals("status") || f.kind().equals("expect") ? status(f, facts) : f).toList();
  }

  /** What the test showed besides the findings to attribute. */
  private record Facts(List<Outcome> outcomes, List<ModelCheck.Checked> checked, List<CoreCheck> cores,
      List<Finding> findings) {
    ScriptCheck.Result model(Outcome sat) {
      return checked.stream().filter(c -> c.outcome() == sat).map(ModelCheck.Checked::result).findFirst()
          .orElse(null);
    }

    CoreCheck core(Outcome unsat) {
      return cores.stream().filter(c -> c.producer().label().equals(unsat.label())).findFirst().orElse(null);
    }

    /** A failed proof or core check under a mode of {@code o}'s configuration. */
    Finding failedCheck(Outcome o) {
      return findings.stream().filter(f -> (f.kind().equals("proof") || f.kind().equals("unsat-core"))
          && f.culprit() != null && Mode.base(f.culprit()).equals(Mode.base(o.label()))).findFirst().orElse(null);
    }
  }

  /**
   * The culprit of a wrong answer against the expected one: the configuration that gave it, unless its sat
   * model satisfies every assertion: the expectation (a suite's {@code :status}, our construction) is then
   * what is in doubt.
   */
  private static Finding status(Finding f, Facts facts) {
    if (f.culprit() != null) {
      return f;
    }
    Outcome o = facts.outcomes().stream().filter(x -> f.solvers().contains(x.label())).findFirst().orElse(null);
    ScriptCheck.Result model = o == null ? null : facts.model(o);
    if (model != null && model.verdict() == ScriptCheck.Verdict.TRUE && f.kind().equals("status")) {
      return new Finding(f.kind(), f.solvers(), f.detail() + "; but its model satisfies every assertion (tamis's "
          + "evaluator): the expected answer is in doubt", f.dedupKey(), UNDECIDED, "model");
    }
    return new Finding(f.kind(), f.solvers(), f.detail(), f.dedupKey(), f.solvers().get(0), "status");
  }

  private static Finding of(Finding f, Facts facts, List<String> expected, String logic) {
    Sides s = Sides.of(f, facts.outcomes());
    if (s == null) {
      return undecided(f, "no sides to compare");
    }
    ScriptCheck.Result model = s.query() == 0 ? facts.model(s.sat()) : null;
    if (model != null && model.verdict() == ScriptCheck.Verdict.TRUE) {
      return blame(f, s.unsat(), "unsat", "model", s.sat().label() + "'s model satisfies every assertion", logic);
    }
    CoreCheck core = s.query() == 0 ? facts.core(s.unsat()) : null;
    CoreCheck.Run refuting = core == null ? null : core.refuting();
    if (refuting != null) {
      return blame(f, s.unsat(), "unsat", "core", "its unsat core is sat for " + refuting.outcome().label()
          + (refuting.modelTrue() ? ", whose model satisfies it" : ""), logic);
    }
    String want = s.query() < expected.size() ? expected.get(s.query()) : null;
    if ("sat".equals(want) || "unsat".equals(want)) {
      Outcome wrong = want.equals("sat") ? s.unsat() : s.sat();
      return blame(f, wrong, want.equals("sat") ? "unsat" : "sat", "status", "the script's expected answer is "
          + want, logic);
    }
    if (model != null && model.verdict() == ScriptCheck.Verdict.FALSE) {
      return blame(f, s.sat(), "sat", "invalid-model", s.sat().label() + "'s model makes assertion "
          + model.number() + " false", logic);
    }
    Finding weaker = weaker(f, s, facts, core, logic);
    if (weaker != null) {
      return weaker;
    }
    return undecided(f, model == null ? "no model to decide"
        : s.sat().label() + "'s model leaves assertion " + model.number() + " open: " + model.reason());
  }

  /** The evidence after the models and the status: the sat side on the core, checks, modes, votes. */
  private static Finding weaker(Finding f, Sides s, Facts facts, CoreCheck core, String logic) {
    if (core != null && core.unsatFor(s.sat().label())) {
      return blame(f, s.sat(), "sat", "core", s.sat().label() + " answers unsat on " + s.unsat().label()
          + "'s unsat core, a subset of the assertions", logic);
    }
    Finding failed = facts.failedCheck(s.unsat());
    if (failed != null && facts.failedCheck(s.sat()) == null) {
      return blame(f, s.unsat(), "unsat", "proof", failed.culprit() + " failed its own check of the unsat", logic);
    }
    Finding mode = mode(f, s, facts.outcomes(), logic);
    return mode != null ? mode : vote(f, s, facts.outcomes(), logic);
  }

  /**
   * The solver of one side contradicts itself: under another of its modes it gives the other side's
   * answer, and the other side's solver does not. Between two modes of one solver: its other modes, when
   * they all agree with one side.
   */
  private static Finding mode(Finding f, Sides s, List<Outcome> outcomes, String logic) {
    String satSolver = Mode.base(s.sat().label());
    String unsatSolver = Mode.base(s.unsat().label());
    if (satSolver.equals(unsatSolver)) {
      List<String> votes = answers(outcomes, s, o -> Mode.base(o.label()).equals(satSolver));
      if (votes.isEmpty() || votes.stream().distinct().count() > 1) {
        return null;
      }
      // Modes of one solver share its code, and so its bugs: other solvers that side with the lone mode
      // outweigh them (the vote then decides, or nothing does).
      boolean othersDisagree = answers(outcomes, s, o -> !Mode.base(o.label()).equals(satSolver)).stream()
          .anyMatch(a -> !a.equals(votes.get(0)));
      return othersDisagree ? null : blameAgainst(f, s, votes, "mode", " of " + satSolver + "'s other modes", logic);
    }
    boolean satTurns = !answers(outcomes, s, o -> Mode.base(o.label()).equals(satSolver) && isMode(o))
        .stream().filter(a -> a.equals("unsat")).toList().isEmpty();
    boolean unsatTurns = !answers(outcomes, s, o -> Mode.base(o.label()).equals(unsatSolver) && isMode(o))
        .stream().filter(a -> a.equals("sat")).toList().isEmpty();
    if (satTurns == unsatTurns) {
      return null;
    }
    Outcome wrong = satTurns ? s.sat() : s.unsat();
    return blame(f, wrong, satTurns ? "sat" : "unsat", "mode", wrong.label() + " gives the other answer under "
        + "another of its modes", logic);
  }

  private static boolean isMode(Outcome o) {
    return Mode.named(o.label()) != null;
  }

  /** The definite answers to the disputed query of the outcomes {@code which} takes, the sides left out. */
  private static List<String> answers(List<Outcome> outcomes, Sides s, java.util.function.Predicate<Outcome> which) {
    return outcomes.stream().filter(o -> o != s.sat() && o != s.unsat()).filter(which)
        .filter(o -> o.verdict() != Verdict.CRASH && o.verdict() != Verdict.INVALID_MODEL)
        .map(o -> s.query() < o.answers().size() ? o.answers().get(s.query()) : "")
        .filter(a -> a.equals("sat") || a.equals("unsat")).toList();
  }

  /**
   * The other configurations' definite answers to the same query, when they all agree; a mode of either
   * side's own solver is left out (it may share the bug).
   */
  private static Finding vote(Finding f, Sides s, List<Outcome> outcomes, String logic) {
    String a = Mode.base(s.sat().label());
    String b = Mode.base(s.unsat().label());
    List<String> votes = answers(outcomes, s, o -> !Mode.base(o.label()).equals(a) && !Mode.base(o.label()).equals(b));
    if (votes.isEmpty() || votes.stream().distinct().count() > 1) {
      return null;
    }
    return blameAgainst(f, s, votes, "vote", " other configuration" + (votes.size() == 1 ? "" : "s"), logic);
  }

  /** Blames the side the unanimous {@code votes} go against. */
  private static Finding blameAgainst(Finding f, Sides s, List<String> votes, String evidence, String who,
      String logic) {
    boolean sat = votes.get(0).equals("sat");
    return blame(f, sat ? s.unsat() : s.sat(), sat ? "unsat" : "sat", evidence, votes.size() + who + " answered "
        + votes.get(0) + "; weaker evidence", logic);
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
