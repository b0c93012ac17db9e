package io.smtfuzz.runner.campaign;

import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.runner.oracle.Classifier;
import io.smtfuzz.runner.oracle.Finding;
import io.smtfuzz.runner.oracle.Oracle;
import io.smtfuzz.runner.oracle.Outcome;
import io.smtfuzz.runner.oracle.Verdict;
import io.smtfuzz.runner.pool.SolverPool;
import io.smtfuzz.runner.solver.SolverConfig;
import java.util.ArrayList;
import java.util.List;

/** Runs one test on every configuration and judges the outcomes. */
public final class TestRunner {
  private final SolverPool pool;
  private final List<SolverConfig> configs;
  private final List<Classifier> classifiers;

  public TestRunner(SolverPool pool, List<SolverConfig> configs) {
    this.pool = pool;
    this.configs = List.copyOf(configs);
    this.classifiers = configs.stream().map(c -> new Classifier(c.profile())).toList();
  }

  public List<SolverConfig> configs() {
    return configs;
  }

  public TestResult run(long index, String name, TestCase test, String logic) throws InterruptedException {
    List<Outcome> outcomes = new ArrayList<>();
    for (int i = 0; i < configs.size(); i++) {
      SolverConfig c = configs.get(i);
      Outcome o = classifiers.get(i).classify(c.label(), pool.run(c, test.text()));
      outcomes.add(o);
      if (o.verdict() == Verdict.CANCELLED) {
        return new TestResult(index, name, test, logic, outcomes, List.of(), null);
      }
    }
    List<Finding> findings = Oracle.judge(outcomes, test.expected(), logic);
    return new TestResult(index, name, test, logic, outcomes, findings, null);
  }
}
