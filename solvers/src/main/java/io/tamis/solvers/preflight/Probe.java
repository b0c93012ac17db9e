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
  SAT("sat", "QF_LIA", "Int", "(assert (> x 0))"),
  UNSAT("unsat", "QF_LIA", "Int", "(assert (and (> x 0) (< x 0)))"),
  /** For a solver without integers (Bitwuzla), which refuses QF_LIA. */
  SAT_BV("sat", "QF_BV", "(_ BitVec 4)", "(assert (bvugt x #x0))"),
  UNSAT_BV("unsat", "QF_BV", "(_ BitVec 4)", "(assert (and (bvugt x #x0) (= x #x0)))");

  /** The probes of a solver without integers. */
  static final java.util.List<Probe> BIT_VECTORS = java.util.List.of(SAT_BV, UNSAT_BV);
  private static final Pattern NO_LOGIC = Pattern.compile("(?i)(unsupported|unknown|not supported).*logic|logic.*"
      + "(unsupported|not supported|unknown)");

  static final String MARK = "; tamis preflight";
  private static final Pattern ANSWER = Pattern.compile("^(sat|unsat|unknown)\\b", Pattern.MULTILINE);

  private final String expected;
  private final byte[] script;

  Probe(String expected, String logic, String sort, String assertion) {
    this.expected = expected;
    this.script = (MARK + "\n(set-logic " + logic + ")\n(set-info :status " + expected + ")\n(declare-fun x () " + sort
        + ")\n" + assertion + "\n(check-sat)\n").getBytes(StandardCharsets.US_ASCII);
  }

  /** Whether {@code run} refused the probe's logic (then the bit-vector probes are asked instead). */
  static boolean logicRefused(ProcessRun run) {
    return !run.launchFailed() && !ANSWER.matcher(run.stdout()).find() && NO_LOGIC.matcher(run.output()).find();
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
