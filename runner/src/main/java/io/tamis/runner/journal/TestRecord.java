package io.tamis.runner.journal;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.EvidenceCall;
import io.tamis.runner.campaign.StreamMarks;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.coverage.Hits;
import io.tamis.solvers.pool.ProcessRun;
import java.util.List;
import java.util.Locale;

/**
 * One journaled test: what replays it (stream and iteration, its per-test seed) and what the
 * statistics count of it. A counter a later version adds to {@link io.tamis.runner.campaign.Statistics}
 * survives resume and merge when it is computed from these fields, or from a field added here (older
 * journals simply lack it: the reader ignores what it does not know and defaults what is missing).
 *
 * @param logic the logic the test was judged in (a widened mutant's own), or null
 * @param calls one per configuration, in order
 * @param answer what a stream that learns from answers was told (diver), else null
 * @param evidenceCalls the calls that checked the answers (modes, unsat cores), by purpose; empty in older journals
 */
public record TestRecord(String generator, String seedName, String seedSha256, long campaignSeed, long iteration,
    long testSeed, String logic, List<Call> calls, List<Found> findings, List<String> modelChecks, Answer answer,
    List<Call> evidenceCalls, int newEdges) {

  /** One configuration's verdict and wall time. */
  public record Call(String label, String verdict, long wallNanos) {}

  /** A finding of the test by kind and dedup key (the first in the journal with a key is the new one). */
  public record Found(String kind, String dedupKey) {}

  public TestRecord {
    calls = List.copyOf(calls);
    findings = List.copyOf(findings);
    modelChecks = List.copyOf(modelChecks);
    evidenceCalls = evidenceCalls == null ? List.of() : List.copyOf(evidenceCalls);
  }

  /** A test of a campaign without coverage builds. */
  public TestRecord(String generator, String seedName, String seedSha256, long campaignSeed, long iteration,
      long testSeed, String logic, List<Call> calls, List<Found> findings, List<String> modelChecks, Answer answer,
      List<Call> evidenceCalls) {
    this(generator, seedName, seedSha256, campaignSeed, iteration, testSeed, logic, calls, findings, modelChecks,
        answer, evidenceCalls, 0);
  }

  /** Its stream's key. */
  public StreamMarks.Key key() {
    return new StreamMarks.Key(generator, seedName, seedSha256, campaignSeed);
  }

  /** The record of a finished test; {@code answer}: keep what its stream learned. */
  public static TestRecord of(TestResult r, boolean answer) {
    TestCase t = r.test();
    List<Call> calls = r.outcomes().stream().map(TestRecord::call).toList();
    List<Found> found = r.findings().stream().map(f -> new Found(f.kind(), f.dedupKey())).toList();
    List<Call> evidence = r.evidence().stream().map(e -> call(e.outcome())).toList();
    return new TestRecord(t.generator(), t.seedName(), t.seedSha256(), t.campaignSeed(), t.iteration(),
        t.testSeed(), r.logic(), calls, found, r.modelChecks(), answer ? r.answer() : null, evidence,
        r.hits().fresh());
  }

  /** A result the statistics and the seed budget count as they counted the original (no script, no output). */
  public TestResult toResult() {
    TestCase t = new TestCase(new byte[0], null, generator, seedName, seedSha256, campaignSeed, iteration, testSeed);
    List<Outcome> outcomes = new java.util.ArrayList<>(calls.stream().map(TestRecord::outcome).toList());
    if (newEdges > 0 && !outcomes.isEmpty()) {
      // The seed bandit credits new edges: the first call carries the test's.
      Outcome first = outcomes.get(0);
      outcomes.set(0, new Outcome(first.label(), first.verdict(), first.answers(), first.detail(),
          first.expectedBySolver(), first.run().withHits(new Hits(0, newEdges, 0, 0))));
    }
    List<Finding> fs = findings.stream().map(f -> new Finding(f.kind(), List.of(), "", f.dedupKey())).toList();
    List<EvidenceCall> evidence = evidenceCalls.stream().map(c -> new EvidenceCall(EvidenceCall.MODE, null,
        outcome(c))).toList();
    return new TestResult(iteration, seedName, t, logic, outcomes, fs, null, modelChecks, evidence);
  }

  private static Call call(Outcome o) {
    return new Call(o.label(), o.verdict().label(), o.run() == null ? 0 : o.run().wallNanos());
  }

  private static Outcome outcome(Call c) {
    Verdict v = Verdict.valueOf(c.verdict().toUpperCase(Locale.ROOT).replace('-', '_'));
    ProcessRun run = new ProcessRun(List.of(), 0, 0, v == Verdict.TIMEOUT, false, c.wallNanos(), -1, "", 0, "", 0,
        null);
    return new Outcome(c.label(), v, List.of(), "", null, run);
  }
}
