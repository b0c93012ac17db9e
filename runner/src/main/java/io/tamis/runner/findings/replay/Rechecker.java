package io.tamis.runner.findings.replay;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.evidence.Gdb;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord.Recheck;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A stored finding rerun on new builds, {@code runs} times: open (shown by every run that finished), fixed,
 * undecided (none showed it and some timed out) or flaky. The mark goes into its finding.json.
 */
public final class Rechecker {
  private final NewestBuilds builds;
  private final int runs;

  public Rechecker(NewestBuilds builds, int runs) {
    this.builds = builds;
    this.runs = runs;
  }

  /** Reruns {@code finding} (stored in {@code folder}) as {@code runAs}, records the mark and returns it. */
  public Recheck recheck(Path folder, StoredFinding finding, List<SolverConfig> runAs)
      throws InterruptedException, IOException {
    UnaryOperator<String> move = NewestBuilds.move(finding.configs(), runAs);
    int reproduced = 0;
    int timedOut = 0;
    TestResult last = null;
    try (SolverPool pool = new SolverPool(runAs.size())) {
      for (int i = 0; i < runs; i++) {
        last = finding.run(pool, runAs, finding.scriptFile().toString(), finding.script());
        boolean shown = finding.reproducedOn(last, move);
        reproduced += shown ? 1 : 0;
        timedOut += !shown && finding.cutShortOn(last) ? 1 : 0;
      }
    }
    Recheck mark = Recheck.of(Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
        runAs.stream().map(builds::name).distinct().toList(), runs, reproduced, timedOut,
        ran(last, runAs, finding));
    BugStore.rewrite(folder, finding.record().withRecheck(mark));
    return mark;
  }

  /** The last run's configurations as records, a native crash with gdb's backtrace where it printed no stack. */
  private List<SolverRecord> ran(TestResult last, List<SolverConfig> runAs, StoredFinding finding)
      throws IOException, InterruptedException {
    Gdb gdb = Gdb.find();
    List<SolverRecord> out = new ArrayList<>();
    for (int i = 0; i < Math.min(runAs.size(), last.onScript().size()); i++) {
      Outcome o = last.onScript().get(i);
      if (o.run() != null) {
        out.add(SolverRecord.of(runAs.get(i), builds.name(runAs.get(i)), o).withBacktrace(gdb, finding.script()));
      }
    }
    return out;
  }
}
