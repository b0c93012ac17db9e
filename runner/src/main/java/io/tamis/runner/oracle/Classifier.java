package io.tamis.runner.oracle;

import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.ProfileSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a process run into a verdict using its profile's patterns. Order matters: a status
 * contradiction is not a crash even though cvc5 aborts over it; an unsupported feature is not a
 * crash even though CVC4 aborts over it; a segmentation fault is a crash whatever was printed.
 */
public final class Classifier {
  /** Signals that always mean a crash: SIGILL, SIGABRT is left to the patterns, SIGBUS, SIGFPE, SIGSEGV. */
  private static final Set<Integer> HARD_SIGNALS = Set.of(4, 7, 8, 11);
  /**
   * SIGHUP, SIGINT, SIGKILL, SIGTERM: sent from outside (a Ctrl-C reaches the whole foreground
   * process group, solvers included; the out-of-memory killer sends SIGKILL), never a solver's own
   * crash. The pool's own kills at a timeout or a stop are marked as such.
   */
  private static final Set<Integer> STOP_SIGNALS = Set.of(1, 2, 9, 15);
  /** cvc5 1.3.2 answers a check-sat-assuming with its reason: {@code unknown (INCOMPLETE)}. */
  private static final Pattern ANSWER = Pattern.compile("^(sat|unsat|unknown)(?: \\([A-Z_]+\\))?\\r?$",
      Pattern.MULTILINE);
  private static final Pattern ERROR = Pattern.compile("^\\(error .*$", Pattern.MULTILINE);
  private static final Pattern LOCATION = Pattern.compile("(File|Line): ");

  private final List<Pattern> crash;
  private final List<Pattern> ignore;
  private final List<Pattern> invalidModel;
  private final List<Pattern> expected;

  public Classifier(ProfileSpec profile) {
    crash = compile(profile.crashPatterns());
    ignore = compile(profile.ignorePatterns());
    invalidModel = compile(profile.invalidModelPatterns());
    expected = compile(profile.expectedPatterns());
  }

  /** @param script the script the solver was given: it tells which errors dropped part of it */
  public Outcome classify(String label, ProcessRun run, byte[] script) {
    List<String> answers = answers(run.stdout());
    if (run.cancelled() || !run.timedOut() && STOP_SIGNALS.contains(run.signal())) {
      return new Outcome(label, Verdict.CANCELLED, answers, "cancelled", null, run);
    }
    // A solver that never ran (exit 127: not found, a library missing) did not crash: its tests say nothing.
    if (run.launchFailed()) {
      return new Outcome(label, Verdict.REJECTED, answers, run.launchFailure(), null, run);
    }
    if (run.timedOut()) {
      return new Outcome(label, Verdict.TIMEOUT, answers, "timeout after " + run.wallMillis() + " ms", null, run);
    }
    String text = run.output();
    Matcher m = find(expected, text);
    if (m != null && !afterDroppedCommand(run, script, text, m)) {
      return statusContradiction(label, run, answers, m);
    }
    return classifyRest(label, run, answers, text, script);
  }

  /**
   * True when an error that dropped part of the script comes before the status contradiction: the
   * contradiction is about another formula (z3 reads cvc5-only syntax, drops it, answers the rest).
   */
  private static boolean afterDroppedCommand(ProcessRun run, byte[] script, String text, Matcher m) {
    int end = CountedAnswers.end(run.stdout(), run.stderr(), script);
    int lineStart = text.lastIndexOf('\n', m.start()) + 1;
    return end < run.stdout().length() && end < lineStart;
  }

