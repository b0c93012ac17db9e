package io.smtfuzz.runner.cli;

import io.smtfuzz.core.gen.SeedScript;
import io.smtfuzz.core.gen.TestCase;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.smtlib.ScriptReader;
import io.smtfuzz.core.smtlib.SmtLibException;
import io.smtfuzz.runner.campaign.Engine;
import io.smtfuzz.runner.campaign.Recorder;
import io.smtfuzz.runner.campaign.Statistics;
import io.smtfuzz.runner.campaign.TestResult;
import io.smtfuzz.runner.campaign.TestRunner;
import io.smtfuzz.runner.pool.SolverPool;
import io.smtfuzz.runner.solver.OptionScreen;
import io.smtfuzz.runner.solver.SolverConfig;
import io.smtfuzz.runner.solver.SolverVersions;
import io.smtfuzz.runner.store.BugStore;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code smtfuzz check}: runs every solver configuration on given scripts and judges the answers. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Run the solvers on SMT-LIB scripts and report one line per file: " +
        "'<file>: <verdict> [detail]', where verdict is sat, unsat, unknown, timeout, rejected, " +
        "malformed, or a finding: crash, soundness, status, invalid-model. Then a summary.",
        "Exit code: 0 no finding, 10 findings, 2 usage error."})
final class CheckCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  SolverOptions solverOptions;

  @Mixin
  PoolOptions poolOptions;

  @Option(names = "--json", description = "One JSON object per file and a JSON summary.")
  boolean json;

  @Option(names = "--out", paramLabel = "DIR", description = "Store findings (and summary.json) here.")
  Path out;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files or folders of *.smt2 scripts.")
  List<Path> paths;

  @Override
  public Integer call() throws Exception {
    List<SolverConfig> configs = solverOptions.configs(spec);
    int slots = poolOptions.slots(spec);
    List<Path> files = SmtFiles.collect(paths);
    PrintStream stdout = System.out;
    try (SolverPool pool = new SolverPool(slots, poolOptions.launcher(spec))) {
      configs = OptionScreen.screen(configs, pool, System.err::println);
      Map<String, String> versions = SolverVersions.of(configs, pool);
      Statistics stats = new Statistics(pool);
      BugStore store = out == null ? null : new BugStore(out);
      CheckReport report = new CheckReport(stdout, json);
      Recorder recorder = new Recorder(stats, store, configs, versions, System.err).listen(report::accept);
      TestRunner runner = new TestRunner(pool, configs, poolOptions.warm(spec), false,
          solverOptions.judging(spec));
      Engine engine = new Engine(pool, runner, recorder, System.err);
      try (StopOnSignal stop = new StopOnSignal(engine, runner::close, pool::close)) {
        submitAll(engine, files);
        engine.finish();
        report.finish();
        Summaries.print(stdout, stats, json, Map.of("files", files.size(), "solvers", versions));
        Summaries.write(out, stats, Map.of("files", files.size(), "solvers", versions));
      }
      return stats.findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }
  }

  private static void submitAll(Engine engine, List<Path> files) throws InterruptedException {
    ScriptReader reader = new ScriptReader();
    for (int i = 0; i < files.size() && !engine.stopping(); i++) {
      Path f = files.get(i);
      Script script;
      byte[] text;
      try {
        text = Files.readAllBytes(f);
        script = reader.read(f.toString(), text);
      } catch (SmtLibException e) {
        engine.publish(TestResult.malformed(i, f.toString(), e.getMessage()));
        continue;
      } catch (IOException e) {
        engine.publish(TestResult.malformed(i, f.toString(), f + ":1:1: cannot read: " + e.getMessage()));
        continue;
      }
      TestCase t = new TestCase(text, script.status(), "check", f.toString(), SeedScript.sha256(text), 0, 0, 0);
      while (!engine.submit(i, f.toString(), t, script.logic(), 100)) {
        if (engine.stopping()) {
          return;
        }
      }
    }
  }
}
