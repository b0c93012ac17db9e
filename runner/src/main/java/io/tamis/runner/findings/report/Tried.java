package io.tamis.runner.findings.report;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.oracle.Cores;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.Mode;
import io.tamis.solvers.solver.OptionWords;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import io.tamis.solvers.solver.SolverVersions;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What else a report tries on the configuration at fault, each a run whose command the report lists: the
 * assertions in reverse order (does the answer depend on their order?), the solver without the options
 * (does it need them?), and the solver's other installed builds and its program on PATH that the release
 * bisection did not try (a regression, or a bug as old as the feature?), and options the user names added
 * (does one avoid it?). Some findings get one more: a wrong unsat's core request without the options (do unsat
 * cores alone show it?), a slowdown given 60 s (a hang, or only slow?), and an invalid model its own check hid,
 * run without the check (what model was it?).
 */
public final class Tried {
  /** The file name the reordered script has in the report. */
  static final String REVERSED_PREFIX = "reversed";
  static final String REVERSED = "reversed.smt2";
  static final String REVERSED_REQUEST = "reversed-core-request.smt2";
  /** What the run of the configuration without its options changed. */
  static final String WITHOUT_OPTIONS = "without the options";
  /** The run that prints the model an invalid-model check refused, and the options that check models. */
  static final String MODEL_PRINTED = "without the model check, to print the model";
  private static final Set<String> MODEL_CHECKS = Set.of("--check-models", "model_validate=true");
  /** The run without the options of the core request: does asking for the core alone show it? */
  static final String CORES_ALONE = "without the options, the assertions named for the unsat core";

  /**
   * One run.
   *
   * @param record the configuration as it ran, with its output
   * @param file the file name its command reads
   * @param what what was changed, in words
   * @param shows whether it gives the finding's symptom (the same crash kind, or the same answers)
   * @param script the script it ran when it is not the report's own (shown inline), else null
   * @param byEvaluator whether an invalid model shows by tamis's evaluator only (the solver did not check it)
   * @param severity the profile's severity option the run added ({@code --safe-mode=safe}), else null
   * @param build the other build it ran on, as the report names it ({@code z3@5.1.0}), else null
   */
  public record Run(SolverRecord record, String file, String what, boolean shows, String script, boolean byEvaluator,
      String severity, String build) {
    /** This run, named as one under a severity option, or as one of another build. */
    Run as(String severityOption, String otherBuild) {
      return new Run(record, file, what, shows, script, byEvaluator, severityOption, otherBuild);
    }
  }

  /** How long a run that hangs is followed before the report calls it a hang. */
  static final Duration FOLLOW = Duration.ofSeconds(60);

  private final StoredFinding finding;
  private static final String UNSAT_CORE = "unsat-core";
  private final SolverPool pool;
  private final FindingRecord rec;
  private final SolverRecord atFault;

  public Tried(StoredFinding finding, SolverPool pool, FindingRecord rec, List<SolverRecord> now) {
    this.finding = finding;
    this.pool = pool;
    this.rec = rec;
    List<SolverRecord> blamed = rec.atFault();
    this.atFault = now.get(Math.max(0, blamed.isEmpty() ? 0 : rec.solvers().indexOf(blamed.get(0))));
  }

  /** Every variation that applies to {@code script}, and each of {@code alsoWith} added to the options, in turn. */
  public List<Run> all(byte[] script, List<String> alsoWith) throws InterruptedException {
    List<Run> runs = new ArrayList<>();
    String reversed = reversed(script);
    if (reversed != null) {
      byte[] text = reversed.getBytes(StandardCharsets.UTF_8);
      // A core shows only when asked for: the command reads the reversed script's core request.
      Cores.Request asked = CoreSection.decides(rec) ? Cores.request(text) : null;
      runs.add(asked == null ? run(atFault.config(), text, REVERSED, "the assertions in reverse order", reversed)
          : run(atFault.config(), text, REVERSED_REQUEST, "the assertions in reverse order",
              new String(asked.text(), StandardCharsets.UTF_8)));
    }
    // A finding its core decided shows only where the core is asked for: the other runs read the request too.
    Cores.Request request = CoreSection.decides(rec) ? Cores.request(script) : null;
    byte[] text = request == null ? script : request.text();
    String file = request == null ? FindingReport.FILE : CoreSection.REQUEST;
    // The minimisation's runs each without one option say more than one without them all; but those ran the
    // script alone, and a wrong unsat its core decides may need only the core's request (named assertions).
    boolean coreAlone = request != null && rec.minimal() != null && !rec.minimal().kept().isEmpty();
    if (!atFault.args().isEmpty() && (rec.minimal() == null || coreAlone)) {
      SolverConfig c = atFault.config();
      SolverConfig bare = new SolverConfig(NewestBuilds.head(c.label()), c.profile(), c.executable(), modeArgs(c),
          c.timeout(), c.memoryMb());
      runs.add(run(bare, text, file, coreAlone ? CORES_ALONE : WITHOUT_OPTIONS, null));
    }
    if (rec.kind().equals("performance") && atFault.timedOut()) {
      // A slowdown that hit its limit is followed to its end within a stated one: a hang, or only slow?
      SolverConfig c = atFault.config();
      runs.add(run(new SolverConfig(c.label(), c.profile(), c.executable(), c.args(), FOLLOW, c.memoryMb()),
          text, file, "the same command given " + FOLLOW.toSeconds() + " s", null));
    }
    SolverConfig printing = modelPrinted();
    if (printing != null) {
      runs.add(run(printing, text, file, MODEL_PRINTED, null));
    }
    for (String options : alsoWith) {
      runs.add(run(with(options, false), text, file, "with `" + options + "` added", null));
    }
    // The modes a maintainer promises more of: does the bug show there too (or is the command refused)?
    for (String options : severityOptions()) {
      if (!alsoWith.contains(options) && !atFault.args().containsAll(OptionWords.split(options))) {
        runs.add(run(with(options, true), text, file, "under `" + options + "`", null).as(options, null));
      }
    }
    for (Other other : otherBuilds()) {
      runs.add(run(other.config(), text, file, "another build of " + atFault.profile().name()
          + " (" + other.name() + ")", null).as(null, other.name()));
    }
    return runs;
  }

