package io.tamis.runner.findings.report;

import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.OptionVariation;
import java.util.ArrayList;
import java.util.List;

/**
 * The configurations whose runs a report's evidence lists: those at fault and the peer whose answer decides (a
 * contradicting answer, the fast side of a slow run). The campaign's other configurations (other option sets,
 * other solvers that agree or gave up) say nothing about the bug.
 */
final class EvidenceRows {
  private EvidenceRows() {}

  /** The rows of {@code now} (the replay, in the record's order) that the report about {@code s} lists. */
  static List<SolverRecord> of(FindingRecord rec, List<SolverRecord> now, SolverRecord s) {
    List<SolverRecord> rows = new ArrayList<>();
    for (int i = 0; i < now.size(); i++) {
      SolverRecord o = now.get(i);
      if (o == s || rec.atFault().contains(rec.solvers().get(i)) || o == peer(rec, now, s)) {
        rows.add(o);
      }
    }
    return rows;
  }

  /** The run that decides against {@code s}, or null for a finding that needs none (a crash, an invalid model). */
  private static SolverRecord peer(FindingRecord rec, List<SolverRecord> now, SolverRecord s) {
    return switch (rec.kind()) {
      case "performance" -> fast(rec, now);
      case "soundness" -> now.stream().filter(o -> o != s && !o.answers().isEmpty()
          && !o.answers().equals(s.answers()) && !o.answers().contains("unknown")).findFirst().orElse(null);
      default -> null;
    };
  }

  /** The fast side a performance key names ({@code performance|SLOW slower than FAST|logic}). */
  private static SolverRecord fast(FindingRecord rec, List<SolverRecord> now) {
    String key = rec.dedupKey();
    int than = key.indexOf(" slower than ");
    int bar = key.lastIndexOf('|');
    String fast = than < 0 || bar < than ? "" : key.substring(than + " slower than ".length(), bar);
    for (int i = 0; i < now.size(); i++) {
      String label = rec.solvers().get(i).label();
      if (label.equals(fast) || OptionVariation.base(label).equals(fast)) {
        return now.get(i);
      }
    }
    return null;
  }
}
