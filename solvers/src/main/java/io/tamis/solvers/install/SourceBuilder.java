package io.tamis.solvers.install;

import io.tamis.solvers.solver.Executables;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code solvers build}: a solver built from its git sources at any commit, installed into the cache
 * beside the releases as {@code SOLVER@REF[+VARIANT]} (same layout: {@code bin/<solver>} and
 * {@code install.json}). Each solver and variant keeps one build folder under {@code CACHE/builds/}
 * that moves from commit to commit changing only the files that differ, and compiles through ccache
 * (in {@code CACHE/ccache}) when it is installed: a second commit rebuilds what changed. One build of
 * a solver and variant runs at a time (a lock file); a failed build leaves the installed one as it was.
 */
public final class SourceBuilder {
  private static final Duration STEP = Duration.ofHours(3);
  /**
   * ASan maps terabytes of shadow memory, which a data-segment limit (the pool's memory limit, a soft one)
   * forbids: an +asan launcher lifts it and hands it to ASan as its own RSS limit instead.
   */
  private static final String ASAN_LIMIT = "rss=\nlimit=$(ulimit -S -d)\n"
      + "if [ \"$limit\" != unlimited ] && ulimit -S -d unlimited 2>/dev/null; then\n"
      + "  rss=:hard_rss_limit_mb=$((limit / 1024))\nfi\n";
  /** No leak report at exit (it would make every answer an error); UBSan's reports with their stack. */
  private static final String ASAN_ENV = "env ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}$rss "
      + "UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} ";

  private final SolverCache cache;
  private final Consumer<String> log;
  private final int jobs;

  public SourceBuilder(SolverCache cache, Consumer<String> log, int jobs) {
    this.cache = cache;
    this.log = log;
    this.jobs = jobs;
  }

  /**
   * Builds {@code spec} from {@code source} (null: upstream), its libraries from the archives in
   * {@code deps} (null: downloaded), unless that commit is installed already (or {@code force}).
   */
  public SolverCache.Installed build(BuildSpec spec, Path source, Path deps, boolean force) throws InstallException {
    return build(spec, Recipe.of(spec.solver()), source, deps, force);
  }

  SolverCache.Installed build(BuildSpec spec, Recipe recipe, Path source, Path deps, boolean force)
      throws InstallException {
    for (Map.Entry<String, String> tool : recipe.tools().entrySet()) {
      Toolchain.onPath(tool.getKey(), "apt-get install -y " + String.join(" ", recipe.tools().values()));
    }
    Path base = cache.root().toAbsolutePath().getParent();
    SourceRepo repo = SourceRepo.open(recipe, base.resolve("sources"), source, log);
    SourceCommit commit = repo.resolve(spec.ref(), recipe);
    Optional<SolverCache.Installed> have = builtAlready(spec, commit, force);
    if (have.isPresent()) {
      return have.get();
    }
    Path folder = base.resolve("builds").resolve(spec.solver() + "+" + spec.variant().word());
    try {
      Files.createDirectories(folder);
      try (FileChannel lock = FileChannel.open(folder.resolve("lock"), StandardOpenOption.CREATE,
          StandardOpenOption.WRITE); FileLock held = lock.lock()) {
        have = builtAlready(spec, commit, force); // by the build this one waited for
        return have.isPresent() ? have.get()
            : buildIn(folder, spec, recipe, repo, commit, new Dependencies(base.resolve("deps"), deps, log, jobs));
      }
    } catch (IOException e) {
      throw new InstallException(spec.spec() + ": " + e.getMessage(), e);
    }
  }

  /** The installed build of {@code spec} when it is of {@code commit} (and not {@code force}), said so. */
  private Optional<SolverCache.Installed> builtAlready(BuildSpec spec, SourceCommit commit, boolean force) {
    Optional<SolverCache.Installed> have = cache.find(spec.spec()).filter(i -> !force && i.record().build() != null
        && commit.hash().equals(i.record().build().commit()));
    have.ifPresent(i -> log.accept(spec.spec() + ": built already at " + commit.abbrev() + " ("
        + i.record().versionLine() + ")"));
    return have;
  }

