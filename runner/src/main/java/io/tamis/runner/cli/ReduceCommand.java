package io.tamis.runner.cli;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.reduce.Reducer;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.runner.findings.replay.NewestBuilds;
import io.tamis.runner.findings.replay.ReductionTest;
import io.tamis.runner.findings.replay.StoredFinding;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis reduce}: shrinks a stored finding's script while its replay still gives that finding. */
@Command(name = "reduce", mixinStandardHelpOptions = true,
    description = {"Shrink a finding folder's test.smt2 while a replay (as `tamis replay`: the recorded " +
        "command lines, profiles and timeouts) still gives the same finding (as replay judges it: the same " +
        "kind, configuration at fault and crash message). Only the configurations that decide it run: for a " +
        "crash or an invalid model the one at fault, for a disagreement all. A native crash known only by its " +
        "signal must also crash in the same top frames (gdb -batch, where gdb is installed): a segfault " +
        "elsewhere is another bug.",
        "In rounds until one changes nothing or --time is up: whole commands go (assertions, declarations, " +
        "definitions, set-logic, set-info, set-option: chunks, then one by one); whole theories go (the " +
        "assertions that use one, else its outermost terms become fresh constants); each distinct sub-term, " +
        "largest first, at every occurrence at once and then at single places, becomes a literal of its sort " +
        "(false, 0, \"\", (_ bv0 w) ...), a declared or a fresh constant, one of its arguments, the " +
        "application without an argument (and, +, str.++ ...), or the same arguments under a shorter operator " +
        "of its signature (set.intersect becomes set.union: the finding is not about intersection); last, " +
        "constants get declare-const and longer names one letter. Every candidate is well-sorted and reads " +
        "back before a solver sees it, and a step is taken only when the script gets smaller (fewer term " +
        "nodes, else a shorter text), so it ends.",
        "Candidates run --jobs at a time (later ones beside earlier ones; the first that still shows the " +
        "finding, in order, is taken, so the result does not depend on --jobs), in warm sessions where the " +
        "solver allows them (a step is confirmed in a fresh process), each call cut at --timeout.",
        "Each smaller script is checked on the newest builds too (each configuration moved to its solver's " +
        "trunk build, z3@main from 'tamis solvers build', else its newest installed release, options kept) " +
        "when the original shows the finding there, and written at once to FINDING_DIR/reduced.smt2 " +
        "(atomically): an interrupted run keeps the smallest so far.",
        "Given a campaign's --out folder instead, reduces each finding folder in it in turn, --time each.",
        "Exit code: 0 done (reduced.smt2 written, or the script was already minimal), 1 a finding does " +
        "not reproduce, 2 usage error."})
