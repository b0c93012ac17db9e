package io.tamis.runner.cli;

import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.solver.OptionWords;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The build a recorded configuration is rechecked on, by its solver (its profile's name): the one
 * {@code --solvers} names for that solver, else the trunk build ({@code z3@main}), else the newest installed
 * release. One build per solver, whichever finding asks.
 */
final class NewestBuilds {
  private final SolverProfiles profiles;
  private final Map<String, SolverConfig> bySolver = new HashMap<>();

  /** @param named builds given by {@code --solvers}, each a single word (z3@main, a path) */
  NewestBuilds(SolverProfiles profiles, List<SolverConfig> named) {
    this.profiles = profiles;
    for (SolverConfig build : named) {
      if (OptionWords.split(build.label()).size() > 1) {
        throw new IllegalArgumentException("--solvers names builds only (z3@main;cvc5@main), the recorded "
            + "options stay: got \"" + build.label() + "\"");
      }
      bySolver.put(build.profile().name(), build);
    }
  }

  /**
   * {@code recorded} on its solver's build: the label's executable replaced ({@code z3@5.1.0
   * model_validate=true} becomes {@code z3@main model_validate=true}), the arguments and limits kept.
   *
   * @throws IllegalArgumentException when the solver has no build installed
   */
  SolverConfig moved(SolverConfig recorded) {
    SolverConfig build = build(recorded);
    return new SolverConfig(withHead(recorded.label(), build.label()),
        build.profile(), build.executable(), recorded.args(), recorded.timeout(), recorded.memoryMb());
  }

  /** A build's name as the output shows it: {@code z3@main} and its commit, {@code z3@5.1.0}, or a path. */
  String name(SolverConfig moved) {
    String head = head(moved.label());
    if (!InstalledReleases.names(head)) {
      return head;
    }
    var build = profiles.installed().cache().find(head).map(SolverCache.Installed::record)
        .map(r -> r.build()).orElse(null);
    return build == null ? head : head + " " + build.commit().substring(0, 10);
  }

  /** The executable a label starts with, as written. */
  static String head(String label) {
    int blank = label.indexOf(' ');
    return blank < 0 ? label : label.substring(0, blank);
  }

  /** Each recorded configuration's executable (as its label starts) to the one it moved to, by position. */
  static Map<String, String> heads(List<SolverConfig> recorded, List<SolverConfig> moved) {
    Map<String, String> heads = new HashMap<>();
    for (int i = 0; i < recorded.size(); i++) {
      heads.put(head(recorded.get(i).label()), head(moved.get(i).label()));
    }
    return heads;
  }

  /** {@code label} with its executable replaced as {@code heads} maps it (recorded head to new head). */
  static String moved(String label, Map<String, String> heads) {
    String head = head(label);
    return withHead(label, heads.getOrDefault(head, head));
  }

  /** {@code label} with its executable replaced by {@code head}. */
  static String withHead(String label, String head) {
    return head + label.substring(head(label).length());
  }

  private SolverConfig build(SolverConfig recorded) {
    String solver = recorded.profile().name();
    SolverConfig known = bySolver.get(solver);
    if (known != null) {
      return known;
    }
    InstalledReleases installed = profiles.installed();
    SolverCache.Installed newest = installed.trunk(solver).or(() -> installed.newest(solver))
        .orElseThrow(() -> new IllegalArgumentException("no build of " + solver + " is installed to recheck \""
            + recorded.label() + "\" on; build its trunk with: tamis solvers build " + solver + "@main"));
    SolverConfig build = profiles.config(newest.record().spec(), null);
    bySolver.put(solver, build);
    return build;
  }
}
