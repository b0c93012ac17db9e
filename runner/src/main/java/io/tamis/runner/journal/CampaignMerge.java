package io.tamis.runner.journal;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.campaign.Recorder;
import io.tamis.runner.campaign.StreamMarks;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.store.StoreMerge;
import io.tamis.solvers.pool.SolverPool;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code tamis merge}: the shards of a campaign (or several campaigns) as one. Bug stores merge by
 * dedup key ({@link StoreMerge}); journals are concatenated, a test that two inputs both list
 * (the same stream, campaign seed and iteration) kept once ({@link Covered}); the statistics are those of the merged
 * journal, so the merge of a campaign's shards has the totals of the campaign run whole.
 */
public final class CampaignMerge {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * @param extra the summary's other entries: equal in every input, kept; whole numbers that differ
   *     (push/pop tests, demoted seeds) added up; other differing values listed per input
   * @param repeated tests listed by more than one input (counted once)
   */
  public record Merged(Statistics stats, Map<String, Object> extra, long repeated, double elapsedSeconds) {}

  private CampaignMerge() {}

  /**
   * Merges {@code inputs} into {@code out} (stores and journals); {@code pool} gives the jobs reported. The
   * inputs' checkpoints become one checkpoint at the head of the merged journal (an input whose checkpoint
   * stands only for tests counted already, the same folder given twice, is counted once), and their tests
   * after it follow.
   */
  public static Merged merge(List<Path> inputs, Path out, SolverPool pool, PrintStream err) throws IOException {
    StoreMerge.merge(inputs, out, err);
    Statistics stats = new Statistics(pool);
    Recorder recorder = new Recorder(stats, null, List.of(), Map.of(), err).readingFrom(out);
    Covered covered = new Covered();
    long[] repeated = {0};
    double elapsed = 0;
    try (Journal journal = Journal.open(out)) {
      Checkpoint merged = checkpoints(inputs, covered, stats, recorder, repeated, pool, err);
      if (merged != null) {
        journal.checkpoint(merged);
        elapsed = merged.elapsed();
      }
      journal.start(List.of(), 0, "merged", 1);
      for (Path in : inputs) {
        if (!JournalReader.exists(in)) {
          err.println("tamis: no journal in " + in + ": its findings are merged, its tests are not counted");
          continue;
        }
        JournalReader.Header h = JournalReader.read(in, t -> {
          if (!covered.add(t)) {
            repeated[0]++;
            return;
          }
          recorder.restore(t.toResult());
          try {
            journal.test(t);
          } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        });
        elapsed = Math.max(elapsed, h.elapsedSeconds());
      }
      journal.end(elapsed, "merged");
    } catch (java.io.UncheckedIOException e) {
      throw e.getCause();
    }
    stats.resumeAfter(elapsed);
    return new Merged(stats, extra(inputs), repeated[0], elapsed);
  }

  /** The inputs' checkpoints added up, their counts in {@code stats} and {@code recorder}; null when none has one. */
  private static Checkpoint checkpoints(List<Path> inputs, Covered covered, Statistics stats, Recorder recorder,
      long[] repeated, SolverPool pool, PrintStream err) throws IOException {
    Statistics sum = new Statistics(pool);
    Totals totals = new Totals();
    Map<StreamMarks.Key, StreamMarks.Mark> marks = new LinkedHashMap<>();
    double elapsed = 0;
    boolean any = false;
    for (Path in : inputs) {
      Checkpoint c = JournalReader.exists(in) ? JournalReader.checkpoint(in) : null;
      if (c == null) {
        continue;
      }
      if (covered.covers(c)) {
        repeated[0] += c.totals().tests();
        continue;
      }
      if (covered.overlaps(c)) {
        err.println("tamis: " + in + " shares checkpointed tests with an earlier input: they are counted twice");
      }
      any = true;
      covered.add(c);
      stats.add(c.stats());
      sum.add(c.stats());
      c.totals().restoreFindings(recorder);
      totals.add(c.totals());
      c.marks().forEach((k, m) -> marks.merge(k, m, (a, b) -> a.next() >= b.next() ? a : b));
      elapsed = Math.max(elapsed, c.elapsed());
    }
    return any ? new Checkpoint(0, List.of(), 1, elapsed, JSON.valueToTree(sum.state()), marks, totals) : null;
  }

  /** The inputs' summaries less the statistics (which come from the merged journal). */
  private static Map<String, Object> extra(List<Path> inputs) throws IOException {
    List<Map<String, Object>> all = new ArrayList<>();
    for (Path in : inputs) {
      Path f = in.resolve("summary.json");
      if (Files.exists(f)) {
        all.add(JSON.readValue(f.toFile(), new TypeReference<LinkedHashMap<String, Object>>() {}));
      }
    }
    Map<String, Object> merged = new LinkedHashMap<>();
    merged.put("mergedFrom", inputs.stream().map(p -> p.toAbsolutePath().normalize().toString()).toList());
    if (all.isEmpty()) {
      return merged;
    }
    for (String key : all.get(0).keySet()) {
      List<Object> values = all.stream().map(m -> m.get(key)).toList();
      merged.put(key, combine(values));
    }
    return merged;
  }

  private static Object combine(List<Object> values) {
    if (values.stream().distinct().count() == 1) {
      return values.get(0);
    }
    if (values.stream().allMatch(v -> v instanceof Integer || v instanceof Long)) {
      return values.stream().mapToLong(v -> ((Number) v).longValue()).sum();
    }
    return values;
  }
}
