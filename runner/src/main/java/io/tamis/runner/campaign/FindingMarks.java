package io.tamis.runner.campaign;

import io.tamis.runner.known.KnownBugs;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.OptionSupport;
import io.tamis.solvers.solver.SolverProfiles;
import java.util.ArrayList;
import java.util.List;

/**
 * What a finding's record says of it beyond the oracle's verdict: the publicly reported bug it matches, and
 * the options it ran with that the solver's developers do not support.
 */
public final class FindingMarks {
  private FindingMarks() {}

  /** {@code record} with {@code known} and {@code unsupportedOptions} filled in from {@code scripts}. */
  public static FindingRecord of(FindingRecord record, List<String> scripts, KnownBugs known) {
    FindingRecord.Known match = known.match(record, scripts)
        .map(b -> new FindingRecord.Known(b.id(), b.link())).orElse(null);
    return record.withKnown(match).withUnsupportedOptions(unsupported(record));
  }

  /**
   * The unsupported options of the configurations at fault. An added option set that the option triage
   * showed the finding does not need (it came back without the set) is left out.
   */
  static List<String> unsupported(FindingRecord record) {
    List<String> out = new ArrayList<>();
    boolean setNeeded = !record.detail().contains(OptionTriage.ALSO_WITHOUT);
    for (SolverRecord r : record.atFault()) {
      List<String> args = setNeeded ? r.args() : r.config().plain(new byte[0]).args();
      support(r).unsupported(args).stream().filter(o -> !out.contains(o)).forEach(out::add);
    }
    return out;
  }

  /** The marks of the profile the configuration ran with; a profile read back from a finding has none. */
  private static OptionSupport support(SolverRecord r) {
    OptionSupport own = r.profile() == null ? null : r.profile().support();
    if (own != null && !own.marks().isEmpty()) {
      return own;
    }
    return Bundled.PROFILES.profileFor(r.executable()).support();
  }

  private static final class Bundled {
    static final SolverProfiles PROFILES = SolverProfiles.bundled();
  }
}
