package io.tamis.runner.findings.replay;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.evidence.Gdb;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.util.List;

/**
 * Where a crash known only by its signal happens: the top frames of the solver's own code under gdb. A
 * native z3 segfaults on many scripts, in many places (z3 5.1.0 in its parser on set.union of one
 * argument as well as in size_ub_axiom), so a smaller script that crashes elsewhere is another bug.
 */
final class CrashFrames {
  private final Gdb gdb;
  private final SolverConfig config;
  private final String key;

  private CrashFrames(Gdb gdb, SolverConfig config, String key) {
    this.gdb = gdb;
    this.config = config;
    this.key = key;
  }

  /**
   * The frames of the crash in {@code first}, the original's run, when the finding is a crash keyed by a bare
   * signal of a native build and gdb shows it; else null (the signal is all there is to compare).
   */
  static CrashFrames of(StoredFinding finding, List<SolverConfig> deciding, TestResult first, byte[] original)
      throws InterruptedException {
    Gdb gdb = Gdb.find();
    // A crash recorded in WebAssembly words is also known natively by its signal alone (see StoredFinding).
    boolean bySignal = DedupKeys.bareCrash(finding.record().dedupKey())
        || StoredFinding.otherRoute(FindingSignature.of(finding.record()));
    if (gdb == null || !bySignal) {
      return null;
    }
    for (int i = 0; i < first.outcomes().size(); i++) {
      Outcome o = first.outcomes().get(i);
      SolverConfig c = deciding.get(i);
      if (o.verdict() == Verdict.CRASH && o.run() != null && Gdb.applies(o.run().signal(), c.executable())) {
        Stack stack = backtrace(gdb, c, original);
        return stack == null ? null : new CrashFrames(gdb, c, stack.key());
      }
    }
    return null;
  }

  /** Whether {@code script} crashes in the same frames. */
  boolean same(byte[] script) throws InterruptedException {
    Stack stack = backtrace(gdb, config, script);
    return stack != null && stack.key().equals(key);
  }

  /** The top frames, as a dedup key names them: {@code f < g < h}. */
  String key() {
    return key;
  }

  private static Stack backtrace(Gdb gdb, SolverConfig config, byte[] script) throws InterruptedException {
    try {
      return gdb.backtrace(config, script);
    } catch (IOException e) {
      return null;
    }
  }
}
