package io.tamis.solvers.changes;

import io.tamis.solvers.install.SourceCommit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a solver's commits since {@code fromRef} changed, by theory group: the lines changed in the files
 * placed in each group (most first), and those placed in none.
 *
 * @param fromRef how the start was named (a release tag, or the user's REF)
 * @param lines lines changed per theory group, most first
 */
public record ChangedTheories(String solver, String fromRef, SourceCommit from, SourceCommit to, int commits,
    Map<String, Long> lines, long unplacedLines) {
  private static final int SHOWN = 6;

  public ChangedTheories {
    lines = sorted(lines);
  }

  /** Each group's share of the placed lines (0-1), most first. */
  public Map<String, Double> shares() {
    long placed = placedLines();
    Map<String, Double> shares = new LinkedHashMap<>();
    lines.forEach((g, n) -> shares.put(g, placed == 0 ? 0.0 : (double) n / placed));
    return shares;
  }

  public long placedLines() {
    return lines.values().stream().mapToLong(Long::longValue).sum();
  }

  /** One line for a person: {@code z3: 40 commits since z3-5.1.0 touch Strings/Sequences 38%, ...}. */
  public String summary() {
    List<String> parts = new ArrayList<>();
    shares().forEach((g, s) -> parts.add(g + " " + Math.round(100 * s) + "%"));
    String touched = parts.isEmpty() ? "no mapped theory"
        : String.join(", ", parts.subList(0, Math.min(SHOWN, parts.size())))
            + (parts.size() > SHOWN ? ", ..." : "");
    long all = placedLines() + unplacedLines;
    return solver + ": " + commits + (commits == 1 ? " commit" : " commits") + " since " + fromRef + " (" + from.abbrev() + ".." + to.abbrev()
        + ") touch " + touched + " (" + all + " lines changed, " + (all == 0 ? 0 : Math.round(100.0 * unplacedLines / all))
        + "% in no theory)";
  }

  /** The record summary.json keeps. */
  public Map<String, Object> json() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("since", fromRef);
    m.put("from", from.hash());
    m.put("to", to.hash());
    m.put("commits", commits);
    m.put("linesByTheory", lines);
    m.put("linesInNoTheory", unplacedLines);
    Map<String, Double> rounded = new LinkedHashMap<>();
    shares().forEach((g, s) -> rounded.put(g, Math.round(1000 * s) / 1000.0));
    m.put("shares", rounded);
    return m;
  }

  private static Map<String, Long> sorted(Map<String, Long> lines) {
    Map<String, Long> m = new LinkedHashMap<>();
    lines.entrySet().stream().filter(e -> e.getValue() > 0)
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> m.put(e.getKey(), e.getValue()));
    return java.util.Collections.unmodifiableMap(m);
  }
}
