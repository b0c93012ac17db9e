package io.tamis.runner.oracle;

import io.tamis.runner.evidence.Stacks;
import io.tamis.solvers.solver.OptionVariation;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges the outcomes of all configurations on one script. unknown, timeout and rejected agree
 * with everything; sat against unsat at the same check-sat is a soundness finding.
 */
public final class Oracle {
  private Oracle() {}

  /**
   * @param expected the answer known by construction or declared by {@code :status}, or null
   * @param logic the script's logic (part of dedup keys), or null
   */
  public static List<Finding> judge(List<Outcome> outcomes, String expected, String logic) {
    return judge(outcomes, expected, Expectations.NONE, logic);
  }

  /**
   * @param declared what the script's comments expect (a regression suite's {@code ; EXPECT:} lines):
   *     a one-query script's answer stands in for a missing {@code expected}; several are checked in order
   */
  public static List<Finding> judge(List<Outcome> outcomes, String expected, Expectations declared, String logic) {
    String l = logic == null ? "-" : logic;
    // Answers expected under options that change the semantics hold for no other configuration.
    String want = declared.optionDependent() ? null : expected != null ? expected : declared.single();
    List<Finding> findings = new ArrayList<>();
    for (Outcome o : outcomes) {
      // A script meant to fail may fail by the solver's own status check (or, sent without its status, by
      // the answer that check would refuse): that is its expected error.
      if (!(declared.expectsError() && o.expectedBySolver() != null)) {
        single(o, declared.expectsError() ? null : want, l, findings);
      }
      if (declared.answers().size() > 1 && !declared.optionDependent()) {
        expected(o, declared.answers(), l, findings);
      }
    }
    for (int i = 0; i < outcomes.size() && !declared.oneSolverSemantics(); i++) {
      for (int j = i + 1; j < outcomes.size(); j++) {
        differential(outcomes.get(i), outcomes.get(j), l, findings);
      }
    }
    return findings;
  }

  private static void single(Outcome o, String expected, String logic, List<Finding> findings) {
    switch (o.verdict()) {
      case CRASH -> findings.add(new Finding("crash", List.of(o.label()), crashDetail(o),
          DedupKeys.crash(o.label(), o.detail(), logic, o.run() == null ? null : Stacks.read(o.run().stderr()))));
      case INVALID_MODEL -> findings.add(new Finding("invalid-model", List.of(o.label()), o.detail(),
          DedupKeys.invalidModel(o.label(), logic)));
      default -> status(o, expected, logic, findings);
    }
  }

  /** A crash's key leaves out an added option set (its message names the place); the detail keeps it. */
  private static String crashDetail(Outcome o) {
    String added = OptionVariation.added(o.label());
    return added == null ? o.detail() : o.detail() + "; under the added options [" + added + "]";
  }

  /** A definite answer against the expected one (ours, or the one the solver itself read). */
  private static void status(Outcome o, String expected, String logic, List<Finding> findings) {
    String want = o.expectedBySolver() != null ? o.expectedBySolver() : expected;
    if (want == null || !(want.equals("sat") || want.equals("unsat")) || o.answers().size() != 1) {
      return;
    }
    String got = o.answers().get(0);
    if (Verdict.ofAnswer(got).definite() && !got.equals(want)) {
      String detail = o.label() + " answered " + got + ", expected " + want
          + (o.expectedBySolver() != null ? " (" + o.detail() + ")" : "");
      findings.add(new Finding("status", List.of(o.label()), detail, DedupKeys.status(o.label(), want, got, logic)));
    }
  }

  /** The first definite answer against the script's expected answer at the same query. */
  private static void expected(Outcome o, List<String> wants, String logic, List<Finding> findings) {
    if (o.verdict() == Verdict.CRASH || o.verdict() == Verdict.INVALID_MODEL) {
      return;
    }
    int n = Math.min(wants.size(), o.answers().size());
    for (int k = 0; k < n; k++) {
      String want = wants.get(k);
      String got = o.answers().get(k);
      if (Verdict.ofAnswer(want).definite() && Verdict.ofAnswer(got).definite() && !got.equals(want)) {
        String detail = o.label() + " answered " + got + " at check-sat " + (k + 1) + ", expected " + want
            + " (the script's ; EXPECT: lines)";
        findings.add(new Finding("expect", List.of(o.label()), detail, DedupKeys.status(o.label(), want, got, logic)));
        return;
      }
    }
  }

  private static void differential(Outcome a, Outcome b, String logic, List<Finding> findings) {
    int k = disagreement(a, b);
    if (k >= 0) {
      String x = a.answers().get(k);
      String y = b.answers().get(k);
      String detail = a.label() + " says " + x + ", " + b.label() + " says " + y + " at check-sat " + (k + 1);
      findings.add(new Finding("soundness", List.of(a.label(), b.label()), detail,
          DedupKeys.soundness(a.label(), x, b.label(), y, logic)));
    }
  }

  /** The first query (from 0) where one answers sat and the other unsat, or -1. */
  static int disagreement(Outcome a, Outcome b) {
    int n = Math.min(a.answers().size(), b.answers().size());
    for (int k = 0; k < n; k++) {
      String x = a.answers().get(k);
      String y = b.answers().get(k);
      if (Verdict.ofAnswer(x).definite() && Verdict.ofAnswer(y).definite() && !x.equals(y)) {
        return k;
      }
    }
    return -1;
  }
}
