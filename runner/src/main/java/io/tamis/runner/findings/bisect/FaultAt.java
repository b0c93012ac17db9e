package io.tamis.runner.findings.bisect;

import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import java.util.List;

/** Which recorded configuration a bisection swaps for each release, and whose outcome a release must repeat. */
public final class FaultAt {
  private FaultAt() {}

  /**
   * The index of the configuration at fault: the culprit, or the one that crashed or failed its model or
   * contradicted the status; else {@code solver}'s (null: none given).
   *
   * @throws IllegalArgumentException when the record names none and no solver is given
   */
  public static int culprit(FindingRecord record, String solver) {
    List<SolverRecord> solvers = record.solvers();
    for (int i = 0; i < solvers.size(); i++) {
      SolverRecord s = solvers.get(i);
      if (s.label().equals(record.culprit()) || s.verdict().equals(record.kind())
          || record.kind().equals("status") && s.answers().stream().anyMatch(a -> contradicts(a, record.expected()))) {
        return i;
      }
    }
    if (solver != null) {
      return target(record, solver, -1);
    }
    throw new IllegalArgumentException("the finding does not say which solver is at fault (culprit: "
        + record.culprit() + "); name it with --solver");
  }

  /**
   * The first configuration of {@code solver}'s family: the fault's own when it is one.
   *
   * @throws IllegalArgumentException when the record has none
   */
  public static int target(FindingRecord record, String solver, int fault) {
    List<SolverRecord> solvers = record.solvers();
    if (fault >= 0 && solvers.get(fault).profile().name().equals(solver)) {
      return fault;
    }
    for (int i = 0; i < solvers.size(); i++) {
      if (solvers.get(i).profile().name().equals(solver)) {
        return i;
      }
    }
    throw new IllegalArgumentException("the finding has no " + solver + " configuration");
  }

  private static boolean contradicts(String answer, String expected) {
    return expected != null && (answer.equals("sat") || answer.equals("unsat")) && !answer.equals(expected);
  }
}
