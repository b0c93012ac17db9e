package io.tamis.runner.cli;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.reduce.Interesting;
import io.tamis.core.reduce.Reducer;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.pool.SolverPool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis reduce}: shrinks a stored finding's script while its replay still gives that finding. */
@Command(name = "reduce", mixinStandardHelpOptions = true,
    description = {"Shrink a finding folder's test.smt2 while a replay (as `tamis replay`: the recorded " +
        "command lines, profiles and timeouts) still gives the same finding (as replay judges it: the same " +
        "kind, configuration at fault and crash message).",
        "First whole commands go (chunks of assertions, declarations, definitions, set-info and " +
        "set-option), then sub-terms: each distinct sub-term, largest first, is replaced at every " +
        "occurrence at once by a literal of its sort (false, 0, 0.0, \"\", (_ bv0 w), ...) or by one of " +
        "its arguments of the same sort. Every candidate is well-sorted and reads back before a solver " +
        "sees it; no bound variable leaves its binder. Rounds repeat until one changes nothing or --time " +
        "is up.",
        "Each smaller script is written at once to FINDING_DIR/reduced.smt2 (atomically): an interrupted " +
        "run keeps the smallest so far.",
        "Given a campaign's --out folder instead, reduces each finding folder in it in turn, --time each.",
        "Exit code: 0 done (reduced.smt2 written, or the script was already minimal), 1 a finding does " +
        "not reproduce, 2 usage error."})
final class ReduceCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING_DIR",
      description = "A finding folder, or a bug store (a campaign's --out folder) to reduce each of its findings.")
  Path path;

  @Option(names = "--time", paramLabel = "T", converter = DurationConverter.class, defaultValue = "10m",
      description = "Stop after this long (default 10m), keeping the smallest script found: 90s, 10m, 1h.")
  Duration time;

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
      script = new ScriptReader(SignatureTable.standard())
          .read(finding.scriptFile().toString(), finding.script());
    } catch (SmtLibException e) {
      System.err.println(e.getMessage());
      return ExitCodes.USAGE;
    }
    long start = System.nanoTime();
    try (SolverPool pool = finding.pool()) {
      Interesting interesting = text ->
          finding.reproducedBy(finding.run(pool, folder.toString(), text.getBytes(StandardCharsets.UTF_8)));
      String printed = ScriptPrinter.toText(script);
      if (!interesting.test(printed)) {
        // Say so when only our printing loses the finding: a bug in tamis, not a flaky solver.
        boolean asFound = finding.reproducedBy(finding.run(pool, folder.toString(), finding.script()));
        System.out.println((asFound ? "reproduced only as found, not as printed by tamis: " : "not reproduced: ")
            + finding.record().kind() + " " + finding.record().dedupKey());
        return ExitCodes.NOT_REPRODUCED;
      }
      Reducer reducer = new Reducer(SignatureTable.standard(), interesting, time,
          text -> save(folder, text, finding.script().length, start));
      Reducer.Result r = reducer.reduce(script);
      System.out.println(summary(folder, r, finding.script().length, printed.length(), start));
    }
    return ExitCodes.OK;
  }

  private static void save(Path folder, String text, int original, long start) {
    try {
      BugStore.writeReduced(folder, text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + folder.resolve(BugStore.REDUCED), e);
    }
    System.err.printf("%s: %,d -> %,d bytes%n", elapsed(start), original, text.length());
  }

  private static String summary(Path folder, Reducer.Result r, int original, int printed, long start) {
    String how = r.timedOut() ? " (--time is up)" : "";
    if (r.text().length() >= printed) {
      return "no smaller script reproduces the finding; " + r.tries() + " candidates run in " + elapsed(start) + how;
    }
    return String.format("reduced: %,d -> %,d bytes in %s, %d candidates run%s; written to %s", original,
        r.text().length(), elapsed(start), r.tries(), how, folder.resolve(BugStore.REDUCED));
  }

  private static String elapsed(long start) {
    return String.format("%.1fs", (System.nanoTime() - start) / 1e9);
  }
}
