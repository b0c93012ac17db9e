package io.smtfuzz.runner.campaign;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.runner.oracle.Finding;
import io.smtfuzz.runner.oracle.Outcome;
import io.smtfuzz.runner.solver.SolverConfig;
import io.smtfuzz.runner.store.BugStore;
import io.smtfuzz.runner.store.FindingRecord;
import io.smtfuzz.runner.store.SolverRecord;
import java.io.IOException;
import java.io.PrintStream;
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
  private final List<Consumer<TestResult>> listeners = new ArrayList<>();
  private final List<Runnable> batchEnds = new ArrayList<>();
  /** Findings of earlier sessions by dedup key ({@link #restore}): how many, and of which kind. */
  private final Map<String, Long> restoredCounts = new HashMap<>();
  private final Map<String, String> restoredKinds = new HashMap<>();

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
      stats.finding(f.kind(), n == 1);
    }
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
      stats.finding(f.kind(), store(r, f));
    }
    listeners.forEach(l -> l.accept(r));
  }

  /** True when the finding is new. */
  private boolean store(TestResult r, Finding f) {
    if (store == null) {
      return seen.add(f.dedupKey());
    }
    try {
      Path folder = store.add(record(r, f), r.test().text());
      return folder != null;
    } catch (IOException e) {
      err.println("smtfuzz: cannot store finding " + f.dedupKey() + ": " + e);
      return seen.add(f.dedupKey());
    }
  }

  private void flush() {
    if (store == null) {
      return;
    }
    try {
      store.flush();
    } catch (IOException e) {
      err.println("smtfuzz: cannot write the finding index: " + e);
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
    return new FindingRecord(f.kind(), f.dedupKey(), f.detail(), solvers, r.logic(), t.expected(),
        SeedScript.sha256(t.text()), t.generator(), t.seedName(), t.seedSha256(),
        t.campaignSeed(), t.testSeed(), t.iteration(), Instant.now().toString(), VERSION, f.culprit());
  }
}
