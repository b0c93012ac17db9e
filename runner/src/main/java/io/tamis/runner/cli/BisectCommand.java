package io.tamis.runner.cli;

import io.tamis.runner.findings.bisect.Bisector;
import io.tamis.runner.findings.bisect.CommitSearch;
import io.tamis.runner.findings.bisect.FaultAt;
import io.tamis.runner.findings.bisect.PathRelease;
import io.tamis.runner.findings.bisect.ReleaseOrder;
import io.tamis.runner.findings.bisect.ReleaseReplay;
import io.tamis.runner.findings.bisect.ReleaseWalk;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.CommitBisection;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.install.BuildSpec;
import io.tamis.solvers.install.InstallException;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.ProfileSpec;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
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
        "configuration that crashed or whose model failed, or --solver) with the same options, and on the one on " +
        "PATH when it is a release none of them is (a distribution's package: Debian 12's z3 4.8.12), and find by " +
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
  /** What names the distribution whose package the solver on PATH may be. */
  private static final Path OS_RELEASE = Path.of("/etc/os-release");

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING_DIR", description = "A finding folder of a bug store.",
      converter = Inputs.Existing.class)
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
      description = "Limit per replay of the solver at fault (at least the recorded one). Default: ${DEFAULT-VALUE}.",
      converter = Inputs.Seconds.class)
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

  @Option(names = "--jobs", paramLabel = "N", description = "Compile jobs per build (default: the number of cores).",
      converter = Inputs.Positive.class)
  Integer jobs;

  @Override
  public Integer call() throws InterruptedException, IOException {
    StoredFinding finding = ReplayCommand.load(spec, folder);
    FindingRecord record = finding.record();
    int fault;
    int at;
    try {
      fault = FaultAt.culprit(record, solver);
      at = solver == null ? fault : FaultAt.target(record, solver, fault);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    String family = record.solvers().get(at).profile().name();
    byte[] script = Files.readAllBytes(BugStore.shownScript(folder));
    boolean rangeGiven = commits && fromRef != null && toRef != null;
    List<SolverConfig> base = solvers == null ? finding.configs()
        : FindingArgs.builds(spec, solvers).movedIfNamed(finding.configs());
    List<String> absent = ReleaseReplay.absent(base, at);
    if (!absent.isEmpty()) {
      throw new ParameterException(spec.commandLine(), String.join(", ", absent) + " is not installed here, and "
          + "each build is judged beside it: install or build it, or name a build that is here with --solvers");
    }
    try (SolverPool pool = finding.pool()) {
      ReleaseWalk walk = rangeGiven ? null : walk(family, pool, record.solvers().get(at).profile());
      Bisector.Probe probe = new ReleaseReplay(finding, base, pool, at, fault, folder.toString(), script,
          Duration.ofMillis((long) (1000 * timeoutSeconds)), walk == null ? Optional.empty() : walk.onPath());
      Bisection result = rangeGiven ? recorded(record, family) : releases(record, fault, at, family, walk, probe);
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

  /**
   * The releases of {@code family} to walk: those installed in tamis's cache, and the one on PATH (a distribution's
   * package) where it is a release the cache lacks.
   */
  private ReleaseWalk walk(String family, SolverPool pool, ProfileSpec recorded) throws InterruptedException {
    InstalledReleases installed = SolverProfiles.bundled().installed();
    List<SolverCache.Installed> releases = installed.cache().installed(installed.releases()).stream()
        .filter(i -> i.record().solver().equals(family)).sorted(ReleaseOrder.OLDEST_FIRST).toList();
    ProfileSpec profile = SolverProfiles.bundled().profiles().getOrDefault(family, recorded);
    Optional<PathRelease> onPath = PathRelease.find(profile, Executables::find, pool, OS_RELEASE);
    ReleaseWalk walk = ReleaseWalk.of(releases.stream().map(i -> i.record().version()).toList(),
        releases.stream().map(i -> ReleaseOrder.reported(i.record())).toList(),
        installed.newest(family).map(i -> i.record().version()).orElse(null), onPath);
    if (walk.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "no release of " + family + " is installed, nor on PATH; "
          + "install them with: tamis solvers install " + family + "@all");
    }
    return walk;
  }

  /** The release bisection, recorded and printed. */
  private Bisection releases(FindingRecord record, int fault, int at, String family, ReleaseWalk walk,
      Bisector.Probe probe) throws InterruptedException, IOException {
    List<String> order = walk.order();
    System.out.println("bisecting " + record.kind() + " of " + record.solvers().get(fault).label() + " ("
        + record.solvers().get(fault).version() + ") on " + record.solvers().get(at).label() + " over "
        + order.size() + " releases of " + family + ": " + String.join(" ", order)
        + walk.onPath().map(p -> " (" + p.version() + ": " + p.from() + ")").orElse(""));
    Bisection result = new Bisector(order, walk.newest(), probe).run(family);
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
