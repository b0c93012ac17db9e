package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.Attribution;
import io.tamis.runner.oracle.Classifier;
import io.tamis.runner.oracle.Expectations;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Judging;
import io.tamis.runner.oracle.ModelCheck;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Performance;
import io.tamis.runner.oracle.Verdict;
import io.tamis.runner.session.OneShot;
import io.tamis.runner.session.SessionOracle;
import io.tamis.solvers.coverage.Coverages;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.pool.WarmSessions;
import io.tamis.solvers.solver.Dialect;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionVariation;
import io.tamis.solvers.solver.SolverConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Runs one test on every configuration and judges the outcomes. With warm sessions, a test with a
 * finding is run again in fresh processes and only the fresh judgement counts.
 */
public final class TestRunner implements AutoCloseable {
  private static final BiFunction<SolverConfig, byte[], SolverConfig> AS_DRAWN = (c, script) -> c;
  /** {@code warmTests} that means: warm sessions for installed releases and builds, fresh for PATH. */
  public static final int AUTO_WARM = -1;
  /** Tests per session under {@link #AUTO_WARM}. */
  static final int AUTO_WARM_TESTS = 1000;
  private final SolverPool pool;
  private final List<SolverConfig> configs;
  private final List<Classifier> classifiers;
  private final List<WarmSessions> sessions = new ArrayList<>();
  private final Judging judging;
  private final PerformanceCandidates candidates = new PerformanceCandidates();
  private final SlowSeeds slowSeeds = new SlowSeeds();
  private final EvidenceRuns evidence;
  private final BrokenSolvers broken;

  public TestRunner(SolverPool pool, List<SolverConfig> configs) {
    this(pool, configs, 0);
  }

  /**
   * @param warmTests tests per warm session, 0 for a fresh process per call, {@link #AUTO_WARM} for
   *     warm sessions for installed releases and builds from source, fresh processes for programs on PATH
   */
  public TestRunner(SolverPool pool, List<SolverConfig> configs, int warmTests) {
    this(pool, configs, warmTests, false);
  }

  /** @param scoped warm sessions separate tests with the same declarations by push/pop */
  public TestRunner(SolverPool pool, List<SolverConfig> configs, int warmTests, boolean scoped) {
    this(pool, configs, warmTests, scoped, Judging.DEFAULT);
  }

  /** @param judging the optional oracles: performance, our own model check */
  public TestRunner(SolverPool pool, List<SolverConfig> configs, int warmTests, boolean scoped, Judging judging) {
    this.pool = pool;
    this.judging = judging;
    this.evidence = new EvidenceRuns(judging.evidence(), judging.models());
    this.configs = List.copyOf(configs);
    this.classifiers = configs.stream().map(c -> new Classifier(c.profile())).toList();
    this.broken = new BrokenSolvers(this.configs);
    for (SolverConfig c : configs) {
      // Auto: warm for what the cache installed or built (it measured the start), fresh for programs on PATH.
      // A trivial script's start undersells a fresh process: cvc5@main starts one in 20 ms, yet its
      // campaign calls took 131-162 ms fresh against 17 ms warm (bench/README.md, issue 39).
      int tests = warmTests != AUTO_WARM ? warmTests : c.profile().startupMillis() > 0 ? AUTO_WARM_TESTS : 0;
      // A +gcov build writes its counts at exit: a warm session, killed at its end, would lose them.
      boolean warm = tests > 0 && c.profile().warm() && !Coverages.gcov(c.executable());
      sessions.add(warm ? new WarmSessions(c, tests, scoped) : null);
    }
  }

  public List<SolverConfig> configs() {
    return configs;
  }

  /** The configurations that stopped starting in the middle of the campaign, and are no longer run. */
  public BrokenSolvers broken() {
    return broken;
  }

  /** Warm sessions started per configuration label (configurations without sessions left out). */
  public java.util.Map<String, Integer> sessionsStarted() {
    java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
    for (int i = 0; i < configs.size(); i++) {
      if (sessions.get(i) != null) {
        out.put(configs.get(i).label(), sessions.get(i).started());
      }
    }
    return out;
  }

  public TestResult run(long index, String name, TestCase test, String logic) throws InterruptedException {
    return run(index, name, test, logic, null);
  }

