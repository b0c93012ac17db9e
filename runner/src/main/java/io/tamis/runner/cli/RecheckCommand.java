package io.tamis.runner.cli;

import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.Rechecker;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord.Recheck;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tamis recheck}: reruns stored findings on the newest builds and marks each open, fixed, undecided or
 * flaky.
 */
@Command(name = "recheck", mixinStandardHelpOptions = true,
    description = {"Rerun every finding of the folders given on the newest builds: each recorded configuration " +
        "moved to its solver's trunk build (z3@main, from 'tamis solvers build'; z3@main+asan for a finding of " +
        "a +asan build, whose report a release build never prints, where one is built), else its newest installed " +
        "release, its options kept (z3@5.1.0 model_validate=true runs as z3@main model_validate=true).",
        "A run shows the finding when it gives one of the same kind blaming the moved configuration at fault; " +
        "a crash counts whatever its message, which a new build may word otherwise. After --runs runs the " +
        "finding is open (shown by every run that finished), fixed (by none, and none timed out), undecided " +
        "(by none, and some timed out: a crash that a loaded machine slows past the timeout is not fixed; " +
        "--timeout gives it longer) or " +
        "flaky; the mark goes into its finding.json " +
        "(recheck) and into report.md when 'tamis report' writes it next.",
        "Prints one line per finding and the counts (--json: the results as JSON).",
        "Exit code: 0 rechecked (whatever the marks), 2 usage error."})
final class RecheckCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "DIR", description = FindingArgs.DIR)
  List<Path> dirs;

  @Option(names = "--runs", paramLabel = "N", defaultValue = "3",
      description = "Runs per finding (default 3): a finding shown by some of them only is flaky.",
      converter = Inputs.Positive.class)
  int runs;

  @Option(names = "--solvers", paramLabel = "BUILDS", description = "The builds to use instead, separated by " +
      "';' and matched to the recorded configurations by solver (\"z3@main;cvc5@1.3.2\"); a solver not named " +
      "gets its default.")
  String solvers;

  @Option(names = "--json", description = "Print the results as JSON instead of lines.")
  boolean json;

  @Mixin
  ReplayTimeout timeout;

  /** One finding rechecked. */
  record Result(String folder, String kind, Recheck recheck) {}

  @Override
  public Integer call() throws InterruptedException, IOException {
    NewestBuilds builds = FindingArgs.builds(spec, solvers);
    Map<Path, StoredFinding> findings = new LinkedHashMap<>();
    for (Path folder : FindingArgs.folders(spec, dirs)) {
      findings.put(folder, ReplayCommand.load(spec, folder));
    }
    Map<Path, List<SolverConfig>> moved = moved(findings, builds);
    if (solvers == null) {
      FindingArgs.sayNewest(moved.values());
    }
    List<Result> results = new ArrayList<>();
    Rechecker rechecker = new Rechecker(builds, runs);
    for (Map.Entry<Path, StoredFinding> e : findings.entrySet()) {
      Recheck mark = rechecker.recheck(e.getKey(), e.getValue(), moved.get(e.getKey()));
      Result r = new Result(e.getKey().toString(), e.getValue().record().kind(), mark);
      results.add(r);
      if (!json) {
        System.out.println(line(r));
      }
    }
    System.out.println(json ? BugStore.toJson(results) : counts(results));
    return ExitCodes.OK;
  }

  /** Every finding's configurations on the new builds, before any runs: a missing build is a usage error. */
  private Map<Path, List<SolverConfig>> moved(Map<Path, StoredFinding> findings, NewestBuilds builds) {
    Map<Path, List<SolverConfig>> out = new HashMap<>();
    try {
      findings.forEach((folder, f) -> out.put(folder,
          timeout.apply(f, f.configs().stream().map(builds::moved).toList())));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    return out;
  }

  /** {@code open  z3-finiteset-size-union-crash  (z3@main aaf2464b21: crash, 3 of 3)} */
  static String line(Result r) {
    Recheck m = r.recheck();
    return String.format("%-5s  %s  (%s: %s, %s)", m.status(), r.folder(), String.join(", ", m.builds()),
        r.kind(), m.counts());
  }

  private static String counts(List<Result> results) {
    Map<String, Integer> n = new HashMap<>();
    results.forEach(r -> n.merge(r.recheck().status(), 1, Integer::sum));
    return results.size() + (results.size() == 1 ? " finding" : " findings") + " rechecked: "
        + n.getOrDefault(Recheck.OPEN, 0) + " open, " + n.getOrDefault(Recheck.FIXED, 0) + " fixed, "
        + n.getOrDefault(Recheck.FLAKY, 0) + " flaky"
        + (n.containsKey(Recheck.UNDECIDED) ? ", " + n.get(Recheck.UNDECIDED) + " undecided" : "");
  }
}
