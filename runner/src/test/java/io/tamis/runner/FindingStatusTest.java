package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.FindingStatus;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order summaries list findings in: what a maintainer can act on first. */
class FindingStatusTest {
  @Test
  void reportableThenUnconfirmedThenFixedThenKnown() {
    FindingRecord crash = record("crash", "crash|z3|boom|-");
    FindingRecord wrong = record("soundness", "soundness|z3 wrong: sat|QF_S");
    List<FindingRecord> records = new ArrayList<>(List.of(
        wrong.withKnown(new FindingRecord.Known("z3-1", "https://github.com/Z3Prover/z3/issues/1")),
        crash.withBisection(bisection(false)),
        crash,
        wrong,
        crash.withBisection(bisection(true)),
        wrong.withBisection(new Bisection("z3", List.of(), null, null, "5.1.0", null))));
    records.sort(FindingStatus.ORDER);
    assertEquals(List.of(FindingStatus.REPORTABLE, FindingStatus.UNCONFIRMED, FindingStatus.UNCONFIRMED,
        FindingStatus.UNCONFIRMED, FindingStatus.FIXED, FindingStatus.KNOWN),
        records.stream().map(FindingStatus::of).toList());
    assertEquals(List.of("soundness", "soundness", "crash"),
        records.subList(1, 4).stream().map(FindingRecord::kind).toList(), "wrong answers before a crash");
  }

  private static Bisection bisection(boolean newestShows) {
    return new Bisection("z3", List.of(new Bisection.Release("5.1.0", newestShows ? "crash" : "sat", newestShows)),
        newestShows ? "5.1.0" : null, null, "5.1.0", newestShows);
  }

  private static FindingRecord record(String kind, String key) {
    return new FindingRecord(kind, key, "detail", List.of(), "QF_S", null, "0", "typefuzz", "seed.smt2", "0", 1, 2,
        0, "now", "test", null);
  }
}
