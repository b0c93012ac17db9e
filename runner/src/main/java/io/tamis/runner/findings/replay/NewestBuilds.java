package io.tamis.runner.findings.replay;

import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.solver.OptionWords;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The build a recorded configuration is rechecked on, by its solver (its profile's name): the one
 * {@code --solvers} names for that solver, else the trunk build of the recorded variant ({@code z3@main}, or
 * {@code z3@main+asan} for a finding of a sanitizer build, whose report a release build never prints), else the
 * release trunk build, else the newest installed release. One build per solver and variant, whichever finding asks.
 */
public final class NewestBuilds {
  private final SolverProfiles profiles;
  private final Map<String, SolverConfig> bySolver = new HashMap<>();
  private final Map<String, SolverConfig> byVariant = new HashMap<>();

  /** @param named builds given by {@code --solvers}, each a single word (z3@main, a path) */
  public NewestBuilds(SolverProfiles profiles, List<SolverConfig> named) {
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
  public SolverConfig moved(SolverConfig recorded) {
    SolverConfig build = build(recorded);
    return new SolverConfig(withHead(recorded.label(), build.label()),
        build.profile(), build.executable(), recorded.args(), recorded.timeout(), recorded.memoryMb());
  }

  /** A build's name as the output shows it: {@code z3@main} and its commit, {@code z3@5.1.0}, or a path. */
  public String name(SolverConfig moved) {
    String head = head(moved.label());
    if (!InstalledReleases.names(head)) {
      return head;
    }
    var build = profiles.installed().cache().find(head).map(SolverCache.Installed::record)
        .map(r -> r.build()).orElse(null);
    return build == null ? head : head + " " + build.commit().substring(0, 10);
  }

  /**
   * The builds {@code solvers} names (null: none), each solver's newest otherwise.
   *
   * @throws IllegalArgumentException for a name that is not a build, a release or a program
   */
  public static NewestBuilds named(String solvers) {
    SolverProfiles profiles = SolverProfiles.bundled();
    return new NewestBuilds(profiles, solvers == null ? List.of() : profiles.parseShortForm(solvers, null));
  }

  /** {@code recorded}'s configurations of the solvers {@code --solvers} named on those builds, the rest as recorded. */
  public List<SolverConfig> movedIfNamed(List<SolverConfig> recorded) {
    return recorded.stream().map(c -> bySolver.containsKey(c.profile().name()) ? moved(c) : c).toList();
  }

  /**
   * {@code recorded}'s configurations on their newest builds where one is installed, else as recorded (a
   * solver with no build of its own, such as a program on PATH).
   */
  public List<SolverConfig> movedWherePossible(List<SolverConfig> recorded) {
    return recorded.stream().map(c -> {
      try {
        return moved(c);
      } catch (IllegalArgumentException none) {
        return c;
      }
    }).toList();
  }

  /** Maps a label of {@code from} to the label it runs under in {@code to} (the same configurations, moved). */
  public static UnaryOperator<String> move(List<SolverConfig> from, List<SolverConfig> to) {
    Map<String, String> heads = new HashMap<>();
    for (int i = 0; i < Math.min(from.size(), to.size()); i++) {
      heads.put(head(from.get(i).label()), head(to.get(i).label()));
    }
    return label -> withHead(label, heads.getOrDefault(head(label), head(label)));
  }

  /** The executable a label starts with, as written. */
  public static String head(String label) {
    int blank = label.indexOf(' ');
    return blank < 0 ? label : label.substring(0, blank);
  }

  /** {@code label} with its executable replaced by {@code head}. */
  static String withHead(String label, String head) {
    return head + label.substring(head(label).length());
  }

  private SolverConfig build(SolverConfig recorded) {
    String solver = recorded.profile().name();
    SolverConfig named = bySolver.get(solver);
    if (named != null) {
      return named;
    }
    BuildSpec.Variant variant = BuildSpec.variantOf(head(recorded.label()));
    SolverConfig known = byVariant.get(solver + "+" + variant.word());
    if (known != null) {
      return known;
    }
    InstalledReleases installed = profiles.installed();
    SolverCache.Installed newest = installed.trunk(solver, variant).or(() -> installed.trunk(solver))
        .or(() -> installed.newest(solver))
        .orElseThrow(() -> new IllegalArgumentException("no build of " + solver + " is installed to recheck \""
            + recorded.label() + "\" on; build its trunk with: tamis solvers build " + solver + "@main"));
    SolverConfig build = profiles.config(newest.record().spec(), null);
    byVariant.put(solver + "+" + variant.word(), build);
    return build;
  }
}
