package io.smtfuzz.bench.pool;

import io.smtfuzz.runner.pool.ProcessRun;
import io.smtfuzz.runner.pool.SolverPool;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.stream.Stream;

/**
 * The pool's own cost per call, measured against {@code xargs -P}: both run the same trivial fake
 * solver over the same input files, alternating, in one run, and so does the JDK's floor (bare
 * {@link ProcessBuilder}: start and wait, no pipes), which separates the pool's cost from the JDK's.
 * Then the slot count: 64 slots, a fake solver that sleeps 0.2 s, ideal 320 calls/s.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar io.smtfuzz.bench.pool.PoolOverhead [calls] [rounds]}
 */
public final class PoolOverhead {
  private static final String TRIVIAL = "#!/bin/sh\n[ $# -gt 0 ] && exec < \"$1\"\ncat > /dev/null\necho sat\n";
  private static final String SLEEPY = "#!/bin/sh\ncat > /dev/null\nsleep 0.2\necho sat\n";
  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private PoolOverhead() {}

  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    Path dir = Files.createTempDirectory("pool-overhead-");
    Path trivial = script(dir, "trivial.sh", TRIVIAL);
    List<Path> inputs = inputs(dir, calls);
    double[] pool = new double[rounds];
    double[] xargs = new double[rounds];
    double[] floor = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      xargs[r] = xargs(trivial, dir, inputs, 2);
      pool[r] = pool(trivial, inputs, 2);
      floor[r] = floor(List.of(trivial.toString()), inputs.size(), 2);
      System.out.printf("round %d: xargs -P2 %.0f calls/s, pool --jobs 2 %.0f calls/s, ratio %.3f;"
          + " bare ProcessBuilder %.0f calls/s (pool / bare %.3f)%n", r + 1, xargs[r], pool[r], pool[r] / xargs[r],
          floor[r], pool[r] / floor[r]);
    }
    System.out.printf("median: xargs -P2 %.0f calls/s, pool %.0f calls/s, ratio %.3f (goal >= 0.9);"
        + " bare ProcessBuilder %.0f calls/s: ratio to xargs %.3f, pool / bare %.3f%n", median(xargs), median(pool),
        median(pool) / median(xargs), median(floor), median(floor) / median(xargs), median(pool) / median(floor));
    Path sleepy = script(dir, "sleepy.sh", SLEEPY);
    List<Path> wideInputs = inputs.subList(0, Math.min(640, calls));
    wide("sh script (cat, sleep 0.2, echo: 3 execs a call)", List.of(sleepy.toString()), dir, wideInputs);
    wide("/bin/sleep 0.2 (1 exec a call)", List.of("sleep", "0.2"), dir, wideInputs);
    deleteTree(dir);
  }

  /** 64 slots, a fake that sleeps 0.2 s: pool, xargs -P64 and the JDK's floor, ideal 320 calls/s. */
  private static void wide(String fake, List<String> argv, Path dir, List<Path> inputs) throws Exception {
    double xargs = xargs(argv, dir, inputs, 64);
    double pool = pool(argv, inputs, 64);
    double floor = floor(argv, inputs.size(), 64);
    System.out.printf("64 slots, %s: pool %.1f calls/s = %.1f%% of the ideal 320 (goal >= 95%%);"
        + " xargs -P64 %.1f calls/s = %.1f%%; bare ProcessBuilder %.1f calls/s = %.1f%%%n", fake, pool,
        100 * pool / 320, xargs, 100 * xargs / 320, floor, 100 * floor / 320);
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  private static double pool(Path solver, List<Path> inputs, int jobs) throws Exception {
    return pool(List.of(solver.toString()), inputs, jobs);
  }

  private static double pool(List<String> argv, List<Path> inputs, int jobs) throws Exception {
    List<byte[]> texts = new ArrayList<>();
    for (Path p : inputs) {
      texts.add(Files.readAllBytes(p));
    }
    boolean answers = !argv.get(0).equals("sleep");
    try (SolverPool pool = new SolverPool(jobs)) {
      long t0 = System.nanoTime();
      List<Thread> threads = new ArrayList<>();
      for (byte[] text : texts) {
        threads.add(Thread.ofVirtual().start(() -> check(run(pool, argv, text), answers)));
      }
      for (Thread t : threads) {
        t.join();
      }
      return inputs.size() / ((System.nanoTime() - t0) / 1e9);
    }
  }

  /** The JDK's own floor: start and wait, no pipes, no readers, no timeout watch. */
  private static double floor(List<String> argv, int calls, int jobs) throws Exception {
    Semaphore slots = new Semaphore(jobs);
    long t0 = System.nanoTime();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < calls; i++) {
      threads.add(Thread.ofVirtual().start(() -> bare(argv, slots)));
    }
    for (Thread t : threads) {
      t.join();
    }
    return calls / ((System.nanoTime() - t0) / 1e9);
  }

  private static void bare(List<String> argv, Semaphore slots) {
    try {
      slots.acquire();
      try {
        new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
            .start().waitFor();
      } finally {
        slots.release();
      }
    } catch (IOException | InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ProcessRun run(SolverPool pool, List<String> argv, byte[] text) {
    try {
      return pool.run(argv, Map.of(), text, TIMEOUT);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void check(ProcessRun run, boolean answers) {
    if (answers ? !run.stdout().equals("sat\n") : run.exitCode() != 0) {
      throw new IllegalStateException("fake solver failed: " + run);
    }
  }

  private static double xargs(Path solver, Path dir, List<Path> inputs, int jobs) throws Exception {
    return xargs(List.of(solver.toString()), dir, inputs, jobs);
  }

  /** A solver that takes no file argument ({@code sleep}) gets {@code -I} so the file name is dropped. */
  private static double xargs(List<String> argv, Path dir, List<Path> inputs, int jobs) throws Exception {
    Path list = dir.resolve("inputs.txt");
    Files.write(list, inputs.stream().map(Path::toString).toList());
    long t0 = System.nanoTime();
    List<String> cmd = new ArrayList<>(List.of("xargs", "-P" + jobs));
    cmd.addAll(argv.get(0).equals("sleep") ? List.of("-I", "{}") : List.of("-n1"));
    cmd.addAll(argv);
    Process p = new ProcessBuilder(cmd)
        .redirectInput(list.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    if (p.waitFor() != 0) {
      throw new IllegalStateException("xargs failed");
    }
    return inputs.size() / ((System.nanoTime() - t0) / 1e9);
  }

  private static List<Path> inputs(Path dir, int n) throws IOException {
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String text = "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x " + i + "))\n(check-sat)\n";
      files.add(Files.writeString(dir.resolve("in-" + i + ".smt2"), text, StandardCharsets.US_ASCII));
    }
    return files;
  }

  private static Path script(Path dir, String name, String text) throws IOException {
    Path p = Files.writeString(dir.resolve(name), text);
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx------"));
    return p;
  }

  private static double median(double[] xs) {
    double[] s = xs.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }
}