  /**
   * For an invalid model its own check stopped before printing: the configuration without the check and with the
   * profile's option that prints models, so the report shows the model the check refused; else null.
   */
  private SolverConfig modelPrinted() {
    if (!atFault.verdict().equals("invalid-model") || atFault.stdout().contains("(define-fun")
        || atFault.profile() == null) {
      return null;
    }
    SolverConfig c = atFault.config();
    List<String> args = new ArrayList<>(c.args().stream().filter(a -> !MODEL_CHECKS.contains(a)).toList());
    today(atFault.profile()).defaultArgs().stream().filter(a -> a.equals("--produce-models") && !args.contains(a))
        .forEach(args::add);
    return new SolverConfig(NewestBuilds.head(c.label()), c.profile(), c.executable(), args, c.timeout(),
        c.memoryMb());
  }

  /**
   * The severity options of the solver at fault as the bundled profile has them today: a finding's record keeps the
   * profile it ran with, which may be older, and never its option marks.
   */
  private List<String> severityOptions() {
    return atFault.profile() == null ? List.of() : today(atFault.profile()).severityOptions();
  }

  /** The bundled profile of the solver a record's profile names (its option marks too), else the record's. */
  static ProfileSpec today(ProfileSpec recorded) {
    return SolverProfiles.bundled().profiles().getOrDefault(recorded.name(), recorded);
  }

  /** The configuration at fault with {@code options} added, before its own options ({@code first}) or after. */
  private SolverConfig with(String options, boolean first) {
    SolverConfig c = atFault.config();
    List<String> args = new ArrayList<>(c.args());
    // A mode first: cvc5 checks --safe-mode only against the options after it (by design, its PR #10159).
    args.addAll(first ? 0 : args.size(), OptionWords.split(options));
    return new SolverConfig(NewestBuilds.head(c.label()), c.profile(), c.executable(), args, c.timeout(),
        c.memoryMb());
  }

  /**
   * The options of the profile mode {@code c} runs under ({@code --check-proofs}), which a finding of that mode
   * needs: without the options means without the others.
   */
  static List<String> modeArgs(SolverConfig c) {
    String name = Mode.named(c.label());
    return name == null ? List.of() : c.profile().modes().stream().filter(m -> m.name().equals(name))
        .map(m -> OptionWords.split(m.options())).findFirst().orElse(List.of());
  }

  private Run run(SolverConfig c, byte[] script, String file, String what, String shown)
      throws InterruptedException {
    TestResult r = finding.run(pool, List.of(c), file, script);
    boolean hangs = r.outcomes().get(0).run().timedOut() && !rec.kind().equals("performance");
    if (hangs && c.timeout().compareTo(FOLLOW) < 0) {
      // A hang is followed to its end, within a stated limit: a timeout alone would say nothing either way.
      c = new SolverConfig(c.label(), c.profile(), c.executable(), c.args(), FOLLOW, c.memoryMb());
      r = finding.run(pool, List.of(c), file, script);
    }
    Outcome o = r.outcomes().get(0);
    String version = SolverVersions.of(List.of(c), pool).getOrDefault(c.label(), "");
    SolverRecord ran = SolverRecord.of(c, version, o);
    // An invalid model shows by the solver's own check or by tamis's evaluator (without model_validate).
    boolean falseModel = r.findings().stream().anyMatch(f -> f.kind().equals("invalid-model"));
    boolean byEvaluator = !shows(ran) && atFault.verdict().equals("invalid-model") && falseModel;
    // A wrong core shows by the core check of this run, not by its answer (unsat, as the right one).
    boolean core = r.findings().stream().anyMatch(f -> f.kind().equals(UNSAT_CORE));
    boolean shows = rec.kind().equals(UNSAT_CORE) ? core : shows(ran) || byEvaluator;
    return new Run(ran, file, what, shows, shown, byEvaluator, null, null);
  }