  private Outcome classifyRest(String label, ProcessRun run, List<String> answers, String text, byte[] script) {
    Matcher m = find(invalidModel, text);
    // z3 validates the model of what it kept: after a dropped declaration that is another formula
    if (m != null && !afterDroppedCommand(run, script, text, m)) {
      return new Outcome(label, Verdict.INVALID_MODEL, answers, m.group(), null, run);
    }
    if (HARD_SIGNALS.contains(run.signal())) {
      return crash(label, run, answers, firstOf(find(crash, text), text, "signal " + run.signal()));
    }
    // Answers after an error that dropped part of the script are about another formula.
    List<String> counted = answers(run.stdout(), CountedAnswers.end(run.stdout(), run.stderr(), script));
    Matcher ignored = find(ignore, text);
    if (ignored != null) {
      return counted.isEmpty() ? new Outcome(label, Verdict.REJECTED, counted, line(text, ignored), null, run)
          : byAnswers(label, run, counted, text);
    }
    m = find(crash, text);
    if (m != null || run.signal() != 0) {
      return crash(label, run, answers, firstOf(m, text, "signal " + run.signal()));
    }
    return byAnswers(label, run, counted, text);
  }

  private static Outcome byAnswers(String label, ProcessRun run, List<String> answers, String text) {
    if (!answers.isEmpty()) {
      return new Outcome(label, Verdict.ofAnswer(answers.get(answers.size() - 1)), answers, "", null, run);
    }
    Matcher error = ERROR.matcher(text);
    if (error.find()) {
      return new Outcome(label, Verdict.REJECTED, answers, error.group(), null, run);
    }
    if (run.exitCode() != 0) {
      return crash(label, run, answers, "exit code " + run.exitCode() + " without an answer");
    }
    return new Outcome(label, Verdict.UNKNOWN, answers, "no answer", null, run);
  }

  private static Outcome statusContradiction(String label, ProcessRun run, List<String> answers, Matcher m) {
    List<String> all = new ArrayList<>(answers);
    String got = group(m, "got");
    if (got != null && (all.isEmpty() || !all.get(all.size() - 1).equals(got))) {
      all.add(got);
    }
    Verdict v = all.isEmpty() ? Verdict.UNKNOWN : Verdict.ofAnswer(all.get(all.size() - 1));
    return new Outcome(label, v, all, m.group(), group(m, "expected"), run);
  }

  private static Outcome crash(String label, ProcessRun run, List<String> answers, String message) {
    return new Outcome(label, Verdict.CRASH, answers, message, null, run);
  }

  static List<String> answers(String stdout) {
    return answers(stdout, stdout.length());
  }

  /** The answers in the first {@code end} characters of {@code stdout}. */
  private static List<String> answers(String stdout, int end) {
    List<String> answers = new ArrayList<>();
    Matcher m = ANSWER.matcher(stdout).region(0, end);
    while (m.find()) {
      answers.add(m.group(1));
    }
    return answers;
  }

  private static String firstOf(Matcher m, String text, String fallback) {
    return m != null ? withLocation(text, m) : fallback;
  }

  /**
   * The crash line, with the {@code File:} and {@code Line:} lines z3 prints under its
   * "ASSERTION VIOLATION": without them every failed assertion of z3 would be one bug.
   */
  private static String withLocation(String text, Matcher m) {
    StringBuilder message = new StringBuilder(line(text, m));
    int next = text.indexOf('\n', m.end()) + 1;
    for (int i = 0; i < 2 && next > 0 && next < text.length(); i++) {
      int end = text.indexOf('\n', next);
      String l = text.substring(next, end < 0 ? text.length() : end).strip();
      if (!LOCATION.matcher(l).lookingAt()) {
        break;
      }
      message.append(' ').append(l);
      next = end + 1;
    }
    return message.toString();
  }

  /** The whole line around a match: crash messages are lines. */
  private static String line(String text, Matcher m) {
    int start = text.lastIndexOf('\n', m.start()) + 1;
    int end = text.indexOf('\n', m.end());
    return text.substring(start, end < 0 ? text.length() : end).strip();
  }

  private static String group(Matcher m, String name) {
    try {
      return m.group(name);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static Matcher find(List<Pattern> patterns, String text) {
    for (Pattern p : patterns) {
      Matcher m = p.matcher(text);
      if (m.find()) {
        return m;
      }
    }
    return null;
  }

  private static List<Pattern> compile(List<String> regexes) {
    return regexes.stream().map(r -> Pattern.compile(r, Pattern.MULTILINE)).toList();
  }
}