  private SolverCache.Installed buildIn(Path folder, BuildSpec spec, Recipe recipe, SourceRepo repo,
      SourceCommit commit, Dependencies deps) throws InstallException, IOException {
    Path src = folder.resolve("src");
    Path fresh = folder.resolve("export");
    Installer.deleteTree(fresh);
    repo.export(commit, recipe, fresh);
    List<Dependency> needed = recipe.dependencies(fresh);
    Map<String, Path> prefixes = deps.prefixes(needed);
    for (Dependency d : needed) {
      if (!d.into().isEmpty()) {
        deps.unpack(d, fresh.resolve(d.into()));
      }
    }
    Checkout.Changes changes = Checkout.sync(fresh, src);
    log.accept(spec.spec() + ": " + commit.abbrev() + " " + commit.date() + " \"" + commit.subject() + "\": "
        + changes.written() + " files written, " + changes.deleted() + " deleted");
    Path logFile = Files.createDirectories(folder.resolve("logs")).resolve(commit.hash().substring(0, 12) + ".log");
    Files.deleteIfExists(logFile);
    log.accept(spec.spec() + ": building (" + spec.variant().word() + ", " + jobs + " jobs); log: " + logFile);
    long t0 = System.nanoTime();
    Map<String, String> env = new HashMap<>(Map.of("CCACHE_DIR", folder.getParent().resolveSibling("ccache")
        .toString(), "CCACHE_BASEDIR", src.toString()));
    String launcher = Executables.find("ccache") != null ? "ccache" : "";
    String covcc = "";
    if (spec.variant() == BuildSpec.Variant.COVERAGE) {
      CoverageKit kit = CoverageKit.prepare(folder.resolve("coverage"));
      if (kit.changed()) {
        // Objects compiled through an older kit lack what the new one adds, and nothing tells the build tool.
        log.accept(spec.spec() + ": the coverage kit changed: building from scratch");
        Installer.deleteTree(src.resolve("build"));
      }
      env.put(CoverageKit.RUNTIME_VARIABLE, kit.runtime().toString());
      covcc = kit.covcc().toString();
    }
    for (Recipe.Step step : recipe.steps(new Recipe.Build(spec.variant(), jobs, launcher, prefixes, covcc))) {
      Map<String, String> stepEnv = new HashMap<>(env);
      stepEnv.putAll(step.env());
      Steps.logged(step.argv(), src.resolve(step.dir()), stepEnv, logFile, STEP);
    }
    long seconds = Math.round((System.nanoTime() - t0) / 1e9);
    return install(spec, recipe, repo, commit, src.resolve(recipe.binary(spec.variant(), src)), seconds, logFile,
        needed);
  }

  private SolverCache.Installed install(BuildSpec spec, Recipe recipe, SourceRepo repo, SourceCommit commit,
      Path binary, long seconds, Path logFile, List<Dependency> needed) throws InstallException, IOException {
    Path staging = Installer.staging(cache, spec.spec());
    try {
      Path program = Files.createDirectories(staging.resolve("libexec")).resolve(recipe.program());
      Files.copy(binary, program);
      boolean asan = spec.variant() == BuildSpec.Variant.ASAN;
      Shims.launcher(staging, recipe.solver(), recipe.solver() + " built from " + repo.origin() + " at "
          + commit.hash() + " (" + spec.variant().word() + ")", asan ? ASAN_LIMIT : "",
          (asan ? ASAN_ENV : "") + "\"$here/libexec/" + recipe.program() + "\"");
      Path exe = staging.resolve("bin").resolve(recipe.solver());
      String versionLine = Steps.check(List.of(exe.toString(), "--version"), staging, Duration.ofMinutes(1),
          "asking the version").strip().lines().findFirst().orElse("");
      List<String> command = new ArrayList<>(List.of(exe.toString()));
      command.addAll(recipe.stdinArgs());
      long startup = Installer.checkAnswers(spec.spec(), command, recipe.trivial());
      // A +coverage build compiles through clang whatever the solver's own compiler (its wrapper's guards need it).
      String compiler = spec.variant() == BuildSpec.Variant.COVERAGE ? CoverageKit.CLANG : recipe.compiler();
      String toolchain = Steps.check(List.of(compiler, "--version"), staging,
          Duration.ofMinutes(1), "asking the compiler's version").lines().findFirst().orElse("").strip();
      InstallRecord record = new InstallRecord(spec.solver(), spec.version(), "source", repo.origin(), versionLine,
          Map.of(), startup, Instant.now().toString(), Installer.WRITER, null, new InstallRecord.SourceBuild(spec.ref(),
              commit.hash(), commit.date(), commit.subject(), spec.variant().word(), toolchain, seconds,
              logFile.toString(), needed.stream().map(Dependency::describe).toList()));
      SolverCache.JSON.writeValue(staging.resolve(SolverCache.RECORD).toFile(), record);
      Installer.moveIntoPlace(staging, cache.root().resolve(spec.spec()));
    } finally {
      Installer.deleteTree(staging);
    }
    log.accept(spec.spec() + ": built " + commit.abbrev() + " in " + seconds + " s, installed in "
        + cache.root().resolve(spec.spec()));
    return cache.find(spec.spec()).orElseThrow(() -> new InstallException("built " + spec.spec()
        + " but cannot read it back from " + cache.root().resolve(spec.spec())));
  }
}
