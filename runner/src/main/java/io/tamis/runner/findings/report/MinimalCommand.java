package io.tamis.runner.findings.report;

import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * What a report says of its minimal command ({@link io.tamis.runner.findings.replay.MinimalOptions}): the options
 * its title names, the sentence under "Describe the bug" and the line of "What else was tried" that sums up the
 * runs each without one option.
 */
final class MinimalCommand {
  private MinimalCommand() {}

  /**
   * The options the finding needs beyond the solver's defaults and its mode's (which the title names by
   * "under"), as the title names them; null when there are none, or no minimisation ran.
   */
  static String titled(FindingRecord rec, SolverRecord solver) {
    FindingRecord.Minimal m = rec.minimal();
    if (m == null) {
      return null;
    }
    List<String> own = new ArrayList<>(m.kept());
    if (solver.profile() != null) { // records of old tests carry none
      own.removeAll(solver.profile().defaultArgs());
      own.removeAll(Tried.modeArgs(solver.config()));
    }
    return own.isEmpty() ? null : String.join(" ", own);
  }

  /** {@code " Needs none of the campaign's options: `-q`, ... were dropped, each by a run."}, or nothing. */
  static String sentence(FindingRecord rec) {
    FindingRecord.Minimal m = rec.minimal();
    if (m == null || m.kept().isEmpty() && m.dropped().isEmpty()) {
      return "";
    }
    if (m.dropped().isEmpty()) {
      return " Needs " + quoted(m.kept()) + (m.kept().size() == 1 ? ": without it" : ": without any one of them")
          + " a run does not show it.";
    }
    String dropped = quoted(m.dropped()) + (m.dropped().size() == 1 ? " was dropped by a run"
        : " were dropped, each by a run") + " that still shows it; the command below is the minimal one.";
    return m.kept().isEmpty() ? " Needs none of the campaign's options: " + dropped
        : " Needs only " + quoted(m.kept()) + ": " + dropped;
  }

  /** The line of "What else was tried" for the runs each without one option, or null when none ran. */
  static String triedLine(FindingRecord rec) {
    FindingRecord.Minimal m = rec.minimal();
    if (m == null || m.replays() == 0) {
      return null;
    }
    return "- one option removed at a time (" + m.replays() + (m.replays() == 1 ? " run" : " runs") + "): " + (m.dropped().isEmpty() ? "" : "without " + quoted(m.dropped()) + " it still shows it"
        + (m.kept().isEmpty() ? "" : "; ")) + (m.kept().isEmpty() ? "" : "without " + quoted(m.kept())
        + " it does not show it") + "\n";
  }

  private static String quoted(List<String> options) {
    return String.join(", ", options.stream().map(o -> "`" + o + "`").toList());
  }
}
