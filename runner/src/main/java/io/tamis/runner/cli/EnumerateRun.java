package io.tamis.runner.cli;

import io.tamis.core.gen.TestCase;
import io.tamis.enumerator.Coverage;
import io.tamis.enumerator.Enumeration;
import io.tamis.enumerator.IndexRange;
import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.render.TextBuffer;
import io.tamis.runner.campaign.Engine;
import io.tamis.runner.campaign.Progress;
import io.tamis.runner.campaign.Recorder;
import io.tamis.runner.campaign.Statistics;
import io.tamis.runner.campaign.TestRunner;
import io.tamis.runner.campaign.Watermark;
import io.tamis.runner.oracle.Judging;
import io.tamis.runner.store.BugStore;
import io.tamis.solvers.launch.Launcher;
import io.tamis.solvers.pool.SolverPool;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverVersions;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code enumerate --solvers}: the tests of a range through the oracle, in index order, on scoped
 * warm sessions (the tests of a grammar share their declarations). Ends with the bounded guarantee
 * of the prefix of the range whose tests all have a verdict.
 */
final class EnumerateRun {
  private static final long SUBMIT_WAIT_MILLIS = 100;

  /**
   * @param grammar the grammar's name, recorded with findings (with the index, it replays the test)
   * @param out the bug store, or null
   */
  record Setup(String grammar, String logic, Counts counts, IndexRange range, List<SolverConfig> configs, int slots,
      Launcher launcher, int warm, Judging judging, Duration time, Path out) {}

  private final Setup setup;
  private final Watermark mark = new Watermark();
  private Engine engine;
  private long deadline;
  private long submitted;

  EnumerateRun(Setup setup) {
    this.setup = setup;
  }

  int run(Enumeration stream, PrintStream out, PrintStream err) throws Exception {
    try (SolverPool pool = new SolverPool(setup.slots(), setup.launcher())) {
      if (!SolverPreflight.passes("enumerate", setup.configs(), pool, err)) {
        return ExitCodes.USAGE;
      }
      Map<String, String> versions = SolverVersions.of(setup.configs(), pool);
      Statistics stats = new Statistics(pool);
      BugStore store = setup.out() == null ? null : new BugStore(setup.out());
      Recorder recorder = new Recorder(stats, store, setup.configs(), versions, err)
          .listen(r -> mark.done(r.test().iteration()));
      TestRunner runner = new TestRunner(pool, setup.configs(), setup.warm(), true, setup.judging());
      engine = new Engine(pool, runner, recorder, err);
      try (StopOnSignal stop = new StopOnSignal(engine, runner::close, pool::close)) {
        try (Progress progress = new Progress(stats, err, System.console() != null)) {
          submitAll(stream);
          engine.finish();
        }
        Map<String, Object> extra = extra(versions, stop.signalled());
        extra.put("stoppedSolvers", runner.broken().json());
        Summaries.print(out, stats, false, extra);
        out.println(extra.get("guarantee"));
        Summaries.write(setup.out(), stats, extra);
      }
      return stats.findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }
  }

  private void submitAll(Enumeration stream) throws InterruptedException {
    deadline = setup.time() == null ? Long.MAX_VALUE : System.nanoTime() + setup.time().toNanos();
    for (TextBuffer text = stream.nextText(); text != null; text = stream.nextText()) {
      long position = stream.produced() - 1;
      mark.submitting(position);
      if (!submit(test(text, stream.index(), position))) {
        mark.done(position);
        mark.consumed(position);
        return;
      }
      mark.consumed(position + 1);
    }
    mark.consumed(stream.produced());
  }

  private TestCase test(TextBuffer text, BigInteger index, long position) {
    byte[] bytes = Arrays.copyOf(text.array(), text.length());
    return new TestCase(bytes, null, "enumerate", setup.grammar() + "#" + index, null, 0, position, 0);
  }

  /** Waits for room; false when the run is over first (then nothing was started). */
  private boolean submit(TestCase test) throws InterruptedException {
    String logic = setup.logic() == null ? setup.grammar() : setup.logic();
    while (!over()) {
      if (engine.submit(submitted, test.seedName(), test, logic, SUBMIT_WAIT_MILLIS)) {
        submitted++;
        return true;
      }
    }
    return false;
  }

  private boolean over() {
    return engine.stopping() || System.nanoTime() >= deadline;
  }

  /** The run's facts for the summary, with the bounded guarantee of the checked prefix. */
  private Map<String, Object> extra(Map<String, String> versions, boolean signalled) {
    BigInteger from = setup.range().from();
    BigInteger end = from.add(BigInteger.valueOf(mark.prefix()));
    String guarantee = "checked indices " + from + ".." + end + " (exclusive)"
        + (from.signum() == 0 ? Coverage.ofPrefix(setup.counts(), end) : "");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("generator", "enumerate");
    m.put("grammar", setup.grammar());
    m.put("from", from.toString());
    m.put("checkedUpTo", end.toString());
    m.put("guarantee", guarantee);
    m.put("solvers", versions);
    m.put("stoppedBySignal", signalled);
    return m;
  }
}