  /** @param timeout a limit for this test's calls below the configurations' own, or null */
  public TestResult run(long index, String name, TestCase original, String logic, Duration timeout)
      throws InterruptedException {
    TestCase test = sent(original);
    broken.test();
    TestResult r = run(index, name, test, logic, timeout, true, AS_DRAWN, judging.performance());
    boolean fresh = false;
    if (timeout != null && candidates.take(r.outcomes(), timeout, logic)) {
      // One solver answered fast where another hit the cut: the configurations' own limits tell.
      TestResult longer = run(index, name, test, logic, null, false, AS_DRAWN,
          PerformanceCandidates.oracle(judging.performance()));
      candidates.rerun(longer);
      fresh = !longer.cancelled();
      r = fresh ? longer : r;
    }
    if (r.findings().isEmpty()) {
      return r;
    }
    boolean warm = !fresh && sessions.stream().anyMatch(w -> w != null);
    r = warm ? run(index, name, test, logic, timeout, false, AS_DRAWN, judging.performance()) : r;
    OptionTriage triage = OptionTriage.of(r.outcomes().stream().map(Outcome::label).toList());
    r = !triage.needed(r.findings()) ? r : fresh
        ? triaged(r, triage, null, PerformanceCandidates.oracle(judging.performance()))
        : triaged(r, triage, timeout, judging.performance());
    List<Finding> kept = slowSeeds.withoutSeeds(r.findings(), test, logic,
        PerformanceCandidates.oracle(judging.performance()), this::alone);
    return kept.size() == r.findings().size() ? r : new TestResult(r.index(), r.name(), r.test(), r.logic(),
        r.outcomes(), kept, null, r.modelChecks(), r.evidence());
  }

  /**
   * The scripts the tests come from: a performance finding that its seed shows by itself (the same configuration
   * slow beside the same peer) is the seed's, and is counted instead of kept. Call before the first test.
   */
  public void seeds(List<SeedScript> seeds) {
    slowSeeds.add(seeds);
  }

  /** How many performance findings were their seed's own, not kept (see {@link #seeds}). */
  public long seedsSlowAlone() {
    return slowSeeds.dropped();
  }

  /** Every configuration as configured, in a fresh process with its own limit, on {@code seed}. */
  private List<Outcome> alone(TestCase seed) throws InterruptedException {
    List<Outcome> out = new ArrayList<>();
    for (int i = 0; i < configs.size(); i++) {
      out.add(call(i, configs.get(i), seed.text(), false));
    }
    return out;
  }

  /** {@code r} with its findings re-keyed by reruns without the added option sets, then with their first options. */
  private TestResult triaged(TestResult r, OptionTriage triage, Duration timeout, Performance performance)
      throws InterruptedException {
    TestResult plain = run(r.index(), r.name(), r.test(), r.logic(), timeout, false, SolverConfig::plain,
        performance);
    if (plain.cancelled()) {
      return r;
    }
    List<Finding> judged = triage.judge(r.findings(), plain.findings());
    if (triage.narrowable(judged)) {
      TestResult narrow = run(r.index(), r.name(), r.test(), r.logic(), timeout, false, SolverConfig::narrowed,
          performance);
      judged = narrow.cancelled() ? judged : triage.narrow(judged, narrow.findings());
    }
    return new TestResult(r.index(), r.name(), r.test(), r.logic(), r.outcomes(), judged, null, r.modelChecks(),
        r.evidence());
  }

  /**
   * @param options the configuration as drawn for the test, or as the option triage reruns it (see
   *     {@link OptionTriage})
   * @param performance the performance oracle of this run
   */
  private TestResult run(long index, String name, TestCase test, String logic, Duration timeout, boolean warm,
      BiFunction<SolverConfig, byte[], SolverConfig> options, Performance performance) throws InterruptedException {
    List<Outcome> outcomes = new ArrayList<>();
    List<SolverConfig> ran = new ArrayList<>();
    byte[] text = test.text();
    boolean session = SessionOracle.is(text);
    for (int i = 0; i < configs.size(); i++) {
      SolverConfig base = configs.get(i);
      SolverConfig varied = within(base.forTest(test, i, logic), timeout);
      SolverConfig c = options.apply(varied, text);
      // A session needs a process of its own: in a warm one, the earlier tests' state would be in scope.
      Outcome o = call(i, c, text, warm && !session);
      outcomes.add(o);
      ran.add(c);
      if (o.verdict() == Verdict.CANCELLED) {
        return new TestResult(index, name, test, logic, outcomes, List.of(), null);
      }
    }
    outcomes = session ? new ArrayList<>(SessionOracle.read(text, outcomes)) : outcomes;
    List<EvidenceCall> given = modesGiven(ran, outcomes);
    Expectations declared = Expectations.of(text);
    List<Finding> findings = new ArrayList<>(Oracle.judge(outcomes, test.expected(), declared, logic));
    performance.judge(outcomes, logic).ifPresent(findings::add);
    ModelCheck.Judged judged = judging.models() ? ModelCheck.judge(test.text(), outcomes, findings, logic)
        : new ModelCheck.Judged(findings, List.of());
    EvidenceRuns.Shown shown = evidence.run((c, script) -> call(of(c), c, script, warm), test, logic, ran,
        outcomes, given, declared, judged.checked());
    findings = new ArrayList<>(judged.findings());
    findings.addAll(shown.findings());
    List<Outcome> all = new ArrayList<>(outcomes);
    all.addAll(shown.modes());
    List<ModelCheck.Checked> models = new ArrayList<>(judged.checked());
    models.addAll(shown.checked());
    findings = Attribution.decide(findings, all, models, declared.perQuery(test.expected()), logic, shown.cores());
    findings = session ? SessionOracle.judge(text, outcomes, findings, oneShot(ran, timeout), logic) : findings;
    return new TestResult(index, name, test, logic, outcomes, findings, null, judged.models(), shown.calls());
  }

