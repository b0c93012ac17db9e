package io.tamis.runner.findings.triage;

import io.tamis.runner.campaign.OptionTriage;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverProfiles;
import java.util.ArrayList;
import java.util.List;

/**
 * The options a finding needs, from most to least users: the ones tamis always passes (its profile's
 * default and incremental arguments), others the developers support, and ones they do not (expert).
 */
public enum OptionClass {
  DEFAULT("default"),
  REGULAR("regular"),
  /** Options the developers do not support for general use: the record's {@code unsupportedOptions}. */
  EXPERT("expert");

  private final String label;

  OptionClass(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }

  /**
   * The class of {@code rec}, whose configuration at fault is {@code atFault}: expert when it needs one of the
   * record's unsupported options. Those are matched to its arguments because a record may list another
   * configuration's (marked before the culprit was decided).
   */
  static OptionClass of(FindingRecord rec, SolverRecord atFault) {
    // An added option set the option triage saw the finding without is not needed.
    List<String> args = rec.detail().contains(OptionTriage.ALSO_WITHOUT)
        ? atFault.config().plain(new byte[0]).args() : atFault.args();
    List<String> unsupported = rec.unsupportedOptions() == null ? List.of() : rec.unsupportedOptions();
    if (unsupported.stream().map(OptionClass::option).anyMatch(args::contains)) {
      return EXPERT;
    }
    return defaults(atFault).containsAll(args) ? DEFAULT : REGULAR;
  }

  /** The option of an unsupported option's entry, {@code "--fp-exp (expert)"}. */
  private static String option(String entry) {
    int mark = entry.lastIndexOf(" (");
    return mark < 0 ? entry : entry.substring(0, mark);
  }

  /** The arguments of the configuration's profile as recorded with it; a record without one, the bundled. */
  static List<String> defaults(SolverRecord r) {
    ProfileSpec p = r.profile() != null ? r.profile() : Bundled.PROFILES.profileFor(r.executable());
    List<String> out = new ArrayList<>(p.defaultArgs());
    out.addAll(p.incrementalArgs());
    return out;
  }

  private static final class Bundled {
    static final SolverProfiles PROFILES = SolverProfiles.bundled();
  }
}