final class ReduceCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  PoolOptions poolOptions;

  @Parameters(index = "0", paramLabel = "FINDING_DIR",
      description = "A finding folder, or a bug store (a campaign's --out folder) to reduce each of its findings.",
      converter = Inputs.Existing.class)
  Path path;

  @Option(names = "--time", paramLabel = "T", converter = DurationConverter.class, defaultValue = "10m",
      description = "Stop after this long (default 10m), keeping the smallest script found: 90s, 10m, 1h.")
  Duration time;

  @Option(names = "--timeout", paramLabel = "T", converter = DurationConverter.class,
      description = {"Each solver call's limit while reducing (default: " + ReductionTest.SLOWER + " times " +
          "the original's slowest call, at least 1 s; never above the recorded limit). A candidate that " +
          "times out does not show the finding."})
  Duration timeout;

  @Option(names = "--newest", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "Check each smaller script on the newest builds as well (default; --no-newest: the " +
          "recorded builds only).")
  boolean newest;

  @Override
  public Integer call() throws InterruptedException {
    if (Files.exists(path.resolve(BugStore.FINDING)) || !Files.isDirectory(path)) {
      return reduce(path);
    }
    List<Path> findings = findings();
    int exit = ExitCodes.OK;
    for (Path f : findings) {
      System.out.println(f.getFileName() + ":");
      exit = Math.max(exit, reduce(f));
    }
    return exit;
  }

  private List<Path> findings() {
    try {
      List<Path> out = BugStore.folders(path);
      if (out.isEmpty()) {
        throw new ParameterException(spec.commandLine(), "no finding folders in " + path);
      }
      return out;
    } catch (IOException e) {
      throw new ParameterException(spec.commandLine(), "cannot list " + path + ": " + e.getMessage());
    }
  }

  private int reduce(Path folder) throws InterruptedException {
    StoredFinding finding = ReplayCommand.load(spec, folder);
    Script script;
    try {
      script = new ScriptReader(SignatureTable.standard()).read(finding.scriptFile().toString(), finding.script());
    } catch (SmtLibException e) {
      System.err.println(e.getMessage());
      return ExitCodes.USAGE;
    }
    long start = System.nanoTime();
    int slots = poolOptions.slots(spec);
    String printed = ScriptPrinter.toText(script);
    try (SolverPool pool = new SolverPool(slots, poolOptions.launcher(spec))) {
      if (!SolverPreflight.passes("reduce", finding.configs(), pool, System.err)) {
        return ExitCodes.USAGE;
      }
      ReductionTest.Start begun = ReductionTest.start(finding, pool, poolOptions.warm(spec), folder.toString(),
          printed.getBytes(StandardCharsets.UTF_8), newest ? newest(finding) : null, timeout);
      if (begun.test() == null) {
        // Say so when only our printing loses the finding: a bug in tamis, not a flaky solver.
        boolean asFound = finding.reproducedBy(finding.run(pool, folder.toString(), finding.script()));
        System.out.println((asFound ? "reproduced only as found, not as printed by tamis: " : "") + begun.refusal());
        return ExitCodes.NOT_REPRODUCED;
      }
      try (ReductionTest test = begun.test()) {
        Reducer.Options options = new Reducer.Options(time, slots, TableSolvers.of(finding.deciding()));
        Reducer reducer = new Reducer(SignatureTable.standard(), test, options,
            text -> save(folder, text, finding.script().length, start));
        Reducer.Result r = reducer.reduce(script);
        System.out.println(summary(folder, r, finding.script().length, printed, start, slots, test.timeout()));
      }
      if (begun.test().frames() != null) {
        System.out.println("each step crashes at " + begun.test().frames() + " (gdb), as the original does");
      }
      if (begun.newestNote() != null) {
        System.out.println(begun.newestNote());
      }
    }
    return ExitCodes.OK;
  }

  /** The deciding configurations on the newest builds, or null when a solver has none installed. */
  private List<SolverConfig> newest(StoredFinding finding) {
    try {
      NewestBuilds builds = new NewestBuilds(SolverProfiles.bundled(), List.of());
      return finding.deciding().stream().map(builds::moved).toList();
    } catch (IllegalArgumentException e) {
      System.err.println("tamis: " + e.getMessage() + "; reducing on the recorded builds only");
      return null;
    }
  }

  private static void save(Path folder, String text, int original, long start) {
    try {
      BugStore.writeReduced(folder, text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + folder.resolve(BugStore.REDUCED), e);
    }
    System.err.printf("%s: %,d -> %,d bytes%n", elapsed(start), original, text.length());
  }

  private static String summary(Path folder, Reducer.Result r, int original, String printed, long start, int jobs,
      Duration timeout) {
    String how = String.format(", %d candidates (%d at a time, each call at most %s)%s", r.tries(), jobs,
        seconds(timeout), r.timedOut() ? " (--time is up)" : "");
    if (r.text().length() >= printed.length()) {
      return "no smaller script reproduces the finding: " + elapsed(start) + how;
    }
    return String.format("reduced: %,d -> %,d bytes, %d -> %d assertions in %s%s; written to %s", original,
        r.text().length(), assertions(printed), assertions(r.text()), elapsed(start), how,
        folder.resolve(BugStore.REDUCED));
  }

  private static long assertions(String text) {
    return text.lines().filter(l -> l.startsWith("(assert ")).count();
  }

  private static String elapsed(long start) {
    return String.format("%.1fs", (System.nanoTime() - start) / 1e9);
  }

  private static String seconds(Duration d) {
    return String.format("%.1fs", d.toMillis() / 1e3);
  }
}
