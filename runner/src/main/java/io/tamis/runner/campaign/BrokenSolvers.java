package io.tamis.runner.campaign;

import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.SolverConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The configurations that stopped running in the middle of a campaign (the program deleted, its library
 * removed, the disk gone): after {@link #STREAK} calls in a row that never started (exit 126 or 127, a start
 * error) a configuration is not run any more. Its tests then get a rejected outcome without a call: a broken
 * solver never becomes findings, and does not slow the others down.
 */
public final class BrokenSolvers {
  /** Calls in a row: a solver that fails to start now and then (a full process table) is not stopped. */
  public static final int STREAK = 20;

  private final List<String> labels;
  private final AtomicIntegerArray streaks;
  private final AtomicLong tests = new AtomicLong();
  private final Map<Integer, Stopped> stopped = new ConcurrentSkipListMap<>();

  /** A configuration stopped, why (the last failure), and after how many tests. */
  public record Stopped(String label, String why, long afterTests) {
    public Map<String, Object> json() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("label", label);
      m.put("why", why);
      m.put("afterTests", afterTests);
      return m;
    }
  }

  public BrokenSolvers(List<SolverConfig> configs) {
    labels = configs.stream().map(SolverConfig::label).toList();
    streaks = new AtomicIntegerArray(labels.size());
  }

  /** Counts a test begun (what {@link Stopped#afterTests} counts). */
  void test() {
    tests.incrementAndGet();
  }

  /** Notes configuration {@code i}'s outcome: a launch failure lengthens its streak, anything else ends it. */
  void note(int i, Outcome o) {
    if (!o.run().launchFailed()) {
      streaks.set(i, 0);
    } else if (streaks.incrementAndGet(i) >= STREAK) {
      stopped.putIfAbsent(i, new Stopped(labels.get(i), o.detail(), tests.get()));
    }
  }

  public boolean stopped(int i) {
    return stopped.containsKey(i);
  }

  /** True when no configuration is left to run. */
  public boolean all() {
    return !labels.isEmpty() && stopped.size() == labels.size();
  }

  /** The outcome of a call to stopped configuration {@code c} ({@code i}): rejected, never run. */
  Outcome skipped(int i, SolverConfig c) {
    String why = "stopped after " + STREAK + " calls that did not start: " + stopped.get(i).why();
    ProcessRun none = new ProcessRun(List.of(c.executable()), -1, 0, false, false, 0, -1, "", 0, "", 0, why);
    return new Outcome(c.label(), Verdict.REJECTED, List.of(), why, null, none);
  }

  /** The stopped configurations, in the order given. */
  public List<Stopped> list() {
    return new ArrayList<>(stopped.values());
  }

  public List<Map<String, Object>> json() {
    return list().stream().map(Stopped::json).toList();
  }
}
