package io.tamis.runner.cli;

import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.solvers.solver.SolverConfig;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --timeout} of the commands that replay stored findings: a crash that took 1 s on an idle machine may
 * take 5 s beside a build, past its recorded limit, and such a replay decides nothing.
 */
final class ReplayTimeout {
  @Spec(Spec.Target.MIXEE)
  CommandSpec spec;

  @Option(names = "--timeout", paramLabel = "SECONDS", description = "A longer limit per solver call than the " +
      "recorded one, for a crash or a wrong answer that a loaded machine slows past it (a replay that timed out " +
      "decides nothing). Never lowers a limit; a performance finding keeps its own, which is what it measures.",
      converter = Inputs.Seconds.class)
  Double seconds;

  /** {@code runAs}, each call's limit raised to --timeout where it was lower; as given for a performance finding. */
  List<SolverConfig> apply(StoredFinding finding, List<SolverConfig> runAs) {
    if (seconds == null || finding.record().kind().equals("performance")) {
      return runAs;
    }
    Duration limit = Duration.ofMillis(Math.round(seconds * 1000));
    return runAs.stream().map(c -> c.timeout().compareTo(limit) >= 0 ? c : c.withTimeout(limit)).toList();
  }
}
