package io.tamis.bench.coverage;

import io.tamis.solvers.coverage.EdgeCoverage;
import io.tamis.solvers.coverage.EdgeMap;
import io.tamis.solvers.coverage.SeenEdges;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * tamis's per-call cost on a coverage build: reading a call's edges out of its map, merging them into what the
 * campaign took, and zeroing what was read ({@link EdgeMap#drain}). Maps as large as Yices2's (53,525 edges),
 * Bitwuzla's (126,323) and z3's order (1,000,000), with the share of edges a test takes (Yices2's campaign tests:
 * 2-10 %; spread at random over the map, the worst case: a solver's edges come in runs). Each operation first
 * sets the call's counters, as the solver would ({@code fill}, measured alone too),
 * then drains them; against a solver call of 1-3 ms, what is left must be small.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g"})
public class EdgeMapBench {
  @Param({"53525", "1000000"})
  int edges;

  @Param({"0.02", "0.10"})
  double share;

  /**
   * uniform: the edges spread at random (the worst case); clustered: as a Yices2 campaign's calls take them,
   * measured on 5 seeds (2-5 % of the edges, about 2.7 to a word of 8 counters, in 30 % of the 64-counter blocks).
   */
  @Param({"uniform", "clustered"})
  String shape;

  private Path dir;
  private EdgeMap map;
  private SeenEdges seen;
  private int[] taken;

  @Setup(Level.Trial)
  public void open() throws IOException {
    // Where the pool keeps its maps: shared memory, not a disk the kernel writes dirty pages back to.
    dir = Files.createTempDirectory(Path.of("/dev/shm"), "edge-bench-");
    map = new EdgeMap(dir, EdgeCoverage.CAPACITY);
    seen = new SeenEdges(EdgeCoverage.CAPACITY);
    SplittableRandom random = new SplittableRandom(62);
    int n = (int) (edges * share);
    taken = shape.equals("uniform") ? random.ints(n, 1, edges).toArray() : clustered(random, n);
    map.hit(edges - 1); // the runtime's count of indices: what the drain scans
    map.drain(seen);
  }

  /** {@code n} edges in 30 % of the blocks of 64, about 2.7 to each word of 8 they touch. */
  private int[] clustered(SplittableRandom random, int n) {
    int blocks = edges / 64;
    int perBlock = Math.max(1, (int) Math.round(n / (0.3 * blocks)));
    int[] out = new int[n];
    for (int k = 0; k < n; ) {
      int block = random.nextInt(blocks);
      int words = Math.max(1, (int) Math.round(perBlock / 2.7));
      for (int i = 0; i < perBlock && k < n; i++) {
        out[k++] = Math.max(1, block * 64 + 8 * random.nextInt(Math.min(8, words)) + random.nextInt(8));
      }
    }
    return out;
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    map.close();
    Files.deleteIfExists(dir);
  }

  /** The solver's side alone: its counters set (a baseline to subtract; setting a set counter again is the same). */
  @Benchmark
  public int fill() {
    for (int i : taken) {
      map.hit(i);
    }
    return taken.length;
  }

  /** The solver's counters set, then tamis's read, merge and reset. */
  @Benchmark
  public int fillAndDrain() {
    for (int i : taken) {
      map.hit(i);
    }
    return map.drain(seen).edges();
  }
}
