package io.tamis.runner.findings.report;

import io.tamis.runner.evidence.Frame;
import io.tamis.runner.evidence.Stack;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.FailingCode;
import io.tamis.solvers.install.GitHistory;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.SolverCache;
import java.util.Optional;

/**
 * Whether a first bad commit introduced a crash or exposed older code: the failing line (the failed assertion's
 * place, or the innermost frame in the solver's own sources) against the commit's diff, in the history already on
 * this machine. A report written where there is none says only "first bad commit", as before.
 */
final class BlameLookup {
  private BlameLookup() {}

  /** The failing code at the first bad commit {@code rec}'s bisection found, or null when it cannot be told. */
  static FailingCode of(FindingRecord rec, SolverRecord atFault, SolverCache cache) {
    CommitBisection c = rec.bisection() == null ? null : rec.bisection().commits();
    Stack stack = atFault.stack();
    if (c == null || c.found() == null || !c.mode().equals(CommitBisection.FIRST_BAD) || stack == null) {
      return null;
    }
    try {
      Optional<GitHistory> history = GitHistory.local(cache, c.solver(), c.found().hash());
      if (history.isEmpty()) {
        return null;
      }
      for (Frame f : stack.frames()) {
        FailingCode code = f.file() == null || f.line() <= 0 ? null
            : history.get().failingCode(c.found(), f.file(), f.line());
        if (code != null) {
          return code;
        }
      }
    } catch (InstallException | IllegalArgumentException e) {
      return null; // git cannot tell (a blob a partial clone lacks, offline): the report claims neither
    }
    return null;
  }
}
