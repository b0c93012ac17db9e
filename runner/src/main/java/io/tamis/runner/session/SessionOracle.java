package io.tamis.runner.session;

import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.runner.session.SessionScript.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges the configurations' runs of a session ({@link io.tamis.mutator.session.SessionBuilder}), each against
 * itself and against the same questions asked fresh:
 * <ul>
 *   <li>incremental equals one-shot: each definite answer equals the configuration's answer to the same
 *       question asked fresh (what is in scope, the assumptions asserted), or where it gives none, the answer the
 *       other configurations agree on; where it does not, the other configurations are asked too, and the
 *       session's answer is the culprit when their answers agree ({@code soundness}, evidence {@code one-shot});</li>
 *   <li>pop pops: the same question asked twice in a session (before a push and after its pop) gets the same
 *       definite answer ({@code soundness}, evidence {@code pop});</li>
 *   <li>models and values: a model after sat satisfies what is in scope (tamis's evaluator, {@code
 *       invalid-model}); get-value gives the constants the values get-model gives them ({@code value});</li>
 *   <li>cores and unsat assumptions, asked fresh alone, are not sat ({@code unsat-core});</li>
 *   <li>an error no answer explains, at a query or at a get command after the answer that allows it
 *       ({@code session-error}); a crash names the command the session stopped at.</li>
 * </ul>
 * An unexpected error elsewhere (an assertion, a declaration, a push) means the solver could not read the
 * session: its run is rejected ({@link #read}), the generator's fault, and not judged.
 */
public final class SessionOracle {
  private SessionOracle() {}

  /** Whether {@code text} is a session to judge so. */
  public static boolean is(byte[] text) {
    return SessionScript.is(text);
  }

  /**
   * @param outcomes each configuration's run of the session, in the campaign's order (the order
   *     {@code oneShot} counts)
   * @param findings what the other oracles found on the runs: crashes get the command they stopped at
   * @return those findings and the session's own
   */
  public static List<Finding> judge(byte[] text, List<Outcome> outcomes, List<Finding> findings, OneShot oneShot,
      String logic) throws InterruptedException {
    SessionScript session = SessionScript.of(text);
    Asked asked = new Asked(oneShot);
    String l = logic == null ? "-" : logic;
    List<Finding> out = new ArrayList<>(located(findings, outcomes, session));
    List<Finding> own = new ArrayList<>();
    for (int i = 0; i < outcomes.size(); i++) {
      Outcome o = outcomes.get(i);
      if (whole(o) && o.verdict() != Verdict.REJECTED && o.verdict() != Verdict.CANCELLED) {
        Transcript t = new Transcript(session, o.run().stdout());
        own.addAll(new ConfigJudge(session, t, o.label(), i, outcomes.size(), asked, l).findings());
      }
    }
    out.removeIf(f -> undecidedAgainst(f, own));
    out.addAll(own);
    return out;
  }

  /** Whether the run's output was kept whole: a cut one would pair responses with the wrong commands. */
  private static boolean whole(Outcome o) {
    return o.run() != null && o.run().stdoutBytes() <= o.run().stdout().length();
  }

  /**
   * A disagreement between two sessions left undecided, where one side's answer was found wrong by asking fresh:
   * that finding says it with its culprit.
   */
  private static boolean undecidedAgainst(Finding f, List<Finding> own) {
    return f.kind().equals("soundness") && (f.culprit() == null || f.culprit().equals("undecided"))
        && own.stream().anyMatch(o -> "one-shot".equals(o.evidence()) && f.solvers().contains(o.culprit()));
  }

  /**
   * The runs with those that could not read the session rejected: an error no answer explains at a command
   * other than a query or a get command (an assertion, a declaration, a push). That is the generator's fault, as a
   * parse error is; the answers before it are kept.
   */
  public static List<Outcome> read(byte[] text, List<Outcome> outcomes) {
    SessionScript session = SessionScript.of(text);
    List<Outcome> out = new ArrayList<>();
    for (Outcome o : outcomes) {
      Transcript t = whole(o) ? new Transcript(session, o.run().stdout()) : null;
      int error = t == null ? -1 : t.unexpectedError();
      Step s = error < 0 ? null : session.steps().get(error);
      boolean unread = s != null && s.query() == null && !s.head().startsWith("get-");
      out.add(!unread || o.verdict() == Verdict.CRASH ? o : new Outcome(o.label(), Verdict.REJECTED,
          t.answersBefore(error), t.response(error) + " at " + command(s) + " of the session", null, o.run()));
    }
    return out;
  }

  /** Crashes with the command the session stopped at in their detail (their keys stay: the stack names the bug). */
  private static List<Finding> located(List<Finding> findings, List<Outcome> outcomes, SessionScript session) {
    List<Finding> out = new ArrayList<>();
    for (Finding f : findings) {
      Outcome o = f.kind().equals("crash") ? outcomes.stream().filter(x -> x.label().equals(f.solvers().get(0)))
          .findFirst().orElse(null) : null;
      int at = o == null || o.run() == null ? -1 : new Transcript(session, o.run().stdout()).stoppedAt();
      out.add(at < 0 ? f : f.rekeyed(f.detail() + " at " + command(session.steps().get(at)) + " of the session",
          f.dedupKey()));
    }
    return out;
  }

  /** {@code command 12 (check-sat-assuming)}: commands count from 1, as a reader of the session counts them. */
  static String command(Step s) {
    return "command " + (s.index() + 1) + " (" + s.head() + ")";
  }

  /** The one-shot question of the query at command {@code number} (from 1) of a session, or null. */
  public static String question(byte[] session, int number) {
    if (!is(session)) {
      return null;
    }
    List<Step> steps = SessionScript.of(session).steps();
    Step s = number >= 1 && number <= steps.size() ? steps.get(number - 1) : null;
    return s == null || s.query() == null ? null : s.query().question();
  }

  /** A session finding's key: its kind, the configuration, what was wrong, at which command, the logic. */
  static String key(String kind, String solver, String what, String head, String logic) {
    return kind + "|" + solver + "|session " + head + ": " + what + "|" + logic;
  }
}
