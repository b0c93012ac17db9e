package io.tamis.runner.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.store.FindingRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The end-of-run summary: human lines (the counts, a table of the run's distinct findings, the times) or
 * JSON on stdout, JSON in {@code --out DIR/summary.json}.
 */
final class Summaries {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final int TIMEOUT_GROUPS = 5;

  private Summaries() {}

  static Map<String, Object> of(Statistics stats, Map<String, Object> extra) {
    Map<String, Object> m = new LinkedHashMap<>(extra);
    m.putAll(stats.summary());
    return m;
  }

  @SuppressWarnings("unchecked")
  static void print(PrintStream out, Statistics stats, boolean json, Map<String, Object> extra) {
    Map<String, Object> s = of(stats, extra);
    if (json) {
      out.println(CheckReport.toJson(s));
      return;
    }
    out.println("summary: " + s.get("tests") + " tests, verdicts " + s.get("verdicts") + ", findings "
        + s.get("findings") + " (new " + s.get("newFindings") + ", known " + s.get("knownFindings") + "), duplicates "
        + s.get("duplicates") + ", malformed " + s.get("malformed") + ", opaque " + s.get("opaque"));
    printSeeds(out, s);
    List<Map<String, Object>> findings = (List<Map<String, Object>>) s.get("findingList");
    if (!findings.isEmpty()) {
      out.println("  distinct findings of this run (status, kind, solver, what, folder):");
    }
    for (Map<String, Object> f : findings) {
      wrapped(out, f.get("status") + ", " + f.get("kind") + ", " + f.get("solver") + ": " + f.get("line"));
      out.println("      " + f.get("folder") + (f.get("known") instanceof FindingRecord.Known k
          ? " (" + k.id() + ", " + k.link() + ")" : ""));
    }
    ((Map<String, Object>) s.get("solverVerdicts")).forEach((k, v) -> out.println("  " + k + ": " + v));
    for (Map<String, Object> b : (List<Map<String, Object>>) s.getOrDefault("stoppedSolvers", List.of())) {
      out.println("  stopped: '" + b.get("label") + "' after " + b.get("afterTests") + " tests (" + b.get("why")
          + "); its later tests ran without it");
    }
    if (!((Map<String, Object>) s.get("modelChecks")).isEmpty()) {
      out.println("  models checked by tamis: " + s.get("modelChecks"));
    }
    if (!((Map<String, Object>) s.get("findingsByEvidence")).isEmpty()) {
      out.println("  findings by evidence: " + s.get("findingsByEvidence"));
    }
    out.println(String.format("  %.1f s, %.1f tests/s, %d jobs, slots busy %.1f%%, %.1f%% of solver time in timeouts",
        (Double) s.get("elapsedSeconds"), (Double) s.get("testsPerSecond"), (Integer) s.get("jobs"),
        100 * (Double) s.get("busyShare"), 100 * (Double) s.get("timeoutShareOfSolverTime"))
        + ((Long) s.get("evidenceCalls") == 0 ? "" : String.format(", %.1f%% in %d calls checking answers",
        100 * (Double) s.get("evidenceShareOfSolverTime"), (Long) s.get("evidenceCalls"))));
    printTimeouts(out, "generator", (Map<String, Map<String, Object>>) s.get("timeoutShareByGenerator"));
    printTimeouts(out, "logic", (Map<String, Map<String, Object>>) s.get("timeoutShareByLogic"));
  }

  /** A campaign's seeds, with those skipped counted: each was said as {@code file:line:col: message} when read. */
  private static void printSeeds(PrintStream out, Map<String, Object> s) {
    if (s.get("skippedSeeds") instanceof Integer skipped && skipped > 0) {
      out.println("  seeds: " + s.get("seeds") + " used, " + skipped + " skipped (the reader refused them: "
          + "file:line:col above)");
    }
  }

  /** The table's width: a finding's line wraps there instead of being cut (its end is often what tells). */
  static final int WIDTH = 110;

  /** {@code text} at four blanks, wrapped at blanks to {@link #WIDTH}, its further lines at eight. */
  static void wrapped(PrintStream out, String text) {
    StringBuilder line = new StringBuilder("    ");
    for (String word : text.split(" ")) {
      if (line.length() + 1 + word.length() > WIDTH && !line.toString().isBlank()) {
        out.println(line);
        line = new StringBuilder("        ");
      } else if (!line.toString().isBlank()) {
        line.append(' ');
      }
      line.append(word);
    }
    out.println(line);
  }

  /** The groups with the most solver time in timeouts (at most {@value #TIMEOUT_GROUPS}), on one line. */
  private static void printTimeouts(PrintStream out, String what, Map<String, Map<String, Object>> groups) {
    List<String> parts = groups.entrySet().stream()
        .filter(e -> ((Number) e.getValue().get("timeoutShare")).doubleValue() > 0).limit(TIMEOUT_GROUPS)
        .map(e -> String.format("%s %.0f%% of %.0f s", e.getKey(),
            100 * ((Number) e.getValue().get("timeoutShare")).doubleValue(),
            ((Number) e.getValue().get("solverSeconds")).doubleValue()))
        .toList();
    if (!parts.isEmpty()) {
      out.println("  timeouts by " + what + " (share of its solver time): " + String.join(", ", parts));
    }
  }

  /** Writes {@code dir/summary.json} atomically; nothing when {@code dir} is null. */
  static void write(Path dir, Statistics stats, Map<String, Object> extra) throws IOException {
    if (dir == null) {
      return;
    }
    Files.createDirectories(dir);
    Path tmp = dir.resolve(".tmp-summary.json");
    Files.write(tmp, JSON.writeValueAsBytes(of(stats, extra)));
    Files.move(tmp, dir.resolve("summary.json"), StandardCopyOption.ATOMIC_MOVE,
        StandardCopyOption.REPLACE_EXISTING);
  }
}
