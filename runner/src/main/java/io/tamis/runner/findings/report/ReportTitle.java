package io.tamis.runner.findings.report;

import io.tamis.runner.campaign.OptionTriage;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionVariation;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The one-line title of a report and the sentence that describes the bug, from the finding's record. */
public final class ReportTitle {
  private static final int MESSAGE_CHARS = 90;
  /** How far past the limit a title goes to finish the name it is in. */
  private static final int NAME_CHARS = 50;
  /** A C++ parameter list right after a name, without nested parentheses: {@code f(smt::context&, unsigned)}. */
  private static final Pattern PARAMETERS = Pattern.compile("(?<=[\\w>])\\([^()]+\\)");
  private static final Pattern RELEASE = Pattern.compile("\\d+\\.\\d+(\\.\\d+)*");

  private ReportTitle() {}

  /** As below, with the option set the option triage found the finding needs, without the script's operators. */
  public static String of(FindingRecord rec, SolverRecord solver) {
    return of(rec, solver, neededSet(rec, solver), "");
  }

  /**
   * {@code "cvc5 1.0.3: wrong sat on QF_S"}, with the options the finding needs ({@code set}, or null); a script
   * without a narrow logic by its theory operators ({@code on set.in and set.size}).
   */
  public static String of(FindingRecord rec, SolverRecord solver, String set, String script) {
    String mode = mode(solver);
    return who(solver) + ": " + what(rec, solver) + on(rec, script) + (mode == null ? "" : " under " + mode)
        + (set == null ? "" : " with " + set);
  }

  /** {@code " on QF_S"}: the script's logic where it sets one that narrows it (not ALL), else its operators. */
  private static String on(FindingRecord rec, String script) {
    if (rec.logic() != null && !rec.logic().equals("ALL")) {
      return " on " + rec.logic();
    }
    String ops = IssueClues.operators(script);
    return ops.isEmpty() ? "" : " on " + ops.replace(" ", " and ");
  }

  /** The profile mode the solver ran under, unless the minimal command dropped its options (then not needed). */
  private static String mode(SolverRecord solver) {
    String mode = Mode.named(solver.label());
    return mode == null || solver.profile() == null || solver.args().containsAll(Tried.modeArgs(solver.config()))
        ? mode : null;
  }

  /** The solver's name and release, {@code "z3 4.8.12"}, or a source build's commit, {@code "z3 aaf2464b21"}. */
  static String who(SolverRecord solver) {
    var build = BuiltFrom.of(solver);
    if (build.isPresent()) {
      return KnownBugs.solverName(solver) + " " + BuiltFrom.commit(build.get());
    }
    Matcher m = RELEASE.matcher(solver.version() == null ? "" : solver.version());
    return KnownBugs.solverName(solver) + (m.find() ? " " + m.group() : "");
  }

  private static String what(FindingRecord rec, SolverRecord solver) {
    return switch (rec.kind()) {
      case "crash" -> crash(solver, rec);
      case "soundness" -> decided(rec) ? "wrong " + answer(solver) : "sat/unsat disagreement";
      case "status" -> "answers " + answer(solver) + ", expected " + rec.expected();
      case "invalid-model" -> "invalid model";
      case "performance" -> "slow (" + time(solver) + ")";
      case "unsat-core" -> "unsat core that is satisfiable";
      case "value" -> "get-value and get-model disagree in a session";
      case "session-error" -> "error in the middle of a session: " + clip(rec.detail());
      case "proof" -> "its own proof check fails: " + clip(solver.detail().isEmpty() ? rec.detail() : solver.detail());
      default -> rec.kind() + " (" + clip(rec.detail()) + ")";
    };
  }

  /**
   * A crash as a maintainer names it: the signal in the shell's words and the innermost frame ({@code segmentation
   * fault in ast_table::push_erase}), or the solver's own message.
   */
  static String crash(SolverRecord solver, FindingRecord rec) {
    String detail = solver.detail().isEmpty() ? rec.detail() : solver.detail();
    String signal = Signals.named(detail);
    if (signal == null) {
      return "crash: " + clip(detail);
    }
    Stack stack = stack(solver, rec);
    if (stack == null) {
      return signal;
    }
    // Recursion only where the crash is inside the cycle: a few repeated callers below a faulting frame are nesting.
    List<String> cycle = stack.recursion();
    return !cycle.contains(stack.frames().get(0).key()) ? signal + " in " + bare(stack.frames().get(0).key())
        : "stack overflow: endless recursion in " + bare(cycle.get(0));
  }

  /**
   * The frames of the crash: this run's, else those recorded when it was found or rechecked (a release run through
   * its Java API has none of its own).
   */
  static Stack stack(SolverRecord solver, FindingRecord rec) {
    if (solver.stack() != null) {
      return solver.stack();
    }
    var recorded = java.util.stream.Stream.concat(rec.atFault().stream(),
        rec.recheck() == null ? java.util.stream.Stream.empty() : rec.recheck().ran().stream());
    return recorded.map(SolverRecord::stack).filter(java.util.Objects::nonNull).findFirst().orElse(null);
  }

