package io.tamis.runner.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.FindingStatus;
import io.tamis.solvers.pool.SolverPool;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Campaign counters. Written by the result writer, read by the progress printer: all counters are
 * concurrent.
 */
public final class Statistics {
  private final long startNanos = System.nanoTime();
  private final SolverPool pool;
  /** The time earlier sessions of a resumed campaign ran. */
  private volatile double priorSeconds;
  private final LongAdder tests = new LongAdder();
  private final LongAdder malformed = new LongAdder();
  private final LongAdder opaque = new LongAdder();
  private final LongAdder cancelled = new LongAdder();
  /** Wall time of every solver call, and of those that hit the timeout: where solver time goes. */
  private final LongAdder solverNanos = new LongAdder();
  private final LongAdder timeoutNanos = new LongAdder();
  /** Calls that checked answers (modes, unsat cores, proofs; {@link EvidenceCall}) and their wall time. */
  private final LongAdder evidenceCalls = new LongAdder();
  private final LongAdder evidenceNanos = new LongAdder();
  /** New findings by what named their culprit (model, core, proof, status, mode, vote, ...; undecided). */
  private final ConcurrentMap<String, LongAdder> byEvidence = new ConcurrentHashMap<>();
  /** Calls that answered sat or unsat, and calls that timed out, by wall time. */
  private final TimeHistogram answerTimes = new TimeHistogram();
  private final TimeHistogram timeoutTimes = new TimeHistogram();
  private final ConcurrentMap<String, LongAdder> testVerdicts = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, ConcurrentMap<String, LongAdder>> solverVerdicts = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, LongAdder> findings = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, LongAdder> duplicates = new ConcurrentHashMap<>();
  /** New findings by kind that match no known bug, and those that do by the bug's id. */
  private final ConcurrentMap<String, LongAdder> newFindings = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, LongAdder> knownFindings = new ConcurrentHashMap<>();
  private final Queue<Listed> listed = new ConcurrentLinkedQueue<>();
  private final ConcurrentMap<String, LongAdder> modelChecks = new ConcurrentHashMap<>();
  /** Solver time, and the part of it in timeouts, by generator and by logic: where the timeouts come from. */
  private final ConcurrentMap<String, SolverTime> byGenerator = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, SolverTime> byLogic = new ConcurrentHashMap<>();

  private record SolverTime(LongAdder all, LongAdder timeouts) {
    SolverTime() {
      this(new LongAdder(), new LongAdder());
    }

    Map<String, Object> json() {
      long n = all.sum();
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("solverSeconds", round(n / 1e9));
      m.put("timeoutShare", round(n == 0 ? 0 : (double) timeouts.sum() / n));
      return m;
    }

    /** The two sums, for a checkpoint. */
    long[] state() {
      return new long[] {all.sum(), timeouts.sum()};
    }

    void add(JsonNode sums) {
      all.add(sums.path(0).asLong());
      timeouts.add(sums.path(1).asLong());
    }
  }

  private final TheoryCoverage coverage = new TheoryCoverage(io.tamis.core.op.SignatureTable.standard());

  /** The edges of the pool's coverage builds taken so far (0 without one). */
  public long edges() {
    return pool.coverages().builds().values().stream().mapToLong(c -> c.seen().count()).sum();
  }

  public Statistics(SolverPool pool) {
    this.pool = pool;
  }

  void record(TestResult r) {
    if (r.error() != null) {
      malformed.increment();
    } else if (r.cancelled()) {
      cancelled.increment();
      return;
    } else {
      tests.increment();
      if (OpaqueScripts.isOpaque(r.test())) {
        opaque.increment();
      }
      if (r.test() != null) {
        coverage.add(r.test().text());
      }
      SolverTime generator = byGenerator.computeIfAbsent(r.test() == null ? "" : r.test().generator(),
          k -> new SolverTime());
      SolverTime logic = byLogic.computeIfAbsent(r.logic() == null ? "(none)" : r.logic(), k -> new SolverTime());
      for (Outcome o : r.outcomes()) {
        count(solverVerdicts.computeIfAbsent(o.label(), k -> new ConcurrentHashMap<>()), o.verdict().label());
        time(o, generator, logic);
      }
      r.modelChecks().forEach(v -> count(modelChecks, v));
      for (EvidenceCall e : r.evidence()) {
        long wall = e.outcome().run() == null ? 0 : e.outcome().run().wallNanos();
        evidenceCalls.increment();
        evidenceNanos.add(wall);
        solverNanos.add(wall);
      }
    }
    count(testVerdicts, r.verdict());
  }

