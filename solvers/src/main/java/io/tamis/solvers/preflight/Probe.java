package io.tamis.solvers.preflight;

import io.tamis.solvers.pool.ProcessRun;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The two trivial scripts of the preflight and their answers. Each starts with the comment {@link #MARK}: the
 * fake solvers of the tests recognize it and answer as a working solver would.
 */
enum Probe {
  SAT("sat", "(assert (> x 0))"),
  UNSAT("unsat", "(assert (and (> x 0) (< x 0)))");

  static final String MARK = "; tamis preflight";
  private static final Pattern ANSWER = Pattern.compile("^(sat|unsat|unknown)\\b", Pattern.MULTILINE);

  private final String expected;
  private final byte[] script;

  Probe(String expected, String assertion) {
    this.expected = expected;
    this.script = (MARK + "\n(set-logic QF_LIA)\n(set-info :status " + expected + ")\n(declare-fun x () Int)\n"
        + assertion + "\n(check-sat)\n").getBytes(StandardCharsets.US_ASCII);
  }

  byte[] script() {
    return script.clone();
  }

  /** What is wrong with {@code run}'s answer to this script, or null when it answered as expected. */
  Problem problem(ProcessRun run, Duration limit) {
    String asked = "given a trivial " + expected + " script";
    Problem launch = Problem.ofLaunch(asked, run);
    if (launch != null) {
      return launch;
    }
    if (run.timedOut()) {
      return Problem.ofAnswer(asked + ", it gave no answer within " + limit.toSeconds() + " s");
    }
    Matcher m = ANSWER.matcher(run.stdout());
    if (!m.find()) {
      return Problem.ofAnswer(asked + ", it gave no answer (exit code " + run.exitCode() + Problem.said(run) + ")");
    }
    return m.group(1).equals(expected) ? null : Problem.ofAnswer(asked + ", it answered " + m.group(1));
  }
}
