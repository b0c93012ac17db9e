package io.smtfuzz.runner.store;

import java.util.List;

/**
 * {@code finding.json}: everything needed to understand and replay a finding. The script itself is
 * {@code test.smt2} beside it. {@code culprit}: the configuration at fault when the oracle could tell
 * (a soundness finding attributed by a model), "undecided", or null. {@code known}: the publicly reported
 * bug it matches, or null. {@code bisection}: what {@code smtfuzz bisect} found over the solver's releases,
 * or null. Both are absent from files written before they existed, and read as null.
 */
public record FindingRecord(String kind, String dedupKey, String detail, List<SolverRecord> solvers,
    String logic, String expected, String scriptSha256, String generator, String seedFile, String seedSha256,
    long campaignSeed, long testSeed, long iteration, String foundAt, String smtfuzzVersion, String culprit,
    Known known, Bisection bisection) {

  public FindingRecord {
    solvers = List.copyOf(solvers);
  }

  /** A finding not yet matched against known bugs nor bisected. */
  public FindingRecord(String kind, String dedupKey, String detail, List<SolverRecord> solvers, String logic,
      String expected, String scriptSha256, String generator, String seedFile, String seedSha256,
      long campaignSeed, long testSeed, long iteration, String foundAt, String smtfuzzVersion, String culprit) {
    this(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile, seedSha256,
        campaignSeed, testSeed, iteration, foundAt, smtfuzzVersion, culprit, null, null);
  }

  /** The publicly reported bug a finding matches: its id in {@code config/known-bugs} and its thread. */
  public record Known(String id, String link) {}

  public FindingRecord withKnown(Known match) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, smtfuzzVersion, culprit, match, bisection);
  }

  public FindingRecord withBisection(Bisection result) {
    return new FindingRecord(kind, dedupKey, detail, solvers, logic, expected, scriptSha256, generator, seedFile,
        seedSha256, campaignSeed, testSeed, iteration, foundAt, smtfuzzVersion, culprit, known, result);
  }
}
