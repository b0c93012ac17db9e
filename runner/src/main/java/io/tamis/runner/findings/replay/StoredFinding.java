package io.tamis.runner.findings.replay;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.OptionTriage;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Evidence;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Judging;
import io.tamis.runner.oracle.Performance;
import io.tamis.runner.oracle.Verdict;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.OptionVariation;
import io.tamis.solvers.solver.SolverConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.UnaryOperator;

/** A finding folder of the bug store, rerun with its recorded command lines, profiles and timeouts. */
public final class StoredFinding {
  private static final double REPLAY_PERF_FACTOR = 2;
  /** How the z3 WebAssembly shim words a trap (solvers/z3-wasm). */
  private static final String WEBASSEMBLY_CRASH = "(WebAssembly) crashed";

  private final FindingRecord record;
  private final Path scriptFile;
  private final byte[] script;
  private final List<SolverConfig> configs;

  private StoredFinding(FindingRecord record, Path scriptFile, byte[] script) {
    this.record = record;
    this.scriptFile = scriptFile;
    this.script = script;
    this.configs = record.solvers().stream().map(SolverRecord::config).toList();
  }

  /** The folder's record and test.smt2, or its reduced.smt2 when a reduced finding was kept without its test. */
  public static StoredFinding load(Path folder) throws IOException {
    Path test = folder.resolve(BugStore.SCRIPT);
    Path file = Files.exists(test) || !Files.exists(folder.resolve(BugStore.REDUCED)) ? test
        : folder.resolve(BugStore.REDUCED);
    return new StoredFinding(BugStore.read(folder), file, Files.readAllBytes(file));
  }

  public FindingRecord record() {
    return record;
  }

  /** The file {@link #script()} was read from: test.smt2, or reduced.smt2 when there is no test.smt2. */
  public Path scriptFile() {
    return scriptFile;
  }

  public byte[] script() {
    return script;
  }

  /** A pool with a slot per recorded solver; the caller closes it. */
  public SolverPool pool() {
    return new SolverPool(configs.size());
  }

  /**
   * Runs {@code text} as the finding's test was run. A performance finding counts when the slow
   * configuration is still at least twice as slow (and takes at least 1 s).
   */
  public TestResult run(SolverPool pool, String name, byte[] text) throws InterruptedException {
    return run(pool, configs, name, text);
  }

  /** The recorded configurations, in the recorded order. */
  public List<SolverConfig> configs() {
    return configs;
  }

  /** Runs {@code text} as the finding's test was run, by {@code runAs} (the recorded configurations, one replaced). */
  public TestResult run(SolverPool pool, List<SolverConfig> runAs, String name, byte[] text) throws InterruptedException {
    try (TestRunner runner = runner(pool, runAs, 0)) {
      return run(runner, name, text, null);
    }
  }

  /**
   * A runner of {@code runAs} that judges as the finding's test was judged (performance, our model check);
   * {@code warm} as {@link TestRunner}'s. The caller closes it.
   */
  TestRunner runner(SolverPool pool, List<SolverConfig> runAs, int warm) {
    Performance perf = record.kind().equals("performance") ? replayPerformance() : Performance.OFF;
    // A run with --models stored its script with the (get-model) it sent.
    boolean models = new String(script, StandardCharsets.ISO_8859_1).contains("(get-model)");
    // The runs under modes are recorded configurations; a core is asked again of every unsat answer.
    Evidence evidence = "core".equals(record.evidence()) ? new Evidence(true, false, 0, Evidence.When.EVERY, 1)
        : Evidence.NONE;
    return new TestRunner(pool, runAs, warm, false, new Judging(perf, models, evidence));
  }

  /**
   * Twice as slow, judged as recorded: a finding recorded on a {@code +debug} or {@code +asan} build (before the
   * oracle left such builds out) is judged on that build again, or a replay of it could never reproduce.
   */
  private Performance replayPerformance() {
    Performance perf = Performance.of(REPLAY_PERF_FACTOR);
    boolean onChecking = record.atFault().stream().map(SolverRecord::label).anyMatch(Performance::checkingBuild);
    return onChecking ? perf.withCheckingBuilds() : perf;
  }

  /** Runs {@code text} on {@code runner} as the finding's test was run; {@code timeout} lowers each call's limit, or null. */
  public TestResult run(TestRunner runner, String name, byte[] text, Duration timeout) throws InterruptedException {
    TestCase test = new TestCase(text, record.expected(), record.generator(), record.seedFile(),
        record.seedSha256(), record.campaignSeed(), record.iteration(), record.testSeed());
    return runner.run(0, name, test, record.logic(), timeout);
  }

