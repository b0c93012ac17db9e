package io.tamis.runner.cli;

import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.findings.bisect.Bisector;
import io.tamis.runner.findings.bisect.CommitSearch;
import io.tamis.runner.findings.bisect.ReleaseOrder;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis bisect}: which releases of the solver at fault show a finding. */
@Command(name = "bisect", mixinStandardHelpOptions = true,
    description = {"Replay a finding on the installed releases of the solver at fault (the finding's culprit, the " +
        "configuration that crashed or whose model failed, or --solver) with the same options, and find by " +
        "binary search in release order the first release that shows it and the last that does not (both " +
        "replayed), and whether the newest release still does. The other configurations run as recorded. The " +
        "script is reduced.smt2 when `tamis reduce` left one. The result goes to finding.json (bisection) " +
        "and into the report `tamis report` writes.",
        "A release shows the finding when the replay gives a finding of the same kind for it (for a wrong " +
        "answer: the same answer). Install releases with 'tamis solvers install z3@all cvc5@all'.",
        "With --commits it goes on over commits between two releases, building each (see 'tamis solvers " +
        "build'), and names the first bad commit, or with --fixing the commit that fixed it:",
        "  tamis bisect FINDING --commits --source ../shared/sources/z3.git.tar.xz",
        "  tamis bisect FINDING --commits --fixing --from 1.3.2 --to main --source cvc5.git.tar.xz --budget 2h",
        "Exit code: 0 the newest release shows it (with --commits: the commit is found), 1 it does not (the " +
        "budget ran out first), 2 usage error."})
