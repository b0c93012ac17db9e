package io.tamis.runner.findings.report;

import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.solver.OptionSupport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The report's **Severity** line: how far the bug reaches, each part proven by a run the report lists. The options
 * it needs and how the developers class them (the minimal command's runs), whether it shows under the modes they
 * promise more of (cvc5's safe modes), and for a debug build what the release builds tried do.
 */
final class SeverityLine {
  private static final int DETAIL_CHARS = 120;

  private SeverityLine() {}

  /** The line, or the empty string when no run tells anything of it. */
  static String of(FindingRecord rec, SolverRecord s, List<Tried.Run> tried) {
    List<String> parts = new ArrayList<>();
    boolean coresAlone = tried.stream().anyMatch(r -> r.what().equals(Tried.CORES_ALONE) && r.shows());
    String needs = coresAlone ? "needs only unsat cores (named assertions), in " + ReportTitle.who(s)
        + "'s default mode" : needs(rec, s);
    if (needs != null) {
      parts.add(needs);
    }
    for (Tried.Run r : tried) {
      if (r.severity() != null) {
        parts.add("under `" + r.severity() + "` " + (r.record().verdict().equals("rejected")
            ? "the command is refused (`" + clip(r.record().detail()) + "`)" : r.shows() ? "it shows too"
            : "it does not show"));
      }
    }
    String debug = releaseBuilds(BuiltFrom.of(s).map(InstallRecord.SourceBuild::variant).orElse("release"), tried);
    if (debug != null) {
      parts.add(debug);
    }
    return parts.isEmpty() ? "" : "**Severity**: " + String.join("; ", parts) + " (runs below).\n\n";
  }

  /** {@code needs no option}, or the options kept with their class in the profile ({@code --sets-exp (expert)}). */
  private static String needs(FindingRecord rec, SolverRecord s) {
    FindingRecord.Minimal m = rec.minimal();
    if (m == null) {
      return null;
    }
    if (m.kept().isEmpty()) {
      return "shows in " + ReportTitle.who(s) + "'s default mode, with no option";
    }
    List<String> named = new ArrayList<>();
    OptionSupport support = s.profile() == null ? new OptionSupport(Map.of()) : Tried.today(s.profile()).support();
    for (String option : m.kept()) {
      String mark = support.mark(option);
      // A smaller option's script line by its plain words: "unsat cores (`(set-option ...)`)".
      String words = m.replaced().stream().filter(r -> r.by().equals(option) && option.startsWith("("))
          .map(r -> r.what() + " ").findFirst().orElse("");
      named.add(words + "`" + option + "`" + (mark == null ? "" : " (" + mark + ")"));
    }
    return "needs " + String.join(", ", named);
  }

  /**
   * For a finding of a debug or sanitizer build ({@code variant}): what each release build among the report's runs
   * does, with its outcome, since a maintainer weighs a debug-only assertion by what users' builds do.
   */
  static String releaseBuilds(String variant, List<Tried.Run> tried) {
    if (variant.equals("release")) {
      return null;
    }
    List<String> release = tried.stream()
        .filter(r -> r.build() != null && BuiltFrom.of(r.record()).map(b -> b.variant().equals("release")).orElse(true))
        .map(r -> r.build() + " " + (r.shows() ? "shows it too" : "does not show it") + " ("
            + FindingReport.outcome(r.record()) + ")")
        .toList();
    return "found on " + (variant.matches("[aeiou].*") ? "an " : "a ") + variant + " build" + (release.isEmpty() ? "; no release build was tried"
        : "; of the release builds, " + String.join(", ", release));
  }

  private static String clip(String s) {
    String line = s == null ? "" : s.lines().findFirst().orElse("");
    return line.length() <= DETAIL_CHARS ? line : line.substring(0, DETAIL_CHARS) + " ...";
  }
}