  private void time(Outcome o, SolverTime generator, SolverTime logic) {
    long wall = o.run() == null ? 0 : o.run().wallNanos();
    solverNanos.add(wall);
    generator.all().add(wall);
    logic.all().add(wall);
    if (o.verdict() == Verdict.TIMEOUT) {
      timeoutNanos.add(wall);
      generator.timeouts().add(wall);
      logic.timeouts().add(wall);
      timeoutTimes.add(wall);
    } else if (o.verdict().definite()) {
      answerTimes.add(wall);
    }
  }

  /**
   * The counters of the tests recorded so far (not the findings': those follow from the journal's findings
   * index), for a journal checkpoint. A counter added to this class goes here and into {@link #add} too, or a
   * resume after a checkpoint loses it.
   */
  public Map<String, Object> state() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tests", tests.sum());
    m.put("malformed", malformed.sum());
    m.put("opaque", opaque.sum());
    m.put("cancelled", cancelled.sum());
    m.put("solverNanos", solverNanos.sum());
    m.put("timeoutNanos", timeoutNanos.sum());
    m.put("answerTimes", answerTimes.state());
    m.put("timeoutTimes", timeoutTimes.state());
    m.put("testVerdicts", plain(testVerdicts));
    Map<String, Object> perSolver = new TreeMap<>();
    solverVerdicts.forEach((k, v) -> perSolver.put(k, plain(v)));
    m.put("solverVerdicts", perSolver);
    m.put("modelChecks", plain(modelChecks));
    m.put("coverage", coverage.state());
    m.put("solverTimeByGenerator", state(byGenerator));
    m.put("solverTimeByLogic", state(byLogic));
    m.put("evidenceCalls", evidenceCalls.sum());
    m.put("evidenceNanos", evidenceNanos.sum());
    return m;
  }

  /** Adds the counters of a {@link #state} (a checkpoint read back as JSON) to these. */
  public void add(JsonNode state) {
    tests.add(state.path("tests").asLong());
    malformed.add(state.path("malformed").asLong());
    opaque.add(state.path("opaque").asLong());
    cancelled.add(state.path("cancelled").asLong());
    solverNanos.add(state.path("solverNanos").asLong());
    timeoutNanos.add(state.path("timeoutNanos").asLong());
    answerTimes.add(state.path("answerTimes"));
    timeoutTimes.add(state.path("timeoutTimes"));
    add(testVerdicts, state.path("testVerdicts"));
    state.path("solverVerdicts").fields().forEachRemaining(e ->
        add(solverVerdicts.computeIfAbsent(e.getKey(), k -> new ConcurrentHashMap<>()), e.getValue()));
    add(modelChecks, state.path("modelChecks"));
    coverage.add(state.path("coverage"));
    addTimes(byGenerator, state.path("solverTimeByGenerator"));
    addTimes(byLogic, state.path("solverTimeByLogic"));
    evidenceCalls.add(state.path("evidenceCalls").asLong());
    evidenceNanos.add(state.path("evidenceNanos").asLong());
  }

  private static Map<String, long[]> state(ConcurrentMap<String, SolverTime> times) {
    Map<String, long[]> m = new TreeMap<>();
    times.forEach((k, v) -> m.put(k, v.state()));
    return m;
  }

  private static void addTimes(ConcurrentMap<String, SolverTime> times, JsonNode sums) {
    sums.fields().forEachRemaining(e -> times.computeIfAbsent(e.getKey(), k -> new SolverTime()).add(e.getValue()));
  }

  private static void add(ConcurrentMap<String, LongAdder> map, JsonNode counts) {
    counts.fields().forEachRemaining(e -> map.computeIfAbsent(e.getKey(), k -> new LongAdder())
        .add(e.getValue().asLong()));
  }

  /** Share of the solver time spent in calls that checked answers (modes, unsat cores, proofs). */
  public double evidenceShare() {
    long all = solverNanos.sum();
    return all == 0 ? 0 : (double) evidenceNanos.sum() / all;
  }

  /** Share of the solver time spent in calls that hit the timeout. */
  public double timeoutShare() {
    long all = solverNanos.sum();
    return all == 0 ? 0 : (double) timeoutNanos.sum() / all;
  }

  /**
   * Counts a finding; a new one (its dedup key not seen before) also goes to the list of this run's
   * findings, and to the known or the new count.
   *
   * @param folder the finding's folder in the bug store (its key without a store), or null for a duplicate
   */
  void finding(FindingRecord record, String folder, boolean isNew) {
    finding(record, folder, isNew, 1);
  }

  /** As above, {@code times} times (the findings index of a journal checkpoint: a key and its count). */
  void finding(FindingRecord record, String folder, boolean isNew, long times) {
    if (times > 1) {
      duplicates.computeIfAbsent(record.kind(), k -> new LongAdder()).add(times - 1);
    }
    count(isNew ? findings : duplicates, record.kind());
    if (isNew && record.attributedBy() != null) {
      count(byEvidence, record.attributedBy());
    }
    if (isNew) {
      count(record.known() == null ? newFindings : knownFindings,
          record.known() == null ? record.kind() : record.known().id());
      listed.add(Listed.of(folder, record));
    }
  }

  /**
   * One new finding of this run, as the summary lists it: not its whole record (solver outputs, evidence),
   * which a week-long campaign with thousands of findings would hold for nothing.
   */
  private record Listed(String folder, FindingRecord record) {
    static Listed of(String folder, FindingRecord r) {
      return new Listed(folder, new FindingRecord(r.kind(), r.dedupKey(), capped(r.line()), List.of(), null,
          null, null, null, null, null, 0, 0, 0, null, null, r.culprit(), r.known(), r.bisection(),
          r.unsupportedOptions(), null, null, null, null, null));
    }
  }

  /**
   * How much of a finding's detail the run keeps for its table: its first line, which the table wraps; the cap
   * only bounds the memory a detail of one huge line takes.
   */
  private static final int LINE = 2000;

  /** This run's new findings, reportable first ({@link FindingStatus#ORDER}). */
  private List<Map<String, Object>> findingList() {
    List<Listed> sorted = new ArrayList<>(listed);
    sorted.sort(Comparator.comparing(Listed::record, FindingStatus.ORDER));
    List<Map<String, Object>> out = new ArrayList<>();
    for (Listed l : sorted) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("folder", l.folder());
      m.put("status", FindingStatus.of(l.record()).label());
      m.put("kind", l.record().kind());
      m.put("solver", solver(l.record()));
      m.put("line", l.record().line());
      m.put("dedupKey", l.record().dedupKey());
      m.put("known", l.record().known());
      m.put("unsupportedOptions", l.record().unsupportedOptions());
      out.add(m);
    }
    return out;
  }

  /** The solver a finding is about: the culprit's release, else the first configuration its key names. */
  private static String solver(FindingRecord r) {
    String culprit = r.culprit();
    if (culprit != null && !culprit.equals(FindingRecord.UNDECIDED)) {
      return culprit.split(" ", 2)[0];
    }
    String[] key = r.dedupKey().split("\\|");
    return culprit != null ? culprit : key.length > 1 ? key[1].split("[ =]", 2)[0] : "";
  }

  private static String capped(String line) {
    return line.length() <= LINE ? line : line.substring(0, LINE - 3) + "...";
  }

  public long tests() {
    return tests.sum();
  }

  public long findings() {
    return findings.values().stream().mapToLong(LongAdder::sum).sum();
  }

  /** The campaign's time: this session's and that of the sessions before a resume. */
  public double elapsedSeconds() {
    return priorSeconds + (System.nanoTime() - startNanos) / 1e9;
  }

  /** A resumed campaign: earlier sessions ran {@code seconds} (busyShare stays this session's). */
  public void resumeAfter(double seconds) {
    priorSeconds = seconds;
  }

  /** Share of the elapsed time the solver slots held a running process. */
  public double busyShare() {
    double e = System.nanoTime() - startNanos;
    return e <= 0 ? 0 : Math.min(1.0, pool.busyNanos() / (e * pool.jobs()));
  }

  /** Solver calls that hit their timeout. */
  public long timeouts() {
    return verdictTotal(Verdict.TIMEOUT);
  }

  private long verdictTotal(Verdict v) {
    return solverVerdicts.values().stream().map(m -> m.get(v.label())).filter(a -> a != null)
        .mapToLong(LongAdder::sum).sum();
  }

  /** The JSON summary (a plain map; Jackson writes it). */
  public Map<String, Object> summary() {
    Map<String, Object> s = new LinkedHashMap<>();
    double elapsed = elapsedSeconds();
    s.put("tests", tests());
    s.put("elapsedSeconds", round(elapsed));
    s.put("testsPerSecond", round(elapsed > 0 ? tests() / elapsed : 0));
    s.put("jobs", pool.jobs());
    s.put("launcher", pool.launcher().name());
    s.put("busyShare", round(busyShare()));
    s.put("verdicts", plain(testVerdicts));
    Map<String, Object> perSolver = new TreeMap<>();
    solverVerdicts.forEach((k, v) -> perSolver.put(k, plain(v)));
    s.put("solverVerdicts", perSolver);
    long calls = solverVerdicts.values().stream().flatMap(m -> m.values().stream()).mapToLong(LongAdder::sum).sum()
        + evidenceCalls.sum();
    s.put("solverCalls", calls);
    s.put("evidenceCalls", evidenceCalls.sum());
    s.put("solverSeconds", round(solverNanos.sum() / 1e9));
    s.put("evidenceSeconds", round(evidenceNanos.sum() / 1e9));
    s.put("evidenceShareOfSolverTime", round(evidenceShare()));
    // The valfuzz thesis's efficiency measure, comparable across generators: distinct findings per 1,000 calls.
    s.put("findingsPer1000Calls", round(calls > 0 ? 1000.0 * findings() / calls : 0));
    s.put("timeouts", verdictTotal(Verdict.TIMEOUT));
    s.put("timeoutShareOfSolverTime", round(timeoutShare()));
    s.put("timeoutShareByGenerator", byTimeouts(byGenerator));
    s.put("timeoutShareByLogic", byTimeouts(byLogic));
    s.put("answerTimes", answerTimes.counts());
    s.put("timeoutTimes", timeoutTimes.counts());
    s.put("unknowns", verdictTotal(Verdict.UNKNOWN));
    s.put("findings", plain(findings));
    s.put("newFindings", plain(newFindings));
    s.put("knownFindings", plain(knownFindings));
    s.put("findingsByEvidence", plain(byEvidence));
    s.put("duplicates", plain(duplicates));
    s.put("modelChecks", plain(modelChecks));
    s.put("malformed", malformed.sum());
    s.put("opaque", opaque.sum());
    s.put("cancelled", cancelled.sum());
    s.put("findingList", findingList());
    s.put("coverageOperators", coverage.operators());
    s.put("coverageOperatorPairs", coverage.pairs());
    s.put("coverageOperatorList", coverage.operatorList());
    return s;
  }

  /** Each group's solver time and its share in timeouts, most time in timeouts first. */
  private static Map<String, Object> byTimeouts(Map<String, SolverTime> groups) {
    Map<String, Object> m = new LinkedHashMap<>();
    groups.entrySet().stream()
        .sorted(Comparator.comparingLong((Map.Entry<String, SolverTime> e) -> -e.getValue().timeouts().sum())
            .thenComparing(Map.Entry::getKey))
        .forEach(e -> m.put(e.getKey(), e.getValue().json()));
    return m;
  }

  /** One progress line. */
  public String line() {
    double elapsed = elapsedSeconds();
    return String.format("%.0fs: %d tests (%.1f/s), slots busy %.0f%%, %d findings, %d timeouts (%.0f%% of solver"
        + " time), %d unknown", elapsed, tests(), elapsed > 0 ? tests() / elapsed : 0.0, 100 * busyShare(),
        findings(), verdictTotal(Verdict.TIMEOUT), 100 * timeoutShare(), verdictTotal(Verdict.UNKNOWN));
  }

  private static void count(ConcurrentMap<String, LongAdder> map, String key) {
    map.computeIfAbsent(key, k -> new LongAdder()).increment();
  }

  private static Map<String, Long> plain(Map<String, LongAdder> map) {
    Map<String, Long> m = new TreeMap<>();
    map.forEach((k, v) -> m.put(k, v.sum()));
    return m;
  }

  private static double round(double x) {
    return Math.round(x * 1000) / 1000.0;
  }
}
