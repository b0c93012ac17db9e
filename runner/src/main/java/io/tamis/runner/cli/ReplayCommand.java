package io.tamis.runner.cli;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.findings.replay.FindingSignature;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.solvers.pool.SolverPool;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis replay}: reruns a stored finding with its recorded command lines and limits. */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = {"Rerun a finding folder (finding.json + test.smt2, or reduced.smt2 where there is no " +
        "test.smt2; the first line names the file) exactly as recorded: same solver command lines, profiles " +
        "and timeouts. Says whether the same finding comes back: the same kind, the same configuration at " +
        "fault and, for a crash, the same message (signal, or assertion and frames), whatever form the stored " +
        "dedup key has. A crash recorded in the words of a release's WebAssembly build is reproduced when the " +
        "same configuration crashes, whatever its message: installed natively (from PyPI) the release dies by " +
        "its signal instead.",
        "A performance finding counts as reproduced when the slow configuration is still at least " +
        "twice as slow (and takes at least 1 s), on the build it was recorded on, even a +debug or +asan one, " +
        "which campaigns no longer blame for slowness.",
        "Exit code: 0 reproduced, 1 not reproduced, 2 usage error or a solver refused by the preflight."})
final class ReplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING_DIR", description = "A folder of the bug store.",
      converter = Inputs.Existing.class)
  Path folder;

  @Override
  public Integer call() throws InterruptedException {
    StoredFinding finding = load(spec, folder);
    FindingArgs.say(finding.configs(), finding.configs());
    TestResult result;
    try (SolverPool pool = finding.pool()) {
      if (!SolverPreflight.passes("replay", finding.configs(), pool, System.err)) {
        return ExitCodes.USAGE;
      }
      result = finding.run(pool, finding.scriptFile().toString(), finding.script());
    }
    System.out.println(CheckReport.line(result));
    boolean same = finding.reproducedBy(result);
    System.out.println((same ? "reproduced: " : "not reproduced: ") + finding.record().kind() + " "
        + finding.record().dedupKey());
    if (same && StoredFinding.otherRoute(FindingSignature.of(finding.record()))) {
      System.out.println("(the recorded message is the WebAssembly build's; the release's own program crashed here)");
    }
    return same ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
  }

  static StoredFinding load(CommandSpec spec, Path folder) {
    try {
      return StoredFinding.load(folder);
    } catch (IOException e) {
      throw new ParameterException(spec.commandLine(), "not a finding folder: " + folder + ": " + e.getMessage());
    }
  }
}
