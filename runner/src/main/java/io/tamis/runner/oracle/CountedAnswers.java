package io.tamis.runner.oracle;

import io.tamis.core.eval.ScriptCommands;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a solver's output stops describing the script it was given. z3 reports an error at a
 * command and goes on: after dropping an assertion outside QF_RDL's difference logic it answers
 * for the rest, so that answer is about another formula and must not be compared. An error at a
 * logic, option, info or get command is harmless (every cvc5-only option is an error for z3). An error
 * whose command cannot be found (no position, or a position outside the script) counts as harmful.
 * z3 answers a command it does not know ({@code block-model}, {@code declare-heap}) with a line
 * {@code unsupported} and names the command on stderr, or on stdout as its WebAssembly build does
 * ({@code ; block-model line: 13 position: 22}):
 * the n-th such line goes with the n-th such comment (an unknown {@code get-info} keyword is named
 * by the keyword).
 */
final class CountedAnswers {
  /** z3 says {@code line L column C}, cvc5 {@code FILE:L.C:}. */
  private static final Pattern ERROR =
      Pattern.compile("^\\(error \"(?:line (\\d+) column (\\d+)|[^\"\\n]*?:(\\d+)\\.(\\d+):)?", Pattern.MULTILINE);
  private static final Pattern UNSUPPORTED = Pattern.compile("^unsupported\\s*$", Pattern.MULTILINE);
  private static final Pattern UNSUPPORTED_AT = Pattern.compile("^; (\\S+) line: \\d+ position: \\d+", Pattern.MULTILINE);
  private static final Set<String> HARMLESS = Set.of("set-logic", "set-option", "set-info", "get-info", "get-option",
      "get-model", "get-value", "get-assignment", "get-proof", "get-unsat-core", "get-unsat-assumptions", "echo",
      "exit");

  private CountedAnswers() {}

  /** The length of the prefix of {@code stdout} whose answers count: up to the first harmful error. */
  static int end(String stdout, String stderr, byte[] script) {
    return Math.min(errorEnd(stdout, script), unsupportedEnd(stdout, stderr));
  }

  private static int errorEnd(String stdout, byte[] script) {
    Matcher m = ERROR.matcher(stdout);
    while (m.find()) {
      if (!harmless(m, stdout, script)) {
        return m.start();
      }
    }
    return stdout.length();
  }

  /**
   * The first {@code unsupported} whose command is not harmless (or not named) ends the counted answers.
   * A solver that names none (cvc5 says {@code unsupported} only for options and info it does not know) drops
   * nothing.
   */
  private static int unsupportedEnd(String stdout, String stderr) {
    Matcher m = UNSUPPORTED.matcher(stdout);
    // z3's program names the command on stderr; z3-solver's WebAssembly build (our shim) on stdout
    Matcher named = UNSUPPORTED_AT.matcher(stdout);
    if (!named.find()) {
      named = UNSUPPORTED_AT.matcher(stderr);
    }
    if (!named.find(0)) {
      return stdout.length();
    }
    named.reset();
    while (m.find()) {
      // A keyword is an unknown get-info or set-option attribute: harmless.
      if (!named.find() || !(HARMLESS.contains(named.group(1)) || named.group(1).startsWith(":"))) {
        return m.start();
      }
    }
    return stdout.length();
  }

  private static boolean harmless(Matcher m, String stdout, byte[] script) {
    String line = m.group(1) != null ? m.group(1) : m.group(3);
    String column = m.group(1) != null ? m.group(2) : m.group(4);
    if (line == null) {
      // cvc5 names no position when a get command fails ("Cannot get unsat core unless in unsat mode."):
      // nothing was dropped.
      return stdout.regionMatches(true, m.end(), "cannot get ", 0, 11);
    }
    if (script == null) {
      return false;
    }
    // cvc5 reports column 4294967295 (an unsigned -1) for a token it cannot find: no position.
    if (line.length() > 9 || column.length() > 9) {
      return false;
    }
    int offset = offset(script, Integer.parseInt(line), Integer.parseInt(column));
    String head = offset < 0 ? null : ScriptCommands.headAt(script, offset);
    return head != null && HARMLESS.contains(head);
  }

  /** The byte offset of a 1-based line and column, or -1 outside the script (a warm session counts on). */
  private static int offset(byte[] script, int line, int column) {
    int l = 1;
    int i = 0;
    while (l < line && i < script.length) {
      if (script[i++] == '\n') {
        l++;
      }
    }
    if (l < line) {
      return -1;
    }
    int lineEnd = i;
    while (lineEnd < script.length && script[lineEnd] != '\n') {
      lineEnd++;
    }
    return Math.min(i + Math.max(0, column - 1), Math.max(i, lineEnd - 1));
  }
}
