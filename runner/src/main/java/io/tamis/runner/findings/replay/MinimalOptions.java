package io.tamis.runner.findings.replay;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The options of the configuration at fault that a finding needs, the command a maintainer copies: each option
 * (the profile's defaults and the campaign's sets alike) is dropped in turn and the finding replayed, the other
 * configurations as they are; an option whose removal keeps the finding is dropped for good. Passes repeat while
 * one drops something (an option may be needed only beside another), within {@code 2 × options + 2} replays.
 * Options that only make the symptom visible ({@code --check-models}, {@code model_validate=true}) stay where the
 * replay needs them: the replay decides, not a list.
 */
public final class MinimalOptions {
  /** The placeholder of the script's path in a configuration's arguments: never an option to drop. */
  private static final String FILE = "{file}";

  /**
   * What came of it.
   *
   * @param minimal what finding.json records
   * @param runAs the configurations with the one at fault reduced to its needed options
   * @param replay the last replay that showed the finding with those options, or null when none dropped
   */
  public record Result(FindingRecord.Minimal minimal, List<SolverConfig> runAs, TestResult replay) {
    /**
     * {@link #runAs} as a report names them: the one at fault by its minimal command ({@code z3@main} where it
     * ran as {@code z3@main model_validate=true}), which its label no longer tells.
     */
    public List<SolverConfig> shown() {
      List<SolverConfig> out = new ArrayList<>(runAs);
      for (int i = 0; i < out.size(); i++) {
        SolverConfig c = out.get(i);
        if (c.label().equals(minimal.config())) {
          String label = NewestBuilds.head(c.label()) + (c.args().isEmpty() ? "" : " " + String.join(" ", c.args()));
          out.set(i, new SolverConfig(label, c.profile(), c.executable(), c.args(), c.timeout(), c.memoryMb()));
        }
      }
      return out;
    }
  }

  private final StoredFinding finding;
  private final SolverPool pool;
  private final Predicate<TestResult> shows;

  /** @param shows whether a replay has the finding (as the report judges it: on recorded or on moved builds) */
  public MinimalOptions(StoredFinding finding, SolverPool pool, Predicate<TestResult> shows) {
    this.finding = finding;
    this.pool = pool;
    this.shows = shows;
  }

  /** Minimises the options of {@code runAs.get(at)} on {@code script}. */
  public Result of(List<SolverConfig> runAs, int at, String name, byte[] script) throws InterruptedException {
    List<SolverConfig> current = runAs;
    List<String> kept = new ArrayList<>(runAs.get(at).args());
    List<String> dropped = new ArrayList<>();
    int budget = 2 * kept.size() + 2;
    int replays = 0;
    TestResult last = null;
    boolean dropping = true;
    while (dropping && replays < budget) {
      dropping = false;
      for (String option : List.copyOf(kept)) {
        if (option.equals(FILE) || replays >= budget) {
          continue;
        }
        List<SolverConfig> trial = without(current, at, option);
        TestResult r = finding.run(pool, trial, name, script);
        replays++;
        if (shows.test(r)) {
          kept.remove(option);
          dropped.add(option);
          current = trial;
          last = r;
          dropping = true;
        }
      }
    }
    kept.remove(FILE);
    return new Result(new FindingRecord.Minimal(runAs.get(at).label(), kept, dropped, replays), current, last);
  }

  /** {@code configs} with the one at {@code at} run without {@code option}, under the same label. */
  static List<SolverConfig> without(List<SolverConfig> configs, int at, String option) {
    SolverConfig c = configs.get(at);
    List<String> args = new ArrayList<>(c.args());
    args.remove(option);
    List<SolverConfig> out = new ArrayList<>(configs);
    out.set(at, new SolverConfig(c.label(), c.profile(), c.executable(), args, c.timeout(), c.memoryMb()));
    return out;
  }
}
