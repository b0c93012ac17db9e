package io.tamis.runner.cli;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.mutator.diver.Diver;
import io.tamis.mutator.fusion.Fusion;
import io.tamis.mutator.histfuzz.HistFuzz;
import io.tamis.mutator.session.Sessions;
import io.tamis.mutator.skeleton.Sphinx;
import io.tamis.mutator.theory.Screened;
import io.tamis.mutator.valfuzz.ValFuzz;
import io.tamis.runner.campaign.Campaign;
import io.tamis.runner.campaign.ChangedCode;
import io.tamis.runner.campaign.CoverageGuide;
import io.tamis.runner.campaign.Engine;
import io.tamis.runner.campaign.Generators;
import io.tamis.runner.campaign.Progress;
import io.tamis.runner.campaign.PushPop;
import io.tamis.runner.campaign.Recorder;
import io.tamis.runner.campaign.SeedBudget;
import io.tamis.runner.campaign.SeedLoader;
import io.tamis.runner.campaign.SeedWeights;
import io.tamis.runner.campaign.Shard;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.findings.bisect.ChangeTargets;
import io.tamis.runner.journal.Journal;
import io.tamis.runner.journal.JournalReader;
import io.tamis.runner.oracle.FormScreen;
import io.tamis.runner.oracle.Judging;
import io.tamis.runner.oracle.OptionScreen;
import io.tamis.runner.report.CampaignReport;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.changes.ChangedTheories;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverVersions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code tamis fuzz}: the campaign loop. */
@Command(name = "fuzz", mixinStandardHelpOptions = true,
    description = {"Generate tests from seed scripts and run the solvers on them until the seeds are " +
        "exhausted, --time is up, --max-tests were run, or SIGINT/SIGTERM (the summary is still written).",
        "With no options: typefuzz on the bundled seeds with z3 and cvc5 from PATH, until Ctrl-C.",
        "Generators: typefuzz (generative type-aware mutation), opfuzz (operator swaps), diver (mutants " +
        "that keep the seed's model, so they are sat by construction: one solver is enough), valfuzz (the seed's " +
        "literals get the values of a model of a meta-formula that forces its Boolean sub-expressions; " +
        "--refinements), rbase (random literals: valfuzz's baseline), fusion (two seeds of one logic and the " +
        "same :status fused into one whose answer is known: one solver is enough), skeleton (Sphinx: atoms of " +
        "theory generators built from the signature table replace some of the seed's; --theories), histfuzz " +
        "(HistFuzz: every atom replaced by one of --history's), none (the seeds).",
        "skeleton and histfuzz first try every form they may write on each solver (the self-check) and leave out " +
        "what any solver rejects, listed on standard error.",
        "With --out DIR the campaign keeps a journal there: 'fuzz --resume DIR' continues it after a crash, " +
        "a kill or a reboot, and the summary covers the whole campaign.",
        "Exit code: 0 no finding, 10 findings, 2 usage error or a solver refused (before the first test each " +
        "configuration states its version and answers a trivial sat and a trivial unsat script)."})