  /**
   * One run of {@code c}, configuration {@code i} as drawn for the test, on {@code text}: in a warm session of
   * its configuration when {@code warm} and it has them, else in a fresh process; none when it stopped starting.
   */
  private Outcome call(int i, SolverConfig c, byte[] text, boolean warm) throws InterruptedException {
    if (broken.stopped(i)) {
      return broken.skipped(i, c);
    }
    Outcome o = run(i, c, text, warm);
    broken.note(i, o);
    return o;
  }

  private Outcome run(int i, SolverConfig c, byte[] text, boolean warm) throws InterruptedException {
    WarmSessions w = warm ? sessions.get(i) : null;
    byte[] sent = Dialect.apply(c.profile().renames(), text);
    ProcessRun run = restored(c, text, sent, w != null ? pool.run(w, c, sent) : pool.run(c, sent));
    Outcome o = classifiers.get(i).classify(c.label(), run, text);
    boolean cutShort = o.verdict() == Verdict.TIMEOUT && c.timeout().compareTo(WarmSessions.SESSION_TIMEOUT) > 0;
    if (w != null && (o.verdict() == Verdict.REJECTED || cutShort)) {
      // Stream parsers can fail where file parsing works (cvc5 1.0.3), and a session can slow down
      // from what earlier tests left behind: a rejection, or a timeout at the session's limit below the
      // test's own, gets a fresh try (a timeout at the test's own limit would only time out again).
      o = classifiers.get(i).classify(c.label(), restored(c, text, sent, pool.run(c, sent)), text);
    }
    return o;
  }

  /** Asks the configuration {@code ran.get(k)} ran as, without the session's incremental options, in a fresh process. */
  private OneShot oneShot(List<SolverConfig> ran, Duration timeout) {
    return (k, script) -> {
      int i = of(ran.get(k));
      return call(i, within(configs.get(i), timeout), script, false);
    };
  }

  /** The index of the configuration {@code c} is a form of (with an added set, under a mode). */
  private int of(SolverConfig c) {
    String label = Mode.base(OptionVariation.base(c.label()));
    for (int i = 0; i < configs.size(); i++) {
      // A replay's configurations carry the option set the test drew ("cvc5@main [--ext-rew-prep=use]").
      if (Mode.base(OptionVariation.base(configs.get(i).label())).equals(label)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no configuration " + label + " in "
        + configs.stream().map(SolverConfig::label).toList());
  }

  /**
   * The configurations that are others under a mode ({@link Mode#label}: a finding's replay runs them so),
   * taken out of {@code ran} and {@code outcomes}: they are judged against those others, as evidence.
   */
  private static List<EvidenceCall> modesGiven(List<SolverConfig> ran, List<Outcome> outcomes) {
    List<String> labels = ran.stream().map(SolverConfig::label).toList();
    List<EvidenceCall> given = new ArrayList<>();
    for (int i = ran.size() - 1; i >= 0; i--) {
      String label = ran.get(i).label();
      if (Mode.named(label) != null && labels.contains(Mode.base(label))) {
        given.add(0, new EvidenceCall(EvidenceCall.MODE, ran.remove(i), outcomes.remove(i)));
      }
    }
    return given;
  }

  /** The test as sent: with {@code --models} the stored script is the one with its get-model, so replay is exact. */
  private TestCase sent(TestCase test) {
    byte[] text = judging.models() ? ModelCheck.request(test.text()) : test.text();
    return text == test.text() ? test : new TestCase(text, test.expected(), test.generator(), test.seedName(),
        test.seedSha256(), test.campaignSeed(), test.iteration(), test.testSeed());
  }

  /** The run with its output in the test's names (see {@link Dialect#restore}). */
  static ProcessRun restored(SolverConfig c, byte[] text, byte[] sent, ProcessRun run) {
    return sent == text ? run : run.withStdout(Dialect.restore(c.profile().renames(), text, sent, run.stdout()));
  }

  private static SolverConfig within(SolverConfig c, Duration timeout) {
    return timeout == null || timeout.compareTo(c.timeout()) >= 0 ? c : c.withTimeout(timeout);
  }

  /** The cheap path to performance bugs under a cut budget: its counts. */
  public PerformanceCandidates performanceCandidates() {
    return candidates;
  }

  /** Ends the idle warm sessions. */
  @Override
  public void close() {
    sessions.stream().filter(w -> w != null).forEach(WarmSessions::close);
  }
}
