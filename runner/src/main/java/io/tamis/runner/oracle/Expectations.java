package io.tamis.runner.oracle;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a regression-suite script says about itself in comments, as cvc5's suite writes it: {@code
 * ; EXPECT: <line>} for each line of expected output and {@code ; EXIT: <code>} for a script meant
 * to end with that exit code (non-zero: it is meant to fail). The answers are used as an oracle only
 * when they line up with the queries: as many {@code sat}/{@code unsat}/{@code unknown} lines as
 * {@code check-sat} commands (a scrubbed or error-ending script may expect fewer).
 *
 * <p>A {@code ; COMMAND-LINE:} option that changes what the script means ({@code --strings-alpha-card}:
 * a smaller alphabet) makes its expected answers, and its {@code :status}, hold only under that option.
 *
 * @param answers the expected answer of each query in order, or empty when they do not line up
 * @param exit the declared exit code, 0 when none is declared
 * @param optionDependent the expected answers hold only under the file's own command-line options
 * @param oneSolverSemantics the script sets an option that changes what it means for one solver only (z3's
 *     {@code rewriter.hi_div0 false}: division by zero left open), or blocks the model a configuration found
 *     ({@code block-model}: the next query's answer depends on which model that was): answers of different
 *     configurations do not compare
 */
public record Expectations(List<String> answers, int exit, boolean optionDependent, boolean oneSolverSemantics) {
  public static final Expectations NONE = new Expectations(List.of(), 0, false, false);
  private static final Expectations ONE_SOLVER = new Expectations(List.of(), 0, false, true);
  private static final Pattern ONE_SOLVER_OPTION =
      Pattern.compile("\\(\\s*set-option\\s+:(?:rewriter\\.)?hi[_-]div0\\s+false\\s*\\)");
  private static final List<String> SEMANTIC_OPTIONS = List.of("--strings-alpha-card");

  private static final Pattern EXPECT = Pattern.compile("^;\\s*EXPECT:\\s*(\\S.*?)\\s*$", Pattern.MULTILINE);
  private static final Pattern EXIT = Pattern.compile("^;\\s*EXIT:\\s*(-?\\d{1,3})\\s*$", Pattern.MULTILINE);
  private static final Pattern COMMAND_LINE = Pattern.compile("^;\\s*COMMAND-LINE:(.*)$", Pattern.MULTILINE);
  private static final Pattern QUERY = Pattern.compile("^\\s*\\(\\s*check-sat(-assuming)?[\\s)]", Pattern.MULTILINE);

  /** The expectations {@code text} declares; {@link #NONE} for a script without such comments. */
  public static Expectations of(byte[] text) {
    boolean oneSolver = contains(text, "div0") && ONE_SOLVER_OPTION.matcher(
        new String(text, StandardCharsets.ISO_8859_1)).find() || contains(text, "(block-model");
    if (!contains(text, "EXPECT:") && !contains(text, "EXIT:") && !contains(text, "COMMAND-LINE:")) {
      return oneSolver ? ONE_SOLVER : NONE;
    }
    String s = new String(text, StandardCharsets.ISO_8859_1);
    List<String> answers = new ArrayList<>();
    Matcher m = EXPECT.matcher(s);
    while (m.find()) {
      String line = m.group(1);
      if (line.equals("sat") || line.equals("unsat") || line.equals("unknown")) {
        answers.add(line);
      }
    }
    Matcher exit = EXIT.matcher(s);
    int code = exit.find() ? Integer.parseInt(exit.group(1)) : 0;
    return new Expectations(answers.size() == count(QUERY, s) ? List.copyOf(answers) : List.of(), code,
        optionDependent(s), oneSolver);
  }

  private static boolean optionDependent(String s) {
    Matcher m = COMMAND_LINE.matcher(s);
    while (m.find()) {
      for (String option : SEMANTIC_OPTIONS) {
        if (m.group(1).contains(option)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The script is meant to end with an error. */
  public boolean expectsError() {
    return exit != 0;
  }

  /**
   * The expected answer per query: the declared ones, or {@code expected} (known by construction or from
   * {@code :status}) for a one-query script; none under options that change the semantics.
   */
  public List<String> perQuery(String expected) {
    if (optionDependent) {
      return List.of();
    }
    return answers.size() > 1 || expected == null ? answers : List.of(expected);
  }

  /** The single expected answer of a one-query script, else null. */
  public String single() {
    return answers.size() == 1 ? answers.get(0) : null;
  }

  private static int count(Pattern p, String s) {
    Matcher m = p.matcher(s);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  private static boolean contains(byte[] text, String word) {
    byte[] w = word.getBytes(StandardCharsets.US_ASCII);
    outer:
    for (int i = 0; i + w.length <= text.length; i++) {
      for (int j = 0; j < w.length; j++) {
        if (text[i + j] != w[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }
}
