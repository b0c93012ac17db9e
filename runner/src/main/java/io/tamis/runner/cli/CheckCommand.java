package io.tamis.runner.cli;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.mutator.session.Sessions;
import io.tamis.runner.campaign.Engine;
import io.tamis.runner.campaign.OpaqueScripts;
import io.tamis.runner.campaign.Recorder;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.campaign.TestResult;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.oracle.Expectations;
import io.tamis.runner.oracle.OptionScreen;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverVersions;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tamis check}: runs every solver configuration on given scripts and judges the answers. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Run the solvers on SMT-LIB scripts and report one line per file: " +
        "'<file>: <verdict> [detail]', where verdict is sat, unsat, unknown, timeout, rejected, " +
        "malformed (the file cannot be read as text), or a finding: crash, soundness, status, " +
        "invalid-model. Then a summary.",
        "A script tamis's reader refuses still runs, as the text it is ('opaque' in the line and " +
        "counted apart in the summary): answers, crashes, :status and disagreements are judged; " +
        "the model check, which needs the parsed script, is skipped.",
        "Exit code: 0 no finding, 10 findings, 2 usage error or a solver refused (before the first test each " +
        "configuration states its version and answers a trivial sat and a trivial unsat script)."})
final class CheckCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SolverOptions solverOptions;

  @Mixin
  PoolOptions poolOptions;

  @Option(names = "--json", description = "One JSON object per file and a JSON summary.")
  boolean json;

  @Option(names = "--out", paramLabel = "DIR", description = "Store findings (and summary.json) here.",
      converter = Inputs.OutFolder.class)
  Path out;

  @Mixin
  FreshFolder fresh;

  @Option(names = "--sessions", paramLabel = "SHARE", defaultValue = "0",
      description = {"Send this share of the scripts (0-1, default 0) as interactive sessions, drawn by each "
          + "script's text, as fuzz --sessions does (docs/fuzz.md, Sessions): a script that is one question becomes a "
          + "session whose answers, models, values and cores are checked against the same questions asked fresh."},
      converter = Inputs.Share.class)
  double sessions;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or folders of *.smt2 scripts.")
  List<Path> paths;

  @Override
  public Integer call() throws Exception {
    fresh.claim(out, spec);
    List<SolverConfig> configs = solverOptions.configs(spec);
    int slots = poolOptions.slots(spec);
    List<Path> files = SmtFiles.collect(spec, paths);
    solverOptions.sayChosen(spec);
    PrintStream stdout = System.out;
    try (SolverPool pool = new SolverPool(slots, poolOptions.launcher(spec))) {
      if (!SolverPreflight.passes("check", configs, pool, System.err)) {
        return ExitCodes.USAGE;
      }
      configs = OptionScreen.screen(configs, pool, System.err::println);
      Map<String, String> versions = SolverVersions.of(configs, pool);
      Statistics stats = new Statistics(pool);
      BugStore store = out == null ? null : new BugStore(out);
      Map<Long, String> opaque = new ConcurrentHashMap<>();
      CheckReport report = new CheckReport(stdout, json, opaque);
      Recorder recorder = new Recorder(stats, store, configs, versions, System.err).listen(report::accept);
      TestRunner runner = new TestRunner(pool, configs, poolOptions.warm(spec), false,
          solverOptions.judging(spec));
      Engine engine = new Engine(pool, runner, recorder, System.err);
      try (StopOnSignal stop = new StopOnSignal(engine, runner::close, pool::close)) {
        submitAll(engine, files, opaque);
        engine.finish();
        report.finish();
        Map<String, Object> extra = Map.of("files", files.size(), "solvers", versions, "stoppedSolvers",
            runner.broken().json());
        Summaries.print(stdout, stats, json, extra);
        Summaries.write(out, stats, extra);
      }
      return stats.findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }
  }

  /** Submits every file; one the reader refuses runs as its text, and {@code opaque} gets why by index. */
  private void submitAll(Engine engine, List<Path> files, Map<Long, String> opaque)
      throws InterruptedException {
    ScriptReader reader = new ScriptReader();
    for (int i = 0; i < files.size() && !engine.stopping(); i++) {
      Path f = files.get(i);
      byte[] text;
      try {
        text = Files.readAllBytes(f);
      } catch (IOException e) {
        engine.publish(TestResult.malformed(i, f.toString(), f + ":1:1: cannot read: " + e.getMessage()));
        continue;
      }
      Script script;
      try {
        script = reader.read(f.toString(), text);
      } catch (SmtLibException e) {
        opaque.put((long) i, e.getMessage());
        submit(engine, i, f.toString(), OpaqueScripts.test(text, f.toString()), OpaqueScripts.logic(text));
        continue;
      }
      String expected = script.status() != null ? script.status() : Expectations.of(text).single();
      String sha = SeedScript.sha256(text);
      // The script's text draws whether it is sent as a session, and which: the same file, the same session.
      TestCase t = new Sessions(sessions).apply(new TestCase(text, expected, "check", f.toString(), sha, 0, 0,
          Long.parseUnsignedLong(sha.substring(0, 16), 16)));
      submit(engine, i, f.toString(), t, script.logic());
    }
  }

  private static void submit(Engine engine, int i, String name, TestCase t, String logic)
      throws InterruptedException {
    while (!engine.submit(i, name, t, logic, 100)) {
      if (engine.stopping()) {
        return;
      }
    }
  }
}
