package io.tamis.bench.journal;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.core.gen.TestSeeds;
import io.tamis.runner.campaign.SeedLoader;
import io.tamis.runner.campaign.StreamMarks;
import io.tamis.runner.journal.Journal;
import io.tamis.runner.journal.TestRecord;
import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The journal of a long typefuzz campaign, written by the campaign's own {@link Journal} without running a
 * solver (issue 43): N tests over the seeds of a folder, one per seed per round as the campaign takes them,
 * two configurations with a verdict mix and wall times like a fake that sleeps 0.2 s (a tenth of the calls time
 * out), one test in 1,000 with a finding (20 distinct keys). Its start line is the command line of that
 * campaign with {@code --max-tests N}, so {@code fuzz --resume DIR} resumes it (and, with N reached, runs
 * nothing), and {@code report} and {@code merge} read it.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar io.tamis.bench.journal.SimulatedJournal DIR TESTS SEEDS
 * SOLVER [checkpoint every N tests, 0 for never: a format-1-sized journal]}
 */
public final class SimulatedJournal {
  private SimulatedJournal() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    long tests = Long.parseLong(args[1]);
    Path seedDir = Path.of(args[2]).toAbsolutePath();
    String solver = args[3];
    long every = args.length > 4 ? Long.parseLong(args[4]) : 50_000;
    List<SeedScript> seeds = new SeedLoader(new PrintStream(OutputStream.nullOutputStream())).load(seedDir);
    long seed = 43;
    List<String> argv = List.of("--seeds", seedDir.toString(), "--solvers", solver, "--max-tests",
        Long.toString(tests), "--seed", Long.toString(seed), "--jobs", "64", "--budget", "fixed", "--timeout", "30",
        "--out", dir.toAbsolutePath().toString());
    long t0 = System.nanoTime();
    StreamMarks marks = new StreamMarks();
    long[] written = {0};
    try (Journal j = Journal.open(dir)) {
      j.start(argv, seed, "0/1", 1);
      if (every > 0) {
        j.checkpoints(() -> state(written[0]), marks, every);
      }
      SplittableRandom random = new SplittableRandom(seed);
      long[] next = new long[seeds.size()];
      for (long n = 0; n < tests; n++) {
        int k = (int) (n % seeds.size());
        SeedScript s = seeds.get(k);
        long i = next[k]++;
        TestCase t = new TestCase(new byte[0], null, "typefuzz", s.name(), s.sha256(), seed, i,
            TestSeeds.of(seed, s.sha256(), i));
        marks.taken(t, false);
        j.test(record(t, solver, s.script() == null ? "ALL" : s.script().logic(), random));
        written[0]++;
        if (n % 256 == 255) {
          j.flush();
          j.checkpointIfDue(n / 300.0);
        }
      }
      j.tick(tests / 300.0, tests);
      j.end(tests / 300.0, "done");
    }
    System.out.printf("%d tests over %d seeds in %.1f s: %d bytes%n", tests, seeds.size(),
        (System.nanoTime() - t0) / 1e9, size(dir));
  }

  private static TestRecord record(TestCase t, String solver, String logic, SplittableRandom r) {
    List<TestRecord.Call> calls = new ArrayList<>();
    for (String label : List.of(solver, solver + " --alt")) {
      boolean timeout = r.nextInt(10) == 0;
      calls.add(new TestRecord.Call(label, timeout ? "timeout" : r.nextBoolean() ? "sat" : "unsat",
          timeout ? 1_000_000_000L + r.nextInt(50_000_000) : 200_000_000L + r.nextInt(30_000_000)));
    }
    List<TestRecord.Found> found = r.nextInt(1000) == 0
        ? List.of(new TestRecord.Found("soundness", "soundness|" + solver + "|" + logic + "|" + r.nextInt(20)))
        : List.of();
    return new TestRecord(t.generator(), t.seedName(), t.seedSha256(), t.campaignSeed(), t.iteration(),
        t.testSeed(), logic, calls, found, List.of(), null, List.of());
  }

  /** The statistics' counters a campaign of {@code tests} such tests would have (their verdict totals). */
  private static Map<String, Object> state(long tests) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("tests", tests);
    m.put("testVerdicts", Map.of("sat", tests));
    return m;
  }

  private static long size(Path dir) throws Exception {
    try (var s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().startsWith("journal")).mapToLong(p -> p.toFile().length()).sum();
    }
  }
}