  /** A frame's function for a title: without parameters and cvc5's internal namespace. */
  private static String bare(String function) {
    return clip(function).replace("()", "");
  }

  /** How long a run took, as this report's own run shows it: {@code "no answer within 10 s"}, {@code "3.2 s"}. */
  static String time(SolverRecord r) {
    return r.timedOut() ? "no answer within " + Math.round(r.timeoutSeconds()) + " s"
        : String.format(java.util.Locale.ROOT, "%.2f s", r.wallMillis() / 1000.0);
  }

  /** The sentence under "Describe the bug". */
  static String describe(FindingRecord rec, SolverRecord solver, List<SolverRecord> others) {
    String who = who(solver);
    return switch (rec.kind()) {
      case "crash" -> Signals.named(solver.detail()) != null ? who + " crashes with a " + Signals.named(solver.detail())
          + " on the script below." : who + " crashes on the script below: `" + clip(solver.detail()) + "`.";
      case "soundness" -> who + " answers " + answer(solver) + " on the script below"
          + (others.isEmpty() ? "" : ", where " + String.join(", ", others.stream()
              .map(o -> who(o) + under(o) + same(o, solver) + " answers " + answer(o)).toList()))
          + (!decided(rec) ? "; which side is wrong is not decided."
              : rec.evidence() == null ? "; the evidence below decides against " + KnownBugs.solverName(solver) + "."
              : "; " + KnownBugs.solverName(solver) + " is wrong: " + Decided.why(rec.evidence(), others)
                  + " (below).");
      case "status" -> who + " answers " + answer(solver) + " on the script below, which is " + rec.expected()
          + (rec.generator().equals("diver") ? " by construction (every assertion holds under a known model)."
              : " (its `:status`).");
      case "invalid-model" -> who + " answers sat on the script below with a model that does not satisfy it.";
      case "performance" -> who + (solver.timedOut() ? " gives " + time(solver) : " takes " + time(solver))
          + " on the script below" + (others.isEmpty() ? "." : ", where " + String.join(", ", others.stream()
              .map(o -> who(o) + (o.timedOut() ? " gives " + time(o) : " answers " + answer(o) + " in " + time(o)))
              .toList()) + ".");
      case "proof" -> who + " fails its own proof check (`" + Mode.named(solver.label()) + "`) on the script below: `"
          + clip(solver.detail().isEmpty() ? rec.detail() : solver.detail()) + "`.";
      case "unsat-core" -> who + " answers unsat on the script below and gives an unsat core whose assertions are "
          + "satisfiable by themselves (below).";
      default -> who + ": " + rec.detail();
    };
  }

  /** The peer's command where it is the same build as the solver at fault: what else tells them apart? */
  private static String same(SolverRecord peer, SolverRecord solver) {
    return who(peer).equals(who(solver)) ? " (`" + ShellCommand.of(peer, FindingReport.FILE) + "`)" : "";
  }

  /** {@code " under `MODE`"} for a configuration under a profile mode, else nothing. */
  private static String under(SolverRecord r) {
    String mode = Mode.named(r.label());
    return mode == null ? "" : " under `" + mode + "`";
  }

  /** The option set the test added, when the finding needs it (the option triage did not see it without). */
  static String neededSet(FindingRecord rec, SolverRecord solver) {
    String added = OptionVariation.added(solver.label());
    return added == null || rec.detail().contains(OptionTriage.ALSO_WITHOUT) ? null : added;
  }

  private static boolean decided(FindingRecord rec) {
    return rec.culprit() != null && !rec.culprit().equals(FindingRecord.UNDECIDED);
  }

  static String answer(SolverRecord r) {
    return r.answers().isEmpty() ? r.verdict() : String.join(" ", r.answers());
  }

  /**
   * The message's first line for a title: C++ parameter lists and cvc5's internal namespace left out, and cut
   * after a whole word, never inside a function's name (a name that crosses the limit is kept when it ends soon).
   */
  static String clip(String s) {
    String line = PARAMETERS.matcher(s.lines().findFirst().orElse("").strip()).replaceAll("()")
        .replace("cvc5::internal::", "");
    if (line.length() <= MESSAGE_CHARS) {
      return line;
    }
    int end = line.indexOf(' ', MESSAGE_CHARS - 4);
    end = end < 0 ? line.length() : end;
    if (end <= MESSAGE_CHARS + NAME_CHARS) {
      return end == line.length() ? line : line.substring(0, end) + " ...";
    }
    int cut = line.lastIndexOf(' ', MESSAGE_CHARS - 4);
    return (cut > 0 ? line.substring(0, cut) : line.substring(0, MESSAGE_CHARS - 4)) + " ...";
  }
}
