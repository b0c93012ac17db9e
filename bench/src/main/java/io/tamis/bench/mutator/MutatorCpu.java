package io.tamis.bench.mutator;

import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestStream;
import io.tamis.mutator.Mutators;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Mutants per second of this thread's CPU time (what {@link MutatorBench#mutate} measures, but by
 * CPU time, which other jobs on a shared machine do not inflate). Arguments: generator, size
 * third, seconds of CPU to warm up and to measure, and either a number of rounds (the next mutant
 * of the next seed's stream, as in the JMH benchmark; rounds show the spread) or {@code per-seed}
 * (each seed's stream alone for the measuring time, then the median over the seeds: how yinyang's
 * mutators were measured), or {@code rates} (the same, after a warm-up pass, printing each seed's rate).
 *
 * <pre>java -cp bench/target/benchmarks.jar io.tamis.bench.mutator.MutatorCpu typefuzz medium 10 5 3
 * java -cp bench/target/benchmarks.jar io.tamis.bench.mutator.MutatorCpu typefuzz medium 10 0.2 per-seed</pre>
 */
public final class MutatorCpu {
  private MutatorCpu() {}

  public static void main(String[] args) {
    String generator = args[0];
    List<SeedScript> seeds = MutatorBench.third(args[1]);
    double warm = Double.parseDouble(args[2]);
    double measure = Double.parseDouble(args[3]);
    String mode = args.length > 4 ? args[4] : "3";
    Generator g = Mutators.create(generator, Set.of("z3", "cvc5"), Mutators.Settings.DEFAULT).orElseThrow();
    TestStream[] streams = new TestStream[seeds.size()];
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    var process = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    run(g, seeds, streams, cpu, warm);
    if (mode.equals("per-seed") || mode.equals("rates")) {
      perSeed(g, seeds, cpu, measure, generator + " " + args[1], mode.equals("rates"));
      return;
    }
    for (int r = 0; r < Integer.parseInt(mode); r++) {
      long start = cpu.getCurrentThreadCpuTime();
      long startProcess = process.getProcessCpuTime();
      long n = run(g, seeds, streams, cpu, measure);
      double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
      double processSeconds = (process.getProcessCpuTime() - startProcess) / 1e9;
      System.out.printf("%s %s round %d: %.0f mutants per CPU second of the thread, %.0f of the process"
          + " (with GC and JIT; %d in %.1f s)%n", generator, args[1], r, n / seconds, n / processSeconds, n, seconds);
    }
  }

  /**
   * Each seed's stream alone for {@code seconds} of CPU; prints the median and quartiles of the rates,
   * and with {@code all} first each seed's rate (after a pass over all seeds as warm-up), so two
   * builds can be compared seed by seed: the median alone moves by 10-15 % from run to run.
   */
  private static void perSeed(Generator g, List<SeedScript> seeds, ThreadMXBean cpu, double seconds, String what,
      boolean all) {
    double[] rates = new double[seeds.size()];
    for (int pass = all ? 0 : 1; pass < 2; pass++) {
      for (int i = 0; i < rates.length; i++) {
        TestStream[] one = {g.open(seeds.get(i), 1)};
        long start = cpu.getCurrentThreadCpuTime();
        long n = run(g, seeds.subList(i, i + 1), one, cpu, seconds);
        rates[i] = n / ((cpu.getCurrentThreadCpuTime() - start) / 1e9);
        if (all && pass == 1) {
          System.out.printf("%s %.0f%n", seeds.get(i).name(), rates[i]);
        }
      }
    }
    Arrays.sort(rates);
    System.out.printf("%s per seed: median %.0f mutants per CPU second (quartiles %.0f, %.0f; %d seeds)%n", what,
        rates[rates.length / 2], rates[rates.length / 4], rates[3 * rates.length / 4], rates.length);
  }

  /** Takes the next mutant of the next seed's stream, round robin, for {@code seconds} of CPU. */
  private static long run(Generator g, List<SeedScript> seeds, TestStream[] streams, ThreadMXBean cpu,
      double seconds) {
    long end = cpu.getCurrentThreadCpuTime() + (long) (seconds * 1e9);
    long n = 0;
    for (int i = 0; ; i = (i + 1) % streams.length) {
      if (streams[i] == null || streams[i].next() == null) {
        streams[i] = g.open(seeds.get(i), 1);
      } else {
        n++;
      }
      if ((n & 255) == 0 && cpu.getCurrentThreadCpuTime() > end) {
        return n;
      }
    }
  }
}
