package io.smtfuzz.runner.store;

import java.util.List;

/**
 * {@code finding.json}: everything needed to understand and replay a finding. The script itself is
 * {@code test.smt2} beside it. {@code culprit}: the configuration at fault when the oracle could tell
 * (a soundness finding attributed by a model), "undecided", or null.
 */
public record FindingRecord(String kind, String dedupKey, String detail, List<SolverRecord> solvers,
    String logic, String expected, String scriptSha256, String generator, String seedFile, String seedSha256,
    long campaignSeed, long testSeed, long iteration, String foundAt, String smtfuzzVersion, String culprit) {

  public FindingRecord {
    solvers = List.copyOf(solvers);
  }
}