final class FuzzCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SolverOptions solverOptions;

  @Option(names = "--seeds", paramLabel = "DIR", description = "Folder of *.smt2 seeds (default: bundled seeds).",
      converter = Inputs.Existing.class)
  Path seedDir;

  @Option(names = "--generator", paramLabel = "NAME", defaultValue = "typefuzz",
      description = "Test generator: typefuzz, opfuzz, diver, valfuzz (values from meta-formulas' models; "
          + "--refinements), rbase (random values, valfuzz's baseline), fusion (semantic fusion of seed pairs "
          + "with the same :status; partners are the other seeds), skeleton (theory atoms in the seeds' Boolean "
          + "skeletons; --theories), histfuzz (atoms of --history in the seeds' skeletons) or none "
          + "(default: ${DEFAULT-VALUE}; "
          + "'none' runs each seed itself; a seed the reader refuses runs as its text, as in check).")
  String generator;

  @Mixin
  MutatorOptions mutatorOptions;

  @Option(names = "--history", paramLabel = "DIR",
      description = "histfuzz: scripts whose atoms fill the seeds' holes, such as the solvers' regression suites "
          + "(../shared/suites) or past bug triggers (default: the seeds).", converter = Inputs.Existing.class)
  Path history;

  @Mixin
  PoolOptions poolOptions;

  @Option(names = "--time", paramLabel = "T", converter = DurationConverter.class,
      description = "Stop after this long (90s, 10m, 2h).")
  Duration time;

  @Option(names = "--max-tests", paramLabel = "N", defaultValue = "0", description = "Stop after N tests.",
      converter = Inputs.LongCount.class)
  long maxTests;

  @Option(names = "--corpus-limit", paramLabel = "N", defaultValue = "10000", converter = Inputs.Count.class,
      description = {"On a coverage build (--solvers yices2@main+coverage): keep at most N tests that took a new "
          + "edge of the solver as new seeds, in DIR/corpus (default 10000). Without a coverage build, no effect."})
  int corpusLimit;

  @Option(names = "--feedback", paramLabel = "edges|none", defaultValue = "edges",
      description = {"On a coverage build: edges (the default) makes each test that took a new edge of the solver "
          + "a seed, and new edges raise their seed's chance (AFL's feedback); none only counts the edges and "
          + "keeps those tests in DIR/corpus as a record (a black-box campaign, measured)."})
  String feedback;

  @Option(names = "--direct", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = {"With --changed-since on a coverage build: the edges of the changed functions weigh most in "
          + "the seeds' chances (the default). --no-direct only records when each changed function is first "
          + "reached: the control of a directed campaign."})
  boolean direct;

  @Option(names = "--json", description = "The end-of-run summary as one JSON object on stdout (as in "
      + "summary.json) instead of lines for a person.")
  boolean json;

  @Option(names = "--out", paramLabel = "DIR", description = "Bug store and summary.json.",
      converter = Inputs.OutFolder.class)
  Path out;

  @Option(names = "--shard", paramLabel = "i/N", defaultValue = "0/1",
      description = "Run the seeds at positions i, i+N, ... (0 <= i < N).")
  String shard;

  @Option(names = "--budget", paramLabel = "adaptive|fixed", defaultValue = "adaptive",
      description = {"adaptive (default): each test comes from a seed drawn by its yield, what its tests " +
          "brought back (every solver answering, operators new to the seed's tests, new findings) per " +
          "solver-second, its logic's mixed in while it has few tests, times (1 - its share of solver time in " +
          "timeouts)^4: a seed whose first test timed out gets almost no more. A seed's first test is a probe " +
          "(no second one until it is back); 15%% of the draws go to seeds not tried yet, fewer to those of " +
          "logics whose probes time out. Calls get 3x the 0.95 " +
          "quantile of the seed's earlier calls, until it has 6 calls (or more than 5%% timed out) 2x the 0.9 " +
          "quantile of its logic's answers, never less than 3x its own slowest answer; a timeout never " +
          "lengthens it; always 0.2-1 s and at most --timeout (answers over 1 s are rare, timeouts costly, and " +
          "wrong answers come fast). A test on which one solver hit that limit while another answered within " +
          "a quarter of it runs again with --timeout, judged by --perf (else 10x): a performance finding if " +
          "it is still that slow.",
          "fixed: --timeout for every test, the seeds in turn: use it for hard seeds."})
  String budget;

  @Option(names = "--push-pop", paramLabel = "SHARE", defaultValue = "0",
      description = {"Send this share of the tests (0-1, default 0) in incremental form: a random part of " +
          "the assertions is checked inside (push 1)/(pop 1) first, then the whole script; both answers " +
          "are compared (HistFuzz). Solvers run their incremental engines (cvc5 gets --incremental)."},
      converter = Inputs.Share.class)
  double pushPop;

  @Option(names = "--sessions", paramLabel = "SHARE", defaultValue = "0",
      description = {"Send this share of the tests (0-1, default 0), of any generator, as interactive sessions: "
          + "the assertions spread over nested push/pop levels, a query at each level and again after each pop, "
          + "check-sat-assuming over guards or named assertions, get-value, get-model, unsat cores and assumptions, "
          + "reset-assertions. Each configuration runs a session in a fresh process; each answer is checked "
          + "against the same question asked fresh, each model, value, core and repeated query against the "
          + "answers (docs/fuzz.md, Sessions)."},
      converter = Inputs.Share.class)
  double sessions;

  @Option(names = "--changed-since", paramLabel = "REF", arity = "0..1", fallbackValue = ChangeTargets.LAST_RELEASE,
      description = {"Aim at code that changed: for each of --solvers that is a build from source or an installed "
          + "release, the files its commits since REF changed are placed in theories (config/changes), one line per "
          + "solver says which and how much, and the seeds' tests follow the changed lines: each theory's share goes "
          + "to the seeds that use it, and a tenth of the weight to all seeds alike so none starves (which seed "
          + "runs when is drawn from --seed).",
          "REF: 'release' (alone, the default) for each solver's last release before it; a branch, tag, commit or "
          + "release version for every solver; or SOLVER=REF,... (z3=z3-5.0.0,cvc5=cvc5-1.3.2). A release's "
          + "last release is the one before it (z3@5.1.0: since 5.0.0). A solver whose history cannot be read "
          + "(a release's upstream without a network) is said and left out, unless its REF was named."})
  String changedSince;

  @Option(names = "--seed", paramLabel = "S", description = "Campaign random seed (default: random, printed).")
  Long seed;

  @Option(names = "--resume", paramLabel = "DIR",
      description = {"Continue the campaign whose --out is DIR where it stopped (a crash, SIGKILL, reboot or " +
          "Ctrl-C): its options come from DIR/journal.jsonl, tests it finished are not run again, and --time " +
          "and --max-tests count the whole campaign. Only --jobs may be given with it."},
      converter = Inputs.Folder.class)
  Path resume;

  @Mixin
  FreshFolder fresh;

  /** Set on the command that reruns a journaled campaign. */
  private boolean resumed;

  @Override
  public Integer call() throws Exception {
    return resume != null ? resumeCampaign() : campaign();
  }

  /** Parses the journaled command line again (with --out at DIR, wherever it is now) and runs it. */
  private Integer resumeCampaign() throws Exception {
    for (var o : spec.commandLine().getParseResult().matchedOptions()) {
      if (!Set.of("--resume", "--jobs").contains(o.longestName())) {
        throw new ParameterException(spec.commandLine(), "--resume takes the campaign's options from its journal; "
            + "only --jobs may be given with it, not " + o.longestName());
      }
    }
    if (!JournalReader.exists(resume)) {
      throw new ParameterException(spec.commandLine(), "no " + Journal.FILE + " in " + resume
          + ": not the --out folder of a campaign");
    }
    List<String> recorded = JournalReader.first(resume).args();
    if (recorded.isEmpty()) {
      throw new ParameterException(spec.commandLine(), resume + " was written by tamis merge: resume the shards' "
          + "folders, then merge them again");
    }
    List<String> args = RecordedArgs.without(RecordedArgs.without(recorded, "--out"),
        poolOptions.jobs == null ? "" : "--jobs");
    if (poolOptions.jobs != null) {
      args.addAll(List.of("--jobs", poolOptions.jobs.toString()));
    }
    args.addAll(List.of("--out", resume.toString()));
    FuzzCommand again = new FuzzCommand();
    new CommandLine(again).parseArgs(args.toArray(String[]::new));
    again.resumed = true;
    again.json |= json; // how the summary is shown is this command's choice, not the journal's
    return again.campaign();
  }

  private Integer campaign() throws Exception {
    if (!resumed) {
      fresh.claim(out, spec);
    }
    List<SolverConfig> configs = solverOptions.configs(spec);
    Campaign.Options options = options(configs);
    int slots = poolOptions.slots(spec);
    // Like check, none runs a seed the reader refuses as the text it is.
    // Skipped seeds are said after the solvers line, which comes first once every option is checked.
    ByteArrayOutputStream skips = new ByteArrayOutputStream();
    SeedLoader loader = new SeedLoader(new PrintStream(skips, true, StandardCharsets.UTF_8), "none".equals(generator));
    List<SeedScript> seeds = seedDir == null ? loader.loadBundled() : loader.load(seedDir);
    if (seeds.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "no usable *.smt2 seed in " + seedDir
          + skips.toString(StandardCharsets.UTF_8).lines().findFirst().map(l -> " (" + loader.skipped()
              + " skipped; the first: " + l + ")").orElse(""));
    }
    Generator gen = generatorOrUsageError(configs, seeds);
    List<ChangedTheories> changes = changedSince == null ? List.of() : changes(configs);
    solverOptions.sayChosen(spec);
    System.err.print(skips.toString(StandardCharsets.UTF_8));
    try (SolverPool pool = new SolverPool(slots, poolOptions.launcher(spec))) {
      if (!SolverPreflight.passes("fuzz", configs, pool, System.err)) {
        return ExitCodes.USAGE;
      }
      configs = OptionScreen.screen(configs, pool, System.err::println);
      // The tests' line counts on a +gcov build, where tamis coverage reads them (not the checks' above).
      pool.gcovInto(out == null ? null : out.resolve("gcda"));
      CoverageGuide guide = CoverageGuide.of(pool, configs, out, corpusLimit, guided(), System.err);
      List<SeedScript> all = withKept(seeds, guide);
      Map<String, String> dropped = gen instanceof Screened s
          ? FormScreen.screen(s, configs, pool, System.err::println) : Map.of();
      Map<String, String> versions = SolverVersions.of(configs, pool);
      Statistics stats = new Statistics(pool);
      Recorder recorder = new Recorder(stats, out == null ? null : new BugStore(out), configs, versions, System.err);
      if (options.budget() != null) {
        options.budget().bandit().creditEdges(guide != null && guide.guides());
        options.budget().bandit().creditAimed(direct);
        options.budget().enroll(all);
        recorder.listen(options.budget()::record);
      }
      Judging judging = solverOptions.judging(spec);
      // diver and valfuzz learn from models: they ask for them whether or not --models was given.
      TestRunner runner = new TestRunner(pool, configs, poolOptions.warm(spec), false,
          gen.learns() ? new Judging(judging.performance(), true, judging.evidence()) : judging);
      runner.seeds(all);
      if (guide != null) {
        recorder.listen(guide::accept).afterBatch(() -> guide.saveNow(false));
      }
      Engine engine = new Engine(pool, runner, recorder, System.err);
      Map<String, Object> extra = extra(options, seeds.size(), loader.skipped(), loader.opaque(), versions);
      try (CampaignFolder folder = out == null ? null : CampaignFolder.open(out, System.err);
          StopOnSignal stop = new StopOnSignal(engine, runner::close, pool::close)) {
        Campaign campaign = new Campaign(engine, gen, all, resumed ? remaining(options, folder, recorder, stats, gen.learns())
            : options).grow(guide);
        boolean byCode = guide != null && !changes.isEmpty() && ChangedCode.aim(guide.clock(stats::elapsedSeconds),
            configs, changes, solverOptions.profiles(spec).installed().cache(), System.err);
        SeedWeights weights = changes.isEmpty() || byCode ? null : targeted(campaign, changes, seeds, extra);
        if (folder != null) {
          journal(folder, campaign, gen.learns(), recorder, stats);
        }
        try (Progress progress = new Progress(stats, System.err, System.console() != null)) {
          campaign.run();
          engine.finish();
        }
        if (folder != null) {
          folder.end(stats, stop.signalled());
        }
        if (guide != null) {
          guide.saveNow(true);
          extra.put("coverage", guide.json());
          System.err.println("tamis: " + guide.line());
        }
        extra.put("pushPopTests", campaign.incrementalTests());
        extra.put("stoppedBySignal", stop.signalled());
        if (options.budget() != null) {
          extra.put("seedBandit", options.budget().bandit().json());
        }
        extra.put("performanceCandidates", runner.performanceCandidates().json());
        extra.put("performanceFindingsOfTheSeedAlone", runner.seedsSlowAlone());
        extra.put("warmSessionsStarted", runner.sessionsStarted());
        extra.put("stoppedSolvers", runner.broken().json());
        if (weights != null) {
          extra.put("changedSinceSeeds", weights.json());
        }
        if (gen instanceof Diver d) {
          diverCounts(d, extra);
        }
        if (gen instanceof ValFuzz v) {
          valfuzzCounts(v, extra);
        }
        screenedCounts(gen, dropped, extra);
        if (gen instanceof Fusion f) {
          extra.put("fusionTests", f.fused());
          extra.put("fusionSkipped", f.skipped());
        }
        Summaries.print(System.out, stats, json, extra);
        Summaries.write(out, stats, extra);
        if (out != null) {
          CampaignReport.writeQuietly(out, System.err);
          if (!json) {
            System.out.println("  report: " + out.resolve("report.html") + " (the summary as JSON: "
                + out.resolve("summary.json") + ")");
          }
        }
      }
      return stats.findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }
  }

  private boolean guided() {
    if (!feedback.equals("edges") && !feedback.equals("none")) {
      throw new ParameterException(spec.commandLine(), "--feedback must be edges or none, got " + feedback);
    }
    return feedback.equals("edges");
  }

  /** The seeds and, when a resumed campaign runs a coverage build, the tests its earlier sessions kept. */
  private List<SeedScript> withKept(List<SeedScript> seeds, CoverageGuide guide) throws java.io.IOException {
    if (guide == null || !resumed) {
      return seeds;
    }
    List<SeedScript> kept = guide.restore();
    System.err.println("tamis: coverage: " + kept.size() + " kept tests and the edges taken restored from " + out);
    List<SeedScript> all = new java.util.ArrayList<>(seeds);
    all.addAll(kept);
    return all;
  }

  /** What changed in each solver since --changed-since's REF; a usage error when it cannot be read. */
  private List<ChangedTheories> changes(List<SolverConfig> configs) {
    try {
      return ChangeTargets.of(changedSince, configs, solverOptions.profiles(spec).installed().cache(), System.err);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--changed-since: " + e.getMessage());
    }
  }

  /** Weighs the campaign's seeds toward the changed theories and records the targeting in the summary. */
  private static SeedWeights targeted(Campaign campaign, List<ChangedTheories> changes, List<SeedScript> seeds,
      Map<String, Object> extra) {
    SeedWeights weights = ChangeTargets.weights(changes, seeds, campaign.options().campaignSeed());
    campaign.weigh(weights);
    System.err.println("tamis: changed-since: " + weights.targeted().size() + " of " + seeds.size()
        + " seeds use a changed theory; a seed runs in a round with a chance from "
        + Math.round(100 * weights.lowestChance()) / 100.0 + " to 1 by the changed theories it uses");
    Map<String, Object> bySolver = new LinkedHashMap<>();
    changes.forEach(c -> bySolver.put(c.solver(), c.json()));
    extra.put("changedSince", bySolver);
    return weights;
  }

  /** Journals the session's tests (with the answers of streams that learn) and skips the done ones. */
  private void journal(CampaignFolder folder, Campaign campaign, boolean learns, Recorder recorder, Statistics stats)
      throws java.io.IOException {
    campaign.resume(folder.done()).track(folder.marks());
    Campaign.Options o = campaign.options();
    List<String> args = RecordedArgs.of(spec.commandLine().getParseResult(), o.campaignSeed(), Set.of("--resume", "--force"));
    folder.start(args, o.campaignSeed(), o.shard().index() + "/" + o.shard().count(), recorder, stats, learns);
  }

  private static void screenedCounts(Generator gen, Map<String, String> dropped, Map<String, Object> extra) {
    if (gen instanceof Screened) {
      extra.put("selfCheckRejected", dropped);
    }
    if (gen instanceof Sphinx s) {
      extra.put("skeletonTheories", s.theories());
    }
    if (gen instanceof HistFuzz h) {
      extra.put("histfuzzAtoms", h.atoms());
      extra.put("histfuzzRules", h.rules());
    }
  }

  private static void diverCounts(Diver d, Map<String, Object> extra) {
    long attempts = d.counts().attempts().sum();
    long accepted = d.counts().accepted().sum();
    extra.put("diverSeedsWithModel", d.counts().seeds().sum());
    extra.put("diverAttempts", attempts);
    extra.put("diverAccepted", accepted);
    extra.put("diverAcceptanceRate", attempts == 0 ? 0.0 : Math.round(1000.0 * accepted / attempts) / 1000.0);
  }

  private static void valfuzzCounts(ValFuzz v, Map<String, Object> extra) {
    extra.put("valfuzzRefinements", v.refinements().toString());
    extra.put("valfuzzMetaFormulas", v.counts().metas().sum());
    extra.put("valfuzzMetaFormulasWithValues", v.counts().solved().sum());
    extra.put("valfuzzSeedsWithValues", v.counts().finals().sum());
    extra.put("valfuzzSeedsWithoutHoles", v.counts().unusable().sum());
  }

  /**
   * A resumed campaign's options: its journal counted again, and its --time less the time it ran
   * ({@code --max-tests} counts the done tests as the campaign passes them).
   */
  private static Campaign.Options remaining(Campaign.Options o, CampaignFolder folder, Recorder recorder,
      Statistics stats, boolean learns) throws java.io.IOException {
    JournalReader.Header h = folder.restore(recorder, o.budget(), stats, learns);
    System.err.println("tamis: resuming: " + folder.done().size() + " tests done in " + h.sessions()
        + " session(s), " + Math.round(h.elapsedSeconds()) + " s");
    Duration time = o.time() == null ? null : o.time().minusMillis(Math.round(h.elapsedSeconds() * 1000));
    return new Campaign.Options(o.campaignSeed(), time == null || !time.isNegative() ? time : Duration.ZERO,
        o.maxTests(), o.shard(), o.budget(), o.timeout(), o.pushPop(), o.sessions());
  }

  private Campaign.Options options(List<SolverConfig> configs) {
    if (maxTests < 0) {
      throw new ParameterException(spec.commandLine(), "--max-tests must be >= 0, got " + maxTests);
    }
    if (!budget.equals("adaptive") && !budget.equals("fixed")) {
      throw new ParameterException(spec.commandLine(), "--budget must be adaptive or fixed, got " + budget);
    }
    Duration limit = configs.stream().map(SolverConfig::timeout).max(Duration::compareTo).orElseThrow();
    try {
      long s = seed != null ? seed : ThreadLocalRandom.current().nextLong();
      SeedBudget b = budget.equals("adaptive") ? new SeedBudget() : null;
      return new Campaign.Options(s, time, maxTests, Shard.parse(shard), b, limit, new PushPop(pushPop),
          new Sessions(sessions));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  private Generator generatorOrUsageError(List<SolverConfig> configs, List<SeedScript> seeds) {
    try {
      return Generators.create(generator, TableSolvers.of(configs), mutatorOptions.settings(), partners(seeds));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** fusion's partners and histfuzz's history: the seeds, or the scripts of --history. */
  private List<SeedScript> partners(List<SeedScript> seeds) {
    if (history == null || !generator.equals("histfuzz")) {
      return seeds;
    }
    try {
      List<SeedScript> scripts = new SeedLoader(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()))
          .load(history);
      System.err.println("tamis: history: " + scripts.size() + " scripts read from " + history);
      return scripts;
    } catch (java.io.IOException e) {
      throw new IllegalArgumentException("cannot read --history " + history + ": " + e.getMessage());
    }
  }

  private Map<String, Object> extra(Campaign.Options o, int seeds, int skipped, int opaque,
      Map<String, String> versions) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("generator", generator);
    m.put("budget", budget);
    m.put("pushPop", o.pushPop().share());
    m.put("sessions", o.sessions().share());
    m.put("widen", mutatorOptions.widen);
    m.put("campaignSeed", o.campaignSeed());
    m.put("shard", o.shard().index() + "/" + o.shard().count());
    m.put("seeds", seeds);
    m.put("skippedSeeds", skipped);
    m.put("opaqueSeeds", opaque);
    m.put("solvers", versions);
    return m;
  }
}