final class BisectCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING_DIR", description = "A finding folder of a bug store.")
  Path folder;

  @Option(names = "--solver", paramLabel = "NAME",
      description = "The solver to bisect (z3, cvc5): its first configuration in the finding. Default: the one at fault.")
  String solver;

  @Option(names = "--solvers", paramLabel = "BUILDS", description = "Builds for the other configurations, "
      + "separated by ';' and matched to them by solver (\"z3@5.1.0\"), the recorded options kept: for a "
      + "finding whose reference build is not installed here (z3@main proof=true judged beside z3@main). Each "
      + "step's build still replaces the configuration bisected; the commit bisection records them, and the "
      + "report names them. A resume names the same ones. Default: as recorded.")
  String solvers;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "10",
      description = "Limit per replay of the solver at fault (at least the recorded one). Default: ${DEFAULT-VALUE}.")
  double timeoutSeconds;

  @Option(names = "--commits",
      description = "Then bisect over commits, by git bisect's rules: build commits (as 'tamis solvers build' does) " +
          "between the last release that does not show the finding and the first that does (or --from and " +
          "--to), replay it on each, and record the first bad commit. Commits that do not build are skipped. " +
          "Run the same command again to resume a bisection cut short by --budget or Ctrl-C.")
  boolean commits;

  @Option(names = "--from", paramLabel = "REF",
      description = "The old end of the commit range: a release (5.0.0), tag, branch or commit. Default: the last " +
          "installed release that does not show the finding.")
  String fromRef;

  @Option(names = "--to", paramLabel = "REF",
      description = "The new end of the commit range. Default: the first installed release that shows the finding.")
  String toRef;

  @Option(names = "--fixing",
      description = "Find the commit that fixed the finding instead: --from shows it, --to (main) does not.")
  boolean fixing;

  @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "release",
      description = "How each commit is built: release, debug or asan. Default: ${DEFAULT-VALUE}.")
  String variant;

  @Option(names = "--budget", paramLabel = "DURATION", defaultValue = "12h", converter = DurationConverter.class,
      description = "Wall time for this run of the commit bisection, the builds of its ends included; no new "
          + "build starts after it. Default: ${DEFAULT-VALUE}.")
  Duration budget;

  @Option(names = "--paths", paramLabel = "PATH", split = ",",
      description = "Try only the commits that touch these paths (git bisect's pathspec: src/smt/theory_finite_set*," +
          "src/ast/rewriter/finite_set*), then the answer's parents: when all of them are good the answer stands; " +
          "when one is bad too, the search goes on over every commit. A few builds where the cause is likely in " +
          "known files, instead of one per halving of hundreds of commits.")
  List<String> paths = List.of();

  @Option(names = "--keep", description = "Leave each commit built installed (as cvc5@5e6ed421de, about 35 MB "
      + "each), to replay other findings on it; a later bisection replays it instead of building it again.")
  boolean keep;

  @Option(names = "--restart", description = "Start the commit bisection over instead of resuming it.")
  boolean restart;

  @Option(names = "--source", paramLabel = "PATH",
      description = "The solver's git repository or an archive of one (default: upstream), as for 'solvers build'.")
  Path source;

  @Option(names = "--deps", paramLabel = "DIR", description = "The pinned libraries' archives, as for 'solvers build'.")
  Path deps;

  @Option(names = "--jobs", paramLabel = "N", description = "Compile jobs per build (default: the number of cores).")
  Integer jobs;

  @Override
  public Integer call() throws InterruptedException, IOException {
    StoredFinding finding = ReplayCommand.load(spec, folder);
    FindingRecord record = finding.record();
    int fault = culprit(record);
    int at = solver == null ? fault : target(record, fault);
    String family = record.solvers().get(at).profile().name();
    byte[] script = Files.readAllBytes(BugStore.shownScript(folder));
    boolean rangeGiven = commits && fromRef != null && toRef != null;
    List<SolverConfig> base = solvers == null ? finding.configs()
        : FindingArgs.builds(spec, solvers).movedIfNamed(finding.configs());
    List<String> absent = absent(base, at);
    if (!absent.isEmpty()) {
      throw new ParameterException(spec.commandLine(), String.join(", ", absent) + " is not installed here, and "
          + "each build is judged beside it: install or build it, or name a build that is here with --solvers");
    }
    try (SolverPool pool = finding.pool()) {
      Bisector.Probe probe = version -> replay(finding, base, pool, at, fault, family + "@" + version, script);
      Bisection result = rangeGiven ? recorded(record, family) : releases(record, fault, at, family, probe);
      if (!commits) {
        return Boolean.TRUE.equals(result.newestShows()) ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
      }
      CommitBisection end = commits(record, result, family, probe);
      return end.done() ? ExitCodes.OK : ExitCodes.NOT_REPRODUCED;
    } catch (InstallException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  private Bisection recorded(FindingRecord record, String family) {
    return record.bisection() != null ? record.bisection()
        : new Bisection(family, List.of(), null, null, null, null);
  }

  /** The release bisection, recorded and printed. */
  private Bisection releases(FindingRecord record, int fault, int at, String family, Bisector.Probe probe)
      throws InterruptedException, IOException {
    InstalledReleases installed = SolverProfiles.bundled().installed();
    List<SolverCache.Installed> releases = installed.cache().installed(installed.releases()).stream()
        .filter(i -> i.record().solver().equals(family)).sorted(ReleaseOrder.OLDEST_FIRST).toList();
    if (releases.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "no release of " + family + " is installed; install them "
          + "with: tamis solvers install " + family + "@all");
    }
    List<String> order = releases.stream().map(i -> i.record().version()).toList();
    String newest = installed.newest(family).orElseThrow().record().version();
    System.out.println("bisecting " + record.kind() + " of " + record.solvers().get(fault).label() + " ("
        + record.solvers().get(fault).version() + ") on " + record.solvers().get(at).label() + " over "
        + order.size() + " installed releases of " + family + ": " + String.join(" ", order));
    Bisection result = new Bisector(order, order.indexOf(newest), probe).run(family);
    if (record.bisection() != null) {
      result = result.withCommits(record.bisection().commits());
    }
    BugStore.rewrite(folder, record.withBisection(result));
    print(result);
    return result;
  }

  /** The commit bisection, resumed where it stopped, saved after each step. */
  private CommitBisection commits(FindingRecord record, Bisection releases, String family, Bisector.Probe probe)
      throws InterruptedException, IOException, InstallException {
    long began = System.nanoTime();
    String from = fromRef != null ? fromRef : releases.lastNotShowing();
    String to = toRef != null ? toRef : releases.firstShowing();
    if (from == null || to == null || fixing && (fromRef == null || toRef == null)) {
      throw new ParameterException(spec.commandLine(), "the installed releases do not bracket the finding (first "
          + "showing it: " + orNone(releases.firstShowing()) + ", last not: " + orNone(releases.lastNotShowing())
          + "); name the commit range with --from and --to" + (fixing ? "" : " (and --fixing if --to is fixed)"));
    }
    int cores = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
    CommitSearch search = new CommitSearch(new CommitSearch.Builds(SolverProfiles.bundled().installed().cache(),
        family, variant(), source, deps, cores, keep), probe);
    CommitBisection start = search.start(from, to, fixing, paths, solvers, restart ? null : releases.commits());
    Consumer<CommitBisection> saved = b -> save(record, releases.withCommits(b));
    if ((fromRef != null || toRef != null) && !start.done()) { // a finished search ends again without a build
      start = search.checkEnds(start, saved);
    }
    Duration left = budget.minusNanos(System.nanoTime() - began); // the ends' builds spend it too
    CommitBisection end = search.run(start, left.isNegative() ? Duration.ZERO : left, saved);
    BugStore.rewrite(folder, record.withBisection(releases.withCommits(end)));
    printCommits(end);
    return end;
  }

  /** Saves each step as it ends, so that Ctrl-C or a crash loses at most the step under way. */
  private void save(FindingRecord record, Bisection b) {
    try {
      BugStore.rewrite(folder, record.withBisection(b));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save the bisection in " + folder + ": " + e.getMessage(), e);
    }
  }

  /**
   * The index of the configuration at fault: the culprit, or the one that crashed or failed its model
   * or contradicted the status; else --solver's; its outcome is what a release must repeat to show the finding.
   */
  private int culprit(FindingRecord record) {
    List<SolverRecord> solvers = record.solvers();
    for (int i = 0; i < solvers.size(); i++) {
      SolverRecord s = solvers.get(i);
      if (s.label().equals(record.culprit()) || s.verdict().equals(record.kind())
          || record.kind().equals("status") && s.answers().stream().anyMatch(a -> contradicts(a, record.expected()))) {
        return i;
      }
    }
    if (solver != null) {
      return target(record, -1);
    }
    throw new ParameterException(spec.commandLine(), "the finding does not say which solver is at fault (culprit: "
        + record.culprit() + "); name it with --solver");
  }

  /** The first configuration of --solver's family: the fault's own when it is one. */
  private int target(FindingRecord record, int fault) {
    List<SolverRecord> solvers = record.solvers();
    if (fault >= 0 && solvers.get(fault).profile().name().equals(solver)) {
      return fault;
    }
    for (int i = 0; i < solvers.size(); i++) {
      if (solvers.get(i).profile().name().equals(solver)) {
        return i;
      }
    }
    throw new ParameterException(spec.commandLine(), "the finding has no " + solver + " configuration");
  }

  private static boolean contradicts(String answer, String expected) {
    return expected != null && (answer.equals("sat") || answer.equals("unsat")) && !answer.equals(expected);
  }

  /**
   * Replays the finding with configuration {@code at} run by {@code release} with its recorded arguments;
   * it shows the finding when it does what configuration {@code fault} did.
   */
  private Bisection.Release replay(StoredFinding finding, List<SolverConfig> base, SolverPool pool, int at,
      int fault, String release, byte[] script) throws InterruptedException {
    SolverConfig target = base.get(at);
    Duration limit = Duration.ofMillis(Math.max((long) (1000 * timeoutSeconds), target.timeout().toMillis()));
    SolverConfig swapped = SolverProfiles.bundled().config(release, target.args(), limit);
    List<SolverConfig> configs = new ArrayList<>(base);
    configs.set(at, swapped);
    TestResult r = finding.run(pool, configs, folder.toString(), script);
    Outcome o = r.onScript().size() > at ? r.onScript().get(at) : null;
    SolverRecord wrong = finding.record().solvers().get(fault);
    boolean shows = o != null && r.findings().stream().anyMatch(f -> same(finding.record(), wrong, swapped, o, f));
    String gave = outcome(o, finding.record().kind());
    String outcome = gave + (gave.equals("unsat") ? checked(finding.record().kind(), shows) : "");
    String version = release.substring(release.indexOf('@') + 1);
    System.out.printf("  %-12s %-10s %s%n", version, shows ? "shows" : "-", outcome);
    return new Bisection.Release(version, outcome, shows);
  }

  /** What a release gave, as the table shows it; a slowdown is read across releases by the time each took. */
  static String outcome(Outcome o, String kind) {
    if (o == null) {
      return "cancelled";
    }
    String gave = o.verdict() != Verdict.UNKNOWN || o.answers().isEmpty() ? o.verdict().label()
        : String.join(" ", o.answers());
    return o.run() != null && kind.equals("performance")
        ? gave + String.format(java.util.Locale.ROOT, " in %.2f s", o.run().wallNanos() / 1e9) : gave;
  }

  /**
   * For a core or proof finding that answered unsat, as good and bad builds both do: whether its check failed (a
   * crash under the check needs no such word).
   */
  static String checked(String kind, boolean shows) {
    String what = kind.equals("unsat-core") ? "core" : kind.equals("proof") ? "proof" : null;
    return what == null ? "" : shows ? ", " + what + " refuted" : ", " + what + " not refuted";
  }

  /**
   * The configurations besides {@code at} that cannot run here: every build would look good beside a
   * reference that gives no answer, so the bisection does not start.
   */
  static List<String> absent(List<SolverConfig> configs, int at) {
    return configs.stream().filter(c -> c != configs.get(at))
        .filter(c -> Executables.find(c.executable()) == null)
        .map(c -> NewestBuilds.head(c.label()) + " (" + c.executable() + ")").distinct().toList();
  }

  /**
   * Whether {@code f} is the recorded finding on the swapped release: same kind, the swapped
   * configuration in it, and for a wrong answer the answer the configuration at fault gave.
   */
  private static boolean same(FindingRecord record, SolverRecord fault, SolverConfig swapped, Outcome o, Finding f) {
    boolean mine = f.solvers().contains(swapped.label()) || swapped.label().equals(f.culprit());
    // A crash under a checking mode is filed as a proof or core finding; replayed without the mode's label it is
    // a crash finding.
    boolean kind = f.kind().equals(record.kind()) || f.kind().equals("crash") && fault.verdict().equals("crash");
    return mine && kind && (!record.kind().equals("soundness") || o.answers().equals(fault.answers()));
  }

  private BuildSpec.Variant variant() {
    try {
      return BuildSpec.Variant.of(variant);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--variant: " + e.getMessage());
    }
  }

  private static void printCommits(CommitBisection c) {
    String steps = c.steps().size() + " commits tried (" + c.steps().stream().filter(s -> s.mark().equals("skip"))
        .count() + " did not build), " + c.seconds() + " s";
    String where = c.found() != null ? "first " + c.term("new") + " commit " + c.found().abbrev() + " "
        + c.found().date() + " \"" + c.found().subject() + "\""
        : !c.done() ? "the budget ran out; the same command resumes it"
            : "the first " + c.term("new") + " commit is one of " + String.join(" ", c.possible())
                + " (the others did not build)";
    System.out.println(c.solver() + ": " + where + "; " + steps);
  }

  private static String orNone(String version) {
    return version == null ? "none" : version;
  }

  private static void print(Bisection b) {
    String range = b.firstShowing() == null ? "no installed release shows it"
        : b.lastNotShowing() == null ? "shown from the oldest installed release, " + b.firstShowing()
            : "first shown by " + b.firstShowing() + " (not by " + b.lastNotShowing() + ")";
    System.out.println(b.solver() + ": " + range + "; the newest release " + b.newest()
        + (Boolean.TRUE.equals(b.newestShows()) ? " shows it" : " does not"));
  }
}
