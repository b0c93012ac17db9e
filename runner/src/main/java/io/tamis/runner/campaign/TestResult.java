package io.tamis.runner.campaign;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.coverage.Hits;
import io.tamis.solvers.pool.ProcessRun;
import java.util.List;

/**
 * One test and what came of it.
 *
 * @param index position in submission order (the check command prints in this order)
 * @param name the file or seed the test came from
 * @param error why the test could not be run (a malformed file: {@code file:line:col: message}), else null
 * @param modelChecks what tamis's evaluator said of each model it checked ("true", "false", "unknown")
 * @param evidence the calls that checked the answers ({@link EvidenceRuns}): runs under modes, unsat cores
 */
public record TestResult(long index, String name, TestCase test, String logic, List<Outcome> outcomes,
    List<Finding> findings, String error, List<String> modelChecks, List<EvidenceCall> evidence) {

  public TestResult {
    outcomes = List.copyOf(outcomes);
    findings = List.copyOf(findings);
    modelChecks = List.copyOf(modelChecks);
    evidence = List.copyOf(evidence);
  }

  public TestResult(long index, String name, TestCase test, String logic, List<Outcome> outcomes,
      List<Finding> findings, String error, List<String> modelChecks) {
    this(index, name, test, logic, outcomes, findings, error, modelChecks, List.of());
  }

  public TestResult(long index, String name, TestCase test, String logic, List<Outcome> outcomes,
      List<Finding> findings, String error) {
    this(index, name, test, logic, outcomes, findings, error, List.of());
  }

  public static TestResult malformed(long index, String name, String error) {
    return new TestResult(index, name, null, null, List.of(), List.of(), error);
  }

  /**
   * Every run of the test's own script: the configurations' and those under modes, in the order a finding
   * records them (and its replay runs them).
   */
  public List<Outcome> onScript() {
    List<Outcome> all = new java.util.ArrayList<>(outcomes);
    evidence.stream().filter(EvidenceCall::onScript).map(EvidenceCall::outcome).forEach(all::add);
    return all;
  }

  /** The edges the test's calls of coverage builds took, and how many were new to the campaign. */
  public Hits hits() {
    Hits sum = Hits.NONE;
    for (Outcome o : outcomes) {
      sum = o.run() == null ? sum : sum.plus(o.run().hits());
    }
    for (EvidenceCall e : evidence) {
      ProcessRun run = e.outcome() == null ? null : e.outcome().run();
      sum = run == null ? sum : sum.plus(run.hits());
    }
    return sum;
  }

  /** True when the user stopped the run while this test ran: it has no verdict. */
  public boolean cancelled() {
    return outcomes.stream().anyMatch(o -> o.verdict() == Verdict.CANCELLED);
  }

  /** The answer as a generator that learns from answers sees it: the verdict and the first model after sat. */
  public Answer answer() {
    String model = null;
    for (Outcome o : outcomes) {
      model = model == null && o.verdict() == Verdict.SAT ? ModelCheck.modelText(o) : model;
    }
    return new Answer(verdict(), model);
  }

  /**
   * One word for the whole test: the first finding's kind; else the definite answer; else the
   * most telling of timeout, unknown, rejected.
   */
  public String verdict() {
    if (error != null) {
      return "malformed";
    }
    if (!findings.isEmpty()) {
      return findings.get(0).kind();
    }
    for (Verdict v : List.of(Verdict.SAT, Verdict.UNSAT, Verdict.TIMEOUT, Verdict.UNKNOWN, Verdict.REJECTED)) {
      if (outcomes.stream().anyMatch(o -> o.verdict() == v)) {
        return v.label();
      }
    }
    return "unknown";
  }
}
