package io.tamis.runner.oracle;

import io.tamis.runner.evidence.Stacks;
import io.tamis.solvers.solver.Mode;
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

  /** A crash or an invalid model, and a wrong answer besides: each is recorded. */
  private static void single(Outcome o, String expected, String logic, List<Finding> findings) {
    switch (o.verdict()) {
      case CRASH -> findings.add(new Finding("crash", List.of(o.label()), crashDetail(o), crashKey(o, logic)));
      case INVALID_MODEL -> findings.add(new Finding("invalid-model", List.of(o.label()), o.detail(),
          DedupKeys.invalidModel(o.label(), logic)));
      default -> { }
    }
    status(o, expected, logic, findings);
  }

  private static String crashKey(Outcome o, String logic) {
    return DedupKeys.crash(o.label(), o.detail(), logic, o.run() == null ? null : Stacks.read(o.run().stderr()));
  }

  /**
   * Judges the runs of configurations under their modes ({@link Mode}): each against its configuration
   * without the mode (a sat/unsat disagreement names the mode), and alone where the configuration without
   * the mode did not show the same thing (a crash, an invalid model, a wrong answer). A crash under a mode
   * that checks an unsat answer is that check's finding ({@code proof}, {@code unsat-core}).
   *
   * @param outcomes the configurations as drawn for the test
   * @param modes their runs under modes, each labelled {@link Mode#label}
   */
  public static List<Finding> judgeModes(List<Outcome> outcomes, List<Outcome> modes, List<Mode> checks,
      String expected, Expectations declared, String logic) {
    String l = logic == null ? "-" : logic;
    String want = declared.optionDependent() || declared.expectsError() ? null
        : expected != null ? expected : declared.single();
    List<Finding> findings = new ArrayList<>();
    for (Outcome m : modes) {
      Outcome base = outcomes.stream().filter(o -> o.label().equals(Mode.base(m.label()))).findFirst().orElse(null);
      if (base == null || base.verdict() == Verdict.CRASH) {
        continue;
      }
      List<Finding> alone = new ArrayList<>();
      single(m, want, l, alone);
      for (Finding f : alone) {
        if (f.kind().equals("crash")) {
          findings.add(checked(m, checks, f, l));
        } else if (!(f.kind().equals("invalid-model") && base.verdict() == Verdict.INVALID_MODEL)
            && !(f.kind().equals("status") && base.answers().equals(m.answers()))) {
          findings.add(f);
        }
      }
      if (!declared.oneSolverSemantics()) {
        differential(base, m, l, findings);
      }
    }
    return findings;
  }

  /** A crash under a checking mode is its check's finding: the solver's own check of its unsat failed. */
  private static Finding checked(Outcome m, List<Mode> checks, Finding crash, String logic) {
    String name = Mode.named(m.label());
    Mode mode = checks.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
    if (mode == null) {
      return crash;
    }
    String kind = mode.check().equals(Mode.PROOF) ? "proof" : "unsat-core";
    String evidence = mode.check().equals(Mode.PROOF) ? "proof" : "core";
    return new Finding(kind, crash.solvers(), m.label() + " failed its own " + mode.check() + " check: "
        + crash.detail(), DedupKeys.failedCheck(kind, crash.dedupKey()), m.label(), evidence);
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
