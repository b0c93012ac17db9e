package io.tamis.runner.findings.report;

import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.store.SolverRecord;
import java.util.ArrayList;
import java.util.List;

/** A configuration's command line as a maintainer types it: the solver's name, its arguments and the file. */
final class ShellCommand {
  private ShellCommand() {}

  /**
   * {@code z3 -in model_validate=true < bug.smt2} for a solver that read its script on standard input,
   * {@code cvc5 --lang smt2 --check-models bug.smt2} for one that read a file (in place of a {@code {file}}
   * argument, or last).
   */
  static String of(SolverRecord s, String file) {
    List<String> words = new ArrayList<>();
    words.add(program(s));
    words.addAll(s.profile().inputArgs());
    boolean stdin = !s.profile().input().equals("file");
    boolean placed = false;
    for (String a : s.args()) {
      placed |= a.equals("{file}");
      words.add(a.equals("{file}") ? file : quoted(a));
    }
    if (!placed) {
      words.add(stdin ? "< " + file : file);
    }
    return String.join(" ", words);
  }

  /**
   * The solver's own program as its users call it, which the profile names ({@code yices-smt2}, not the
   * installed build's {@code yices2}); the solver's name for an unknown one.
   */
  private static String program(SolverRecord s) {
    String own = s.profile() == null || s.profile().name().equals("generic") ? "" : s.profile().executable();
    return own == null || own.isBlank() ? KnownBugs.solverName(s) : own;
  }

  /** The arguments as a POSIX shell reads them back into the same words. */
  static String args(List<String> args) {
    return String.join(" ", args.stream().map(ShellCommand::quoted).toList());
  }

  /** The argument as a POSIX shell reads it back: z3's tactic expressions have blanks and parentheses. */
  private static String quoted(String arg) {
    return arg.matches("[A-Za-z0-9_.,:=+/@%-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
  }
}
