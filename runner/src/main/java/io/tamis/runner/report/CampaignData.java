package io.tamis.runner.report;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.campaign.Recorder;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.campaign.Timeline;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.journal.TestRecord;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.pool.SolverPool;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a campaign folder tells: its summary (or, for a campaign killed before it wrote one, the
 * statistics of its journal), its timeline, its tests per generator and per logic (journal), and its
 * distinct findings (bug store).
 */
record CampaignData(Path dir, Map<String, Object> summary, List<String[]> timeline, Map<String, Group> generators,
    Map<String, Group> logics, List<Found> findings) {

  /**
   * Tests of one generator or logic: how many, their solver calls and time, those with findings, distinct
   * keys.
   */
  static final class Group {
    long tests;
    long calls;
    long timeouts;
    /** Solver time of its calls, and of those that timed out. */
    long solverNanos;
    long timeoutNanos;
    long withFindings;
    final Set<String> keys = new HashSet<>();

    void add(TestRecord t) {
      tests++;
      calls += t.calls().size();
      for (TestRecord.Call c : t.calls()) {
        boolean timedOut = c.verdict().equals("timeout");
        timeouts += timedOut ? 1 : 0;
        timeoutNanos += timedOut ? c.wallNanos() : 0;
        solverNanos += c.wallNanos();
      }
      withFindings += t.findings().isEmpty() ? 0 : 1;
      t.findings().forEach(f -> keys.add(f.dedupKey()));
    }
  }

  /** A distinct finding and where its files are (paths relative to the campaign folder, or null). */
  record Found(FindingRecord record, long count, String folder, String script, String reduced, String report) {}

  private static final ObjectMapper JSON = new ObjectMapper();

  static CampaignData read(Path dir, PrintStream err) throws IOException {
    Map<String, Group> generators = new TreeMap<>();
    Map<String, Group> logics = new TreeMap<>();
    Statistics stats;
    try (SolverPool pool = new SolverPool(1)) {
      stats = new Statistics(pool);
      Recorder recorder = new Recorder(stats, null, List.of(), Map.of(), err).readingFrom(dir);
      if (JournalReader.exists(dir)) {
        JournalReader.Header h = JournalReader.read(dir, t -> {
          generators.computeIfAbsent(t.generator(), k -> new Group()).add(t);
          logics.computeIfAbsent(t.logic() == null ? "(unknown)" : t.logic(), k -> new Group()).add(t);
          recorder.restore(t.toResult());
        });
        stats.resumeAfter(h.elapsedSeconds());
      }
    }
    Path s = dir.resolve("summary.json");
    Map<String, Object> summary = Files.exists(s)
        ? JSON.readValue(s.toFile(), new TypeReference<LinkedHashMap<String, Object>>() {})
        : JSON.convertValue(stats.summary(), new TypeReference<LinkedHashMap<String, Object>>() {});
    return new CampaignData(dir, summary, Timeline.read(dir), generators, logics, findings(dir));
  }

  private static List<Found> findings(Path dir) throws IOException {
    List<Found> found = new ArrayList<>();
    for (Map.Entry<String, BugStore.Entry> e : BugStore.load(dir).entrySet()) {
      String folder = e.getValue().folder();
      Path f = dir.resolve(folder);
      if (!Files.isRegularFile(f.resolve(BugStore.FINDING))) {
        continue;
      }
      found.add(new Found(BugStore.read(f), e.getValue().count(), folder + "/", file(dir, folder, BugStore.SCRIPT),
          file(dir, folder, BugStore.REDUCED), file(dir, folder, "report.md")));
    }
    found.sort(Comparator.comparing((Found x) -> x.record().foundAt()));
    return found;
  }

  private static String file(Path dir, String folder, String name) {
    return Files.exists(dir.resolve(folder).resolve(name)) ? folder + "/" + name : null;
  }
}
