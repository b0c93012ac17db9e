package io.tamis.runner.findings.replay;

import io.tamis.runner.oracle.Finding;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.OptionVariation;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * What decides whether a replay shows a stored finding: its kind, the configurations at fault (as the user
 * wrote them, without an added option set) and, for a crash, its message as the key normalizes it (the
 * signal, or the assertion and frames). Not the dedup key as a string: a key changes form while the bug
 * stays (a disagreement recorded undecided names both sides, decided it names the wrong one).
 *
 * @param crash the crash's normalized message, null for other kinds
 */
public record FindingSignature(String kind, Set<String> blamed, String crash) {
  /** A stored finding: at fault what its record blames, or any of its configurations when it blames none. */
  public static FindingSignature of(FindingRecord r) {
    List<SolverRecord> atFault = r.atFault().isEmpty() ? r.solvers() : r.atFault();
    List<String> labels = atFault.stream().map(SolverRecord::label).toList();
    return new FindingSignature(r.kind(), bases(labels), crash(r.kind(), r.dedupKey(), labels));
  }

  /** A replay's finding: at fault its culprit when one was named, else every configuration it involves. */
  public static FindingSignature of(Finding f) {
    boolean decided = f.culprit() != null && !f.culprit().equals(FindingRecord.UNDECIDED);
    List<String> labels = decided ? List.of(f.culprit()) : f.solvers();
    return new FindingSignature(f.kind(), bases(labels), crash(f.kind(), f.dedupKey(), labels));
  }

  /** The same kind and crash message, and a configuration at fault in common. */
  boolean matches(FindingSignature other) {
    return kind.equals(other.kind) && Objects.equals(crash, other.crash) && !Collections.disjoint(blamed, other.blamed);
  }

  /**
   * This signature on other builds: the configurations at fault renamed by {@code move} (label to label) and
   * no crash message, which a new build may word otherwise (natively where a release ran as WebAssembly).
   */
  public FindingSignature moved(UnaryOperator<String> move) {
    return new FindingSignature(kind, blamed.stream().map(move).collect(Collectors.toSet()), null);
  }

  /** The same kind and a configuration at fault in common, whatever the crash message. */
  boolean matchesAnyMessage(FindingSignature other) {
    return kind.equals(other.kind) && !Collections.disjoint(blamed, other.blamed);
  }

  private static Set<String> bases(List<String> labels) {
    return labels.stream().map(OptionVariation::base).collect(Collectors.toSet());
  }

  /** A crash key is {@code crash|<configuration>|<message>}: the part after the configuration at fault. */
  private static String crash(String kind, String key, List<String> labels) {
    if (!kind.equals("crash")) {
      return null;
    }
    for (String label : labels) {
      String prefix = "crash|" + OptionVariation.base(label) + "|";
      if (key.startsWith(prefix)) {
        return key.substring(prefix.length());
      }
    }
    return key;
  }
}
