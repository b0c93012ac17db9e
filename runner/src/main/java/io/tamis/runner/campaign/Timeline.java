package io.tamis.runner.campaign;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleConsumer;
import java.util.stream.Stream;

/**
 * Samples the campaign every {@value #PERIOD_SECONDS} s into {@code DIR/timeline.tsv}: elapsed seconds
 * (all sessions), tests, findings, timeouts, and this JVM's resident memory, threads and open files
 * (solver processes not included): the report's curves, and the check that a long run stays flat. A
 * resumed campaign appends. After each row {@code tick} gets the elapsed time (the journal's clock).
 */
public final class Timeline implements AutoCloseable {
  public static final String FILE = "timeline.tsv";
  /** {@code edges}: the edges of coverage builds taken so far (0 without one; absent from older timelines). */
  public static final String HEADER = "seconds\ttests\tfindings\ttimeouts\trss_bytes\tthreads\topen_files\tedges";
  static final long PERIOD_SECONDS = 10;

  private final Statistics stats;
  private final Path file;
  private final DoubleConsumer tick;
  private final PrintStream err;
  private final ScheduledExecutorService timer;

  public Timeline(Statistics stats, Path dir, DoubleConsumer tick, PrintStream err) throws IOException {
    this.stats = stats;
    this.file = Files.createDirectories(dir).resolve(FILE);
    this.tick = tick;
    this.err = err;
    if (!Files.exists(file) || Files.size(file) == 0) {
      Files.writeString(file, HEADER + "\n", StandardCharsets.US_ASCII);
    }
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tamis-timeline");
      t.setDaemon(true);
      return t;
    });
    timer.scheduleAtFixedRate(this::sample, PERIOD_SECONDS, PERIOD_SECONDS, TimeUnit.SECONDS);
  }

  private void sample() {
    double elapsed = stats.elapsedSeconds();
    String row = String.format(Locale.ROOT, "%.1f\t%d\t%d\t%d\t%d\t%d\t%d\t%d%n", elapsed, stats.tests(),
        stats.findings(), stats.timeouts(), status("VmRSS:") * 1024, status("Threads:"), openFiles(), stats.edges());
    try {
      Files.writeString(file, row, StandardCharsets.US_ASCII, StandardOpenOption.APPEND);
      tick.accept(elapsed);
    } catch (IOException | RuntimeException e) {
      err.println("tamis: cannot write " + file + ": " + e);
    }
  }

  /** A number from /proc/self/status (kB for memory), or -1 where there is none. */
  static long status(String key) {
    try (Stream<String> lines = Files.lines(Path.of("/proc/self/status"))) {
      return lines.filter(l -> l.startsWith(key)).findFirst()
          .map(l -> Long.parseLong(l.substring(key.length()).replace("kB", "").strip())).orElse(-1L);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  static long openFiles() {
    try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
      return fds.count();
    } catch (IOException e) {
      return -1;
    }
  }

  /** The rows (without the header) of {@code dir}'s timeline, or none. */
  public static List<String[]> read(Path dir) throws IOException {
    Path f = dir.resolve(FILE);
    if (!Files.exists(f)) {
      return List.of();
    }
    try (Stream<String> lines = Files.lines(f)) {
      return lines.skip(1).filter(l -> !l.isBlank()).map(l -> l.split("\t")).filter(a -> a.length >= 7).toList();
    }
  }

  /**
   * The timelines of shards that ran side by side, as one on a {@value #PERIOD_SECONDS} s grid: each
   * shard's last row at or before a point counts there (its last row after it ended); tests,
   * findings and timeouts are added up (a finding two shards found counts twice), memory, threads
   * and open files are the largest shard's, and so are the edges (a lower bound: shards share most edges).
   */
  public static void merge(List<Path> inputs, Path out) throws IOException {
    List<List<String[]>> all = new java.util.ArrayList<>();
    double end = 0;
    for (Path in : inputs) {
      List<String[]> rows = read(in);
      all.add(rows);
      end = rows.isEmpty() ? end : Math.max(end, Double.parseDouble(rows.get(rows.size() - 1)[0]));
    }
    StringBuilder b = new StringBuilder(HEADER).append('\n');
    for (double t = PERIOD_SECONDS; t < end + PERIOD_SECONDS; t += PERIOD_SECONDS) {
      double at = Math.min(t, end);
      long[] sum = new long[7];
      for (List<String[]> rows : all) {
        String[] r = lastAt(rows, at);
        for (int k = 0; k < 7 && r != null && k + 1 < r.length; k++) {
          long v = Long.parseLong(r[k + 1]);
          sum[k] = k < 3 ? sum[k] + v : Math.max(sum[k], v);
        }
      }
      b.append(String.format(Locale.ROOT, "%.1f\t%d\t%d\t%d\t%d\t%d\t%d\t%d%n", at, sum[0], sum[1], sum[2],
          sum[3], sum[4], sum[5], sum[6]));
    }
    Files.writeString(Files.createDirectories(out).resolve(FILE), b, StandardCharsets.US_ASCII);
  }

  private static String[] lastAt(List<String[]> rows, double t) {
    String[] last = null;
    for (String[] r : rows) {
      if (Double.parseDouble(r[0]) > t) {
        break;
      }
      last = r;
    }
    return last;
  }

  /** Stops sampling after a last row. */
  @Override
  public void close() {
    timer.shutdownNow();
    try {
      timer.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    sample();
  }
}
