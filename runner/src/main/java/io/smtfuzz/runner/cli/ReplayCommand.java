package io.smtfuzz.runner.cli;

import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.runner.campaign.TestResult;
import io.smtfuzz.runner.campaign.TestRunner;
import io.smtfuzz.runner.oracle.Finding;
import io.smtfuzz.runner.oracle.Judging;
import io.smtfuzz.runner.oracle.Performance;
import io.smtfuzz.runner.pool.SolverPool;
import io.smtfuzz.runner.solver.SolverConfig;
import io.smtfuzz.runner.store.BugStore;
import io.smtfuzz.runner.store.FindingRecord;
import io.smtfuzz.runner.store.SolverRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code smtfuzz replay}: reruns a stored finding with its recorded command lines and limits. */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = {"Rerun a finding folder (finding.json + test.smt2) exactly as recorded: same solver " +
        "command lines, profiles and timeouts. Says whether the same finding (same dedup key) comes back.",
        "A performance finding counts as reproduced when the slow configuration is still at least " +
        "twice as slow (and takes at least 1 s).",
        "Exit code: 0 reproduced, 1 not reproduced, 2 usage error."})
final class ReplayCommand implements Callable<Integer> {
  private static final double REPLAY_PERF_FACTOR = 2;

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING_DIR", description = "A folder of the bug store.")
  Path folder;

  @Override
  public Integer call() throws InterruptedException {
    FindingRecord record;
    byte[] script;
    try {
      record = BugStore.read(folder);
      script = Files.readAllBytes(folder.resolve(BugStore.SCRIPT));
    } catch (IOException e) {
      throw new ParameterException(spec.commandLine(), "not a finding folder: " + folder + ": " + e.getMessage());
    }
    List<SolverConfig> configs = record.solvers().stream().map(SolverRecord::config).toList();
    TestCase test = new TestCase(script, record.expected(), record.generator(), record.seedFile(),
        record.seedSha256(), record.campaignSeed(), record.iteration(), record.testSeed());
    TestResult result;
    try (SolverPool pool = new SolverPool(configs.size())) {
      Performance perf = record.kind().equals("performance") ? Performance.of(REPLAY_PERF_FACTOR) : Performance.OFF;
      // A run with --models stored its script with the (get-model) it sent.
      boolean models = new String(script, StandardCharsets.ISO_8859_1).contains("(get-model)");
      Judging judging = new Judging(perf, models);
      result = new TestRunner(pool, configs, 0, false, judging).run(0, folder.toString(), test, record.logic());
    }
    System.out.println(CheckReport.line(result));
    boolean same = result.findings().stream().map(Finding::dedupKey).anyMatch(record.dedupKey()::equals);
    System.out.println((same ? "reproduced: " : "not reproduced: ") + record.kind() + " " + record.dedupKey());
    return same ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
  }
}
