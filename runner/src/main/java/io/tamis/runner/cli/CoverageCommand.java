package io.tamis.runner.cli;

import io.tamis.runner.coverage.CoverageInput;
import io.tamis.runner.coverage.CoverageRun;
import io.tamis.runner.coverage.CoverageTable;
import io.tamis.runner.coverage.GcovBuild;
import io.tamis.runner.coverage.TableFormat;
import io.tamis.runner.report.CampaignReport;
import io.tamis.solvers.install.InstalledReleases;
import io.tamis.solvers.install.SolverCache;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis coverage}: line and function coverage of a +gcov build, per source directory, through lcov. */
@Command(name = "coverage", mixinStandardHelpOptions = true,
    description = {"Run scripts through a +gcov build of a solver (bin/tamis solvers build SOLVER@main+gcov) and "
        + "report the lines and functions they reached per source directory, counted by lcov (gcov, or "
        + "llvm-cov gcov for z3's clang build). Each INPUT is a folder of *.smt2 scripts (at any depth), a "
        + "script, a folder that holds gcda/ (the counts of a campaign on a +gcov build, or of any run given "
        + "GCOV_PREFIX=DIR/gcda), or a campaign folder: its corpus/*.smt2 and findings' test.smt2. With --seeds, the seeds' own coverage too, and for each "
        + "input the lines it reached beyond them; with two inputs or more, the lines only that input reached.",
        "Writes NAME.info per input (lcov tracefiles, paths relative to the solver's sources), coverage.tsv and "
            + "coverage.md into --out; --html runs genhtml.",
        "Exit code: 0 done, 2 usage error (a solver that is no installed +gcov build among them), 130 stopped "
            + "(the inputs done are in the table)."})
final class CoverageCommand implements Callable<Integer> {
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "INPUT", arity = "1..*", converter = Inputs.Existing.class,
      description = "Folders or files of *.smt2 scripts, or campaign folders (each a fuzz --out).")
  List<Path> inputs;

  @Option(names = "--solver", paramLabel = "SOLVER@REF+gcov", required = true,
      description = "The installed +gcov build to measure, e.g. yices2@main+gcov.")
  String solver;

  @Option(names = "--seeds", paramLabel = "DIR", converter = Inputs.Existing.class,
      description = "The seeds the inputs grew from: measured too, and each input's lines beyond them counted.")
  Path seeds;

  @Option(names = "--out", paramLabel = "DIR", converter = Inputs.OutFolder.class,
      description = "Where the files go (default: DIR/coverage for one campaign folder, else coverage-<time>).")
  Path out;

  @Option(names = "--jobs", paramLabel = "N", converter = Inputs.Positive.class,
      description = "Solver processes at once (default: cores).")
  Integer jobs;

  @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "10", converter = Inputs.Seconds.class,
      description = "Wall-clock limit per script (default: 10). A script killed at its limit adds no counts.")
  double timeoutSeconds;

  @Option(names = "--depth", paramLabel = "N", defaultValue = "0", converter = Inputs.Count.class,
      description = "Directories by their first N path components (src/theory at 2); 0: each file's own "
          + "folder (default).")
  int depth;

  @Option(names = "--html", description = "Also genhtml's report of each input in --out/html/NAME.")
  boolean html;

  @Override
  public Integer call() throws IOException, InterruptedException {
    GcovBuild build = build();
    List<CoverageInput> measured = named();
    CoverageInput seedInput = seeds == null ? null : nonEmpty(CoverageInput.of(CoverageTable.SEEDS, seeds));
    Path folder = (out != null ? out : defaultOut()).toAbsolutePath();
    CoverageRun.Options o = new CoverageRun.Options(build, config(build), folder, depth, html);
    int slots = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
    try (SolverPool solvers = new SolverPool(slots); SolverPool tools = new SolverPool(1)) {
      CoverageRun run = new CoverageRun(o, solvers, tools, line -> System.err.println("tamis: coverage: " + line));
      try (StopOnSignal stop = new StopOnSignal(run::stop)) { // the hook waits for the table to be printed
        CoverageTable table = run.run(seedInput, measured);
        System.out.print(TableFormat.text(table));
        System.err.println("tamis: coverage: table in " + folder.resolve("coverage.tsv") + " and coverage.md");
        campaignPage(measured, folder);
      }
      return run.stopped() ? 130 : ExitCodes.OK;
    }
  }

  /** One campaign measured into its own coverage/ folder: its report.html gets the lines too. */
  private static void campaignPage(List<CoverageInput> measured, Path folder) {
    Path dir = measured.size() == 1 ? measured.get(0).path().toAbsolutePath().normalize() : null;
    if (dir != null && CoverageInput.isCampaign(dir) && folder.equals(dir.resolve("coverage"))) {
      CampaignReport.writeQuietly(dir, System.err);
    }
  }

  /** The +gcov build {@code --solver} names, its build folder checked; else a usage error. */
  private GcovBuild build() {
    try {
      if (solver.contains("/") || solver.endsWith("@path")) {
        throw new IllegalArgumentException("a program on its own has no build folder to read counts with; name an "
            + "installed +gcov build (bin/tamis solvers build SOLVER@main+gcov)");
      }
      String spec = solver.contains("@") ? solver : solver + "@main+gcov";
      SolverCache.Installed installed = spec.contains("+") ? SolverCache.user().find(spec).orElseThrow(() ->
          new IllegalArgumentException(spec + " is not installed; build it with: bin/tamis solvers build " + spec))
          : InstalledReleases.user().resolve(spec);
      GcovBuild build = GcovBuild.of(installed);
      build.checkFolder();
      return build;
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--solver " + solver + ": " + e.getMessage());
    }
  }

  private SolverConfig config(GcovBuild build) {
    Duration limit = Duration.ofMillis((long) (timeoutSeconds * 1000));
    return SolverProfiles.bundled().config(build.spec(), limit);
  }

  /** Each input with a name of its own (its file name; -2, -3 after one taken, "seeds" with --seeds). */
  private List<CoverageInput> named() throws IOException {
    Set<String> taken = new HashSet<>(seeds != null ? Set.of(CoverageTable.SEEDS) : Set.of());
    List<CoverageInput> named = new ArrayList<>();
    for (Path p : inputs) {
      String base = p.toAbsolutePath().normalize().getFileName().toString().replaceFirst("\\.smt2$", "");
      String name = base;
      for (int n = 2; !taken.add(name); n++) {
        name = base + "-" + n;
      }
      named.add(nonEmpty(CoverageInput.of(name, p)));
    }
    return named;
  }

  private CoverageInput nonEmpty(CoverageInput input) {
    if (input.gcda() == null && input.scripts().isEmpty()) {
      throw new ParameterException(spec.commandLine(), "no *.smt2 file in " + input.path());
    }
    return input;
  }

  private Path defaultOut() {
    if (inputs.size() == 1 && CoverageInput.isCampaign(inputs.get(0))) {
      return inputs.get(0).resolve("coverage");
    }
    return Path.of("coverage-" + LocalDateTime.now().format(STAMP));
  }
}