  /**
   * The configurations whose runs decide the finding: for a crash or an invalid model the one at fault,
   * for a disagreement or a slow run all of them (the other side is the evidence).
   */
  public List<SolverConfig> deciding() {
    if (!record.kind().equals("crash") && !record.kind().equals("invalid-model")) {
      return configs;
    }
    List<String> atFault = record.atFault().stream().map(SolverRecord::label).toList();
    List<SolverConfig> out = configs.stream().filter(c -> atFault.contains(c.label())).toList();
    return out.isEmpty() ? configs : out;
  }

  /**
   * True when {@code result} has this finding: one of the same {@link FindingSignature} (kind, configuration
   * at fault, crash message), whatever form its key had when it was stored. A performance finding, which
   * blames no one configuration, by its key, whether or not either names the option set the test added.
   */
  public boolean reproducedBy(TestResult result) {
    if (record.kind().equals("performance")) {
      OptionTriage triage = OptionTriage.of(configs.stream().map(SolverConfig::label).toList());
      String key = triage.plainKey(record.dedupKey());
      return result.findings().stream().map(f -> triage.plainKey(f.dedupKey())).anyMatch(key::equals);
    }
    FindingSignature stored = FindingSignature.of(record);
    return result.findings().stream().anyMatch(f -> stored.matches(FindingSignature.of(f)))
        || record.kind().equals("crash") && !DedupKeys.byFrames(record.dedupKey()) && byMessage(stored, result)
        || otherRoute(stored) && result.findings().stream().anyMatch(f -> stored.matchesAnyMessage(
            FindingSignature.of(f)));
  }

  /**
   * A crash recorded in the words of a release's WebAssembly build ("z3 (WebAssembly) crashed: memory access
   * out of bounds in ..."), which the same release installed natively (from PyPI) never prints: its own program
   * dies by a signal. Such a crash is the same finding when the same configuration crashes, whatever its message.
   */
  public static boolean otherRoute(FindingSignature stored) {
    return stored.crash() != null && stored.crash().contains(WEBASSEMBLY_CRASH);
  }

  /**
   * A crash stored by its message (before native evidence, or without any) against the replay's crashes by
   * their messages: the replay's key names frames where the solver printed some.
   */
  private static boolean byMessage(FindingSignature stored, TestResult result) {
    return result.outcomes().stream().filter(o -> o.verdict() == Verdict.CRASH)
        .map(o -> new Finding("crash", List.of(o.label()), o.detail(),
            DedupKeys.crash(o.label(), o.detail(), result.logic() == null ? "-" : result.logic())))
        .anyMatch(f -> stored.matches(FindingSignature.of(f)));
  }

  /**
   * True when {@code result}, a run of the configurations moved to other builds ({@code move} maps a recorded
   * label to the label it ran under), has this finding: of the same kind, blaming a moved configuration at
   * fault, whatever a crash's message.
   */
  public boolean reproducedOn(TestResult result, UnaryOperator<String> move) {
    FindingSignature stored = FindingSignature.of(record).moved(move);
    return result.findings().stream().anyMatch(f -> stored.matchesAnyMessage(FindingSignature.of(f)));
  }

  /**
   * Whether {@code result} still blames {@code culprit} (a recorded label, moved by {@code move}), for a finding
   * whose evidence named one: a disagreement left undecided (a model the evaluator cannot read) shows less.
   */
  public static boolean blames(TestResult result, String culprit, UnaryOperator<String> move) {
    if (culprit == null || culprit.equals(FindingRecord.UNDECIDED)) {
      return true;
    }
    String at = OptionVariation.base(move.apply(culprit));
    return result.findings().stream().anyMatch(f -> f.culprit() != null && OptionVariation.base(f.culprit()).equals(at));
  }

  /**
   * Whether a configuration timed out in {@code result}: a replay that does not show a crash or a wrong
   * answer then says nothing about it (a performance finding is its timeout, and is shown or not).
   */
  public boolean cutShortOn(TestResult result) {
    return !record.kind().equals("performance")
        && result.onScript().stream().anyMatch(o -> o.verdict() == Verdict.TIMEOUT);
  }

  /**
   * The replay's finding that names the solver at fault when the record left a sat/unsat disagreement
   * undecided (a model it could not read before): the same bug, though its key now names the solver.
   * Null otherwise. {@code move} maps a recorded label to the label the replay ran it under; the answer is
   * the recorded label of the culprit.
   */
  public String decidedNow(TestResult result, UnaryOperator<String> move) {
    if (!record.kind().equals("soundness") || !FindingRecord.UNDECIDED.equals(record.culprit())) {
      return null;
    }
    List<String> recorded = record.solvers().stream().map(SolverRecord::label).toList();
    List<String> labels = recorded.stream().map(move).toList();
    return result.findings().stream().filter(f -> f.kind().equals("soundness") && f.culprit() != null
        && !f.culprit().equals(FindingRecord.UNDECIDED) && labels.containsAll(f.solvers()))
        .map(f -> labels.indexOf(f.culprit())).filter(i -> i >= 0).map(recorded::get).findFirst().orElse(null);
  }
}
