package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionVariation;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/** Counts results and stores findings; runs on the result writer thread only. */
public final class Recorder {
  public static final String VERSION = "0.1.0";

  private final Statistics stats;
  private final BugStore store;
  private final List<SolverConfig> configs;
  private final Map<String, String> versions;
  private final PrintStream err;
  private final Set<String> seen = new HashSet<>();
  /** Loaded here, not on the writer thread: a broken list stops the command before it starts. */
  private final KnownBugs known = KnownBugs.bundled();
  private final List<Consumer<TestResult>> listeners = new ArrayList<>();
  private final List<Runnable> batchEnds = new ArrayList<>();
  /** Findings of earlier sessions by dedup key ({@link #restore}): how many, and of which kind. */
  private final Map<String, Long> restoredCounts = new HashMap<>();
  private final Map<String, String> restoredKinds = new HashMap<>();
  private Path records;

  /** {@code store} may be null: findings are then only counted. */
  public Recorder(Statistics stats, BugStore store, List<SolverConfig> configs, Map<String, String> versions,
      PrintStream err) {
    this.stats = stats;
    this.store = store;
    this.configs = List.copyOf(configs);
    this.versions = Map.copyOf(versions);
    this.err = err;
  }

  /** Also tells {@code listener} about every result (after it is counted and stored). */
  public Recorder listen(Consumer<TestResult> listener) {
    listeners.add(listener);
    return this;
  }

  /** Runs {@code action} after each batch, once the bug store's index is written (the journal's flush). */
  public Recorder afterBatch(Runnable action) {
    batchEnds.add(action);
    return this;
  }

  /**
   * Counts a test of an earlier session of the campaign ({@code fuzz --resume}): statistics only,
   * nothing stored, no listener told. Call {@link #restored()} after the last one.
   */
  public void restore(TestResult r) {
    stats.record(r);
    for (Finding f : r.findings()) {
      long n = restoredCounts.merge(f.dedupKey(), 1L, Long::sum);
      restoredKinds.putIfAbsent(f.dedupKey(), f.kind());
      String folder = BugStore.folder(f.kind(), f.dedupKey());
      stats.finding(restoredRecord(r, f, folder), folder, n == 1);
    }
  }

  /**
   * Counts a finding of earlier sessions from a journal checkpoint's index: {@code first} is the first test
   * that showed it (its only finding), {@code count} how many tests did.
   */
  public void restoreFinding(TestResult first, long count) {
    Finding f = first.findings().get(0);
    long n = restoredCounts.merge(f.dedupKey(), count, Long::sum);
    restoredKinds.putIfAbsent(f.dedupKey(), f.kind());
    String folder = BugStore.folder(f.kind(), f.dedupKey());
    stats.finding(restoredRecord(first, f, folder), folder, n == count, count);
  }

  /** Where {@link #restore} finds the findings' records when this recorder has no store of its own. */
  public Recorder readingFrom(Path dir) {
    this.records = dir;
    return this;
  }

  /** The finding's record as stored (with its known-bug mark), else what the journal tells of it. */
  private FindingRecord restoredRecord(TestResult r, Finding f, String folder) {
    Path dir = store != null ? store.dir() : records;
    Path stored = dir == null ? null : dir.resolve(folder);
    if (stored != null && Files.isRegularFile(stored.resolve(BugStore.FINDING))) {
      try {
        return BugStore.read(stored);
      } catch (IOException e) {
        err.println("tamis: cannot read " + stored.resolve(BugStore.FINDING) + ": " + e);
      }
    }
    TestCase t = r.test();
    return new FindingRecord(f.kind(), f.dedupKey(), f.detail(), List.of(), r.logic(), t.expected(), null,
        t.generator(), t.seedName(), t.seedSha256(), t.campaignSeed(), t.testSeed(), t.iteration(), null, VERSION,
        null);
  }

  /** The bug store's counts become the restored ones (its index may have run ahead of the journal). */
  public void restored() throws IOException {
    seen.addAll(restoredCounts.keySet());
    if (store != null) {
      store.restore(restoredCounts, restoredKinds);
    }
  }

  public void accept(List<TestResult> batch) {
    for (TestResult r : batch) {
      accept(r);
    }
    flush();
    batchEnds.forEach(Runnable::run);
  }

  private void accept(TestResult r) {
    stats.record(r);
    if (r.cancelled()) {
      return;
    }
    for (Finding f : r.findings()) {
      FindingRecord record = record(r, f);
      String folder = store(r, record);
      stats.finding(record, folder, folder != null);
    }
    listeners.forEach(l -> l.accept(r));
  }

  /** The finding's folder name when it is new (its dedup key's name without a store), else null. */
  private String store(TestResult r, FindingRecord record) {
    if (store == null) {
      return seen.add(record.dedupKey()) ? record.dedupKey() : null;
    }
    try {
      Path folder = store.add(record, r.test().text());
      return folder == null ? null : folder.getFileName().toString();
    } catch (IOException e) {
      err.println("tamis: cannot store finding " + record.dedupKey() + ": " + e);
      return seen.add(record.dedupKey()) ? record.dedupKey() : null;
    }
  }

  private void flush() {
    if (store == null) {
      return;
    }
    try {
      store.flush();
    } catch (IOException e) {
      err.println("tamis: cannot write the finding index: " + e);
    }
  }

  FindingRecord record(TestResult r, Finding f) {
    TestCase t = r.test();
    List<SolverRecord> solvers = new ArrayList<>();
    for (int i = 0; i < r.outcomes().size(); i++) {
      Outcome o = r.outcomes().get(i);
      SolverConfig c = configs.get(i);
      solvers.add(SolverRecord.of(c.forTest(t, i, r.logic()), versions.getOrDefault(c.label(), "unknown"), o));
    }
    for (EvidenceCall e : r.evidence()) {
      if (e.onScript() && e.config() != null) {
        String label = Mode.base(OptionVariation.base(e.config().label()));
        solvers.add(SolverRecord.of(e.config(), versions.getOrDefault(label, "unknown"), e.outcome()));
      }
    }
    FindingRecord record = new FindingRecord(f.kind(), f.dedupKey(), f.detail(), solvers, r.logic(), t.expected(),
        SeedScript.sha256(t.text()), t.generator(), t.seedName(), t.seedSha256(),
        t.campaignSeed(), t.testSeed(), t.iteration(), Instant.now().toString(), VERSION, f.culprit())
        .withEvidence(f.evidence());
    return FindingMarks.of(record, List.of(new String(t.text(), StandardCharsets.UTF_8)), known);
  }
}
