package io.tamis.runner.findings.report;

import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * What a report says of its minimal command ({@link io.tamis.runner.findings.replay.MinimalOptions}): the options
 * its title names, the sentence under "Describe the bug" and the line of "What else was tried" that sums up the
 * runs each without one option, or with a smaller one in its place.
 */
final class MinimalCommand {
  private MinimalCommand() {}

  /**
   * The options the finding needs beyond the solver's defaults and its mode's (which the title names by
   * "under"), as the title names them (a smaller option's script line by its plain words: "unsat cores"); null
   * when there are none, or no minimisation ran.
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
    own.replaceAll(o -> m.replaced().stream().filter(r -> r.by().equals(o) && r.by().startsWith("("))
        .map(FindingRecord.Replaced::what).findFirst().orElse(o));
    return own.isEmpty() ? null : String.join(" ", own);
  }

  /**
   * {@code " Needs no option: `-q`, ... were dropped, each by a run."}, with what a smaller
   * option stood in for ({@code "`proof=true` is not needed (a run with unsat cores instead shows it)"}), or nothing.
   */
  static String sentence(FindingRecord rec) {
    FindingRecord.Minimal m = rec.minimal();
    if (m == null || m.kept().isEmpty() && m.dropped().isEmpty()) {
      return "";
    }
    if (m.dropped().isEmpty() && m.replaced().isEmpty()) {
      return " Needs " + quoted(m.kept()) + (m.kept().size() == 1 ? ": without it" : ": without any one of them")
          + " a run does not show it.";
    }
    List<String> parts = new ArrayList<>();
    for (FindingRecord.Replaced r : m.replaced()) {
      parts.add("`" + r.option() + "` is not needed (a run with " + plain(r) + " instead"
          + (r.by().startsWith("(") ? ", its line first in the script below," : "") + " shows it)");
    }
    if (!m.dropped().isEmpty()) {
      parts.add(quoted(m.dropped()) + (m.dropped().size() == 1 ? " was dropped by a run"
          + " that still shows it" : " were dropped, each by a run that still shows it"));
    }
    String why = String.join("; ", parts) + "; the command below is the minimal one.";
    return m.kept().isEmpty() ? " Needs no option: " + why
        : " Needs only " + named(m) + ": " + why;
  }

  /** The line of "What else was tried" for the runs each without one option, or null when none ran. */
  static String triedLine(FindingRecord rec) {
    FindingRecord.Minimal m = rec.minimal();
    if (m == null || m.replays() == 0) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    if (!m.dropped().isEmpty()) {
      parts.add("without " + quoted(m.dropped()) + " it still shows it");
    }
    List<String> needed = needed(m);
    if (!needed.isEmpty()) {
      parts.add("without " + quoted(needed) + " it does not show it");
    }
    for (FindingRecord.Replaced r : m.replaced()) {
      parts.add("with " + plain(r) + (r.what().equals(r.by()) ? "" : " (`" + r.by() + "`)") + " instead of `"
          + r.option() + "` it still shows it");
    }
    return "- one option removed at a time (" + m.replays() + (m.replays() == 1 ? " run" : " runs") + "): "
        + String.join("; ", parts) + "\n";
  }

  /** The kept options as the runs without them tried them: a smaller option's by the one it stood in for. */
  private static List<String> needed(FindingRecord.Minimal m) {
    List<String> out = new ArrayList<>(m.kept());
    for (FindingRecord.Replaced r : m.replaced()) {
      int at = out.indexOf(r.by());
      if (at >= 0) {
        out.set(at, r.option());
      }
    }
    return out;
  }

  /** The kept options, a smaller one by its plain words and itself: {@code unsat cores (`(set-option ...)`)}. */
  private static String named(FindingRecord.Minimal m) {
    List<String> out = new ArrayList<>();
    for (String k : m.kept()) {
      out.add(m.replaced().stream().filter(r -> r.by().equals(k) && !r.what().equals(k)).findFirst()
          .map(r -> r.what() + " (`" + k + "`)").orElse("`" + k + "`"));
    }
    return String.join(", ", out);
  }

  /** A smaller option in plain words, or quoted when it has none. */
  private static String plain(FindingRecord.Replaced r) {
    return r.what().equals(r.by()) ? "`" + r.by() + "`" : r.what();
  }

  private static String quoted(List<String> options) {
    return String.join(", ", options.stream().map(o -> "`" + o + "`").toList());
  }
}