  /**
   * The same symptom as the run at fault: a crash for a crash, an invalid model for one, slowness for slowness (a
   * timeout, or at least half the time at fault), else the same answers.
   */
  private boolean shows(SolverRecord other) {
    if (rec.kind().equals("performance")) {
      return other.timedOut() || other.wallMillis() * 2 >= atFault.wallMillis();
    }
    return switch (atFault.verdict()) {
      case "crash" -> other.verdict().equals("crash");
      case "invalid-model" -> other.verdict().equals("invalid-model");
      default -> !atFault.answers().isEmpty() && other.answers().equals(atFault.answers());
    };
  }

  /**
   * The solver's other installed release-variant builds and releases, and its program on PATH, that are not
   * the one at fault and that the release bisection did not try; with the options at fault. Builds named by
   * their commit (a bisection's kept steps, {@code cvc5@5e6ed421de}) are left to the bisection's tables.
   */
  private List<Other> otherBuilds() {
    String solver = atFault.profile().name();
    Set<String> seen = new HashSet<>();
    // The build at fault is no other build, whether its record names a path or a program on PATH.
    String atFaultProgram = SolverCache.user().relocated(atFault.executable());
    seen.add(atFaultProgram);
    var atFaultPath = Executables.find(atFaultProgram);
    if (atFaultPath != null) {
      seen.add(atFaultPath.toString());
    }
    Bisection b = rec.bisection();
    Set<String> bisected = new HashSet<>();
    if (b != null) {
      b.tried().forEach(t -> bisected.add(solver + "@" + t.version()));
    }
    SolverProfiles profiles = SolverProfiles.bundled();
    InstalledReleases installed = profiles.installed();
    List<Other> out = new ArrayList<>();
    for (SolverCache.Installed i : installed.cache().installed(installed.releases())) {
      String spec = i.record().spec();
      var build = i.record().build();
      boolean commitNamed = build != null && build.commit() != null && build.commit().startsWith(i.record().version());
      if (i.record().solver().equals(solver) && !spec.contains("+") && !bisected.contains(spec) && !commitNamed
          && seen.add(i.executable().toString())) {
        String shown = spec.replace('@', ' ');
        String name = build == null || build.commit() == null ? shown
            : shown + ", commit " + build.commit().substring(0, Math.min(10, build.commit().length()));
        out.add(new Other(profiles.config(spec, atFault.args(), atFault.config().timeout()), name));
      }
    }
    var onPath = Executables.find(atFault.profile().executable());
    if (onPath != null && seen.add(onPath.toString())) {
      // Named by where it comes from, not by this machine's path.
      out.add(new Other(profiles.config(atFault.profile().executable(), atFault.args(), atFault.config().timeout()),
          Provenance.program(atFault.profile().executable()).orElse("the program on PATH")));
    }
    return out;
  }

  /** Another build to run, and how the report names it: its spec (and commit), or its path on PATH. */
  private record Other(SolverConfig config, String name) {}

  /**
   * {@code script} with its assertions in reverse order, all placed where the last one was (so every symbol is
   * declared before it is used); null when there are fewer than two, or the script does not read, or has
   * push, pop or several queries (the order then means something else).
   */
  static String reversed(byte[] script) {
    Script parsed;
    try {
      parsed = new ScriptReader().read("bug.smt2", script);
    } catch (RuntimeException e) {
      return null;
    }
    List<Command> commands = parsed.commands();
    List<Command> asserts = commands.stream().filter(c -> c instanceof Command.Assert).toList();
    long queries = commands.stream().filter(c -> c instanceof Command.CheckSat
        || c instanceof Command.CheckSatAssuming).count();
    boolean scoped = commands.stream().anyMatch(c -> c instanceof Command.Push || c instanceof Command.Pop);
    if (asserts.size() < 2 || queries > 1 || scoped) {
      return null;
    }
    int last = commands.lastIndexOf(asserts.get(asserts.size() - 1));
    List<Command> out = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      if (i == last) {
        out.addAll(asserts.reversed());
      } else if (!(commands.get(i) instanceof Command.Assert)) {
        out.add(commands.get(i));
      }
    }
    return ScriptPrinter.toText(parsed.withCommands(out));
  }
}
