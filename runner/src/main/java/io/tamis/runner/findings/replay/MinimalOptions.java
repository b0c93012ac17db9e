package io.tamis.runner.findings.replay;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SmallerOption;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The options of the configuration at fault that a finding needs, the command a maintainer copies: each option
 * (the profile's defaults and the campaign's sets alike) is dropped in turn and the finding replayed, the other
 * configurations as they are; an option whose removal keeps the finding is dropped for good. Passes repeat while
 * one drops something (an option may be needed only beside another), within {@code 2 × options + 2} replays.
 * Options that only make the symptom visible ({@code --check-models}, {@code model_validate=true}) stay where the
 * replay needs them: the replay decides, not a list. Then a kept option for which the profile names smaller ones
 * ({@link SmallerOption}: unsat cores for proofs) is tried with each in its place, one run each within
 * {@value #SMALLER_RUNS} runs; the first that still shows the finding stands in for it, in the configuration or,
 * for a script line, first in the script.
 */
public final class MinimalOptions {
  /** The placeholder of the script's path in a configuration's arguments: never an option to drop. */
  private static final String FILE = "{file}";
  /** The runs the smaller options may take in all: a few, each an option the profile names. */
  static final int SMALLER_RUNS = 6;
  /** An option whose value is a sequence of plain steps: {@code name=(then a b c)}. */
  private static final Pattern SEQUENCE = Pattern.compile("([\\w.]+)=\\(then((?:\\s+[\\w-]+)+)\\)");

  /**
   * What came of it.
   *
   * @param minimal what finding.json records
   * @param runAs the configurations with the one at fault reduced to its needed options
   * @param replay the last replay that showed the finding with those options, or null when none dropped or replaced
   * @param script the script they show it on: the one given, or it with a smaller option's line put first
   */
  public record Result(FindingRecord.Minimal minimal, List<SolverConfig> runAs, TestResult replay, byte[] script) {
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
    Search s = new Search(runAs, script, runAs.get(at).args());
    drop(s, at, name);
    shrink(s, at, name, smaller(runAs.get(at).profile()));
    s.kept.remove(FILE);
    FindingRecord.Minimal m = new FindingRecord.Minimal(runAs.get(at).label(), s.kept, s.dropped, s.replays,
        s.replaced);
    return new Result(m, s.configs, s.last, s.script);
  }

  /** What the search has reached: the configurations and script that still show the finding, and its runs. */
  private static final class Search {
    List<SolverConfig> configs;
    byte[] script;
    final List<String> kept;
    final List<String> dropped = new ArrayList<>();
    final List<FindingRecord.Replaced> replaced = new ArrayList<>();
    int replays;
    TestResult last;

    Search(List<SolverConfig> configs, byte[] script, List<String> options) {
      this.configs = configs;
      this.script = script;
      this.kept = new ArrayList<>(options);
    }
  }

  /** Drops each option in turn, in passes while one drops something, within {@code 2 × options + 2} runs. */
  private void drop(Search s, int at, String name) throws InterruptedException {
    int budget = 2 * s.kept.size() + 2;
    boolean dropping = true;
    while (dropping && s.replays < budget) {
      dropping = false;
      for (String option : List.copyOf(s.kept)) {
        if (option.equals(FILE) || s.replays >= budget) {
          continue;
        }
        List<SolverConfig> trial = without(s.configs, at, option);
        if (shown(s, trial, s.script, name)) {
          s.kept.remove(option);
          s.dropped.add(option);
          s.configs = trial;
          dropping = true;
        }
      }
    }
  }

  /** Each kept option with smaller ones tried with each in its place; the first that shows it stands in. */
  private void shrink(Search s, int at, String name, Map<String, List<SmallerOption>> smaller)
      throws InterruptedException {
    int budget = s.replays + SMALLER_RUNS;
    for (String option : List.copyOf(s.kept)) {
      for (SmallerOption by : candidates(option, smaller)) {
        if (s.replays >= budget || s.kept.contains(by.by())) {
          continue;
        }
        List<SolverConfig> trial = replaced(s.configs, at, option, by);
        byte[] text = by.scriptLine() ? firstLine(by.by(), s.script) : s.script;
        if (shown(s, trial, text, name)) {
          s.kept.set(s.kept.indexOf(option), by.by());
          s.replaced.add(new FindingRecord.Replaced(option, by.by(), by.what()));
          s.configs = trial;
          s.script = text;
          break;
        }
      }
    }
  }

  /**
   * The smaller options to try for {@code option}: the profile's, and for a sequence of tactics ({@code
   * tactic.default_tactic=(then simplify ctx-solver-simplify smt)}) each of its tactics alone, since the one that
   * crashes is what a maintainer needs named.
   */
  static List<SmallerOption> candidates(String option, Map<String, List<SmallerOption>> smaller) {
    List<SmallerOption> out = new ArrayList<>(smaller.getOrDefault(option, List.of()));
    Matcher m = SEQUENCE.matcher(option);
    if (m.matches()) {
      for (String step : m.group(2).trim().split("\\s+")) {
        out.add(new SmallerOption(m.group(1) + "=" + step, null));
      }
    }
    return out;
  }

  /** One run of {@code trial} on {@code text}, counted; the last that shows the finding is kept. */
  private boolean shown(Search s, List<SolverConfig> trial, byte[] text, String name) throws InterruptedException {
    TestResult r = finding.run(pool, trial, name, text);
    s.replays++;
    if (shows.test(r)) {
      s.last = r;
      return true;
    }
    return false;
  }

  /** The smaller options of the profile as bundled today, else as recorded (a profile of one's own). */
  static Map<String, List<SmallerOption>> smaller(ProfileSpec recorded) {
    return recorded == null ? Map.of()
        : SolverProfiles.bundled().profiles().getOrDefault(recorded.name(), recorded).smallerOptions();
  }

  /** {@code script} with {@code line} put first. */
  static byte[] firstLine(String line, byte[] script) {
    byte[] head = (line + "\n").getBytes(StandardCharsets.UTF_8);
    byte[] out = Arrays.copyOf(head, head.length + script.length);
    System.arraycopy(script, 0, out, head.length, script.length);
    return out;
  }

  /**
   * {@code configs} with {@code option} of the one at {@code at} replaced by {@code by}'s argument in its place, or
   * left out for a script line.
   */
  static List<SolverConfig> replaced(List<SolverConfig> configs, int at, String option, SmallerOption by) {
    if (by.scriptLine()) {
      return without(configs, at, option);
    }
    SolverConfig c = configs.get(at);
    List<String> args = new ArrayList<>(c.args());
    args.set(args.indexOf(option), by.by());
    List<SolverConfig> out = new ArrayList<>(configs);
    out.set(at, new SolverConfig(c.label(), c.profile(), c.executable(), args, c.timeout(), c.memoryMb()));
    return out;
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
