package io.tamis.solvers.coverage;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The edge coverage of one {@code +coverage} build in one campaign: the edges taken so far and the maps its
 * processes count into, one per process running (a pool slot or a warm session), reused after each drain.
 */
public final class EdgeCoverage implements AutoCloseable {
  /** Counters per map: more than any solver has edges (cvc5's and z3's are in the millions). */
  public static final int CAPACITY = 1 << 24;
  private final String build;
  private final Path dir;
  private final int capacity;
  private final SeenEdges seen;
  private final Queue<EdgeMap> free = new ConcurrentLinkedQueue<>();
  private final Queue<EdgeMap> all = new ConcurrentLinkedQueue<>();
  private final AtomicInteger guards = new AtomicInteger();

  public EdgeCoverage(String build, Path dir) {
    this(build, dir, CAPACITY);
  }

  EdgeCoverage(String build, Path dir, int capacity) {
    this.build = build;
    this.dir = dir;
    this.capacity = capacity;
    this.seen = new SeenEdges(capacity);
  }

  /** The build's name as installed ({@code yices2@main+coverage}). */
  public String build() {
    return build;
  }

  public SeenEdges seen() {
    return seen;
  }

  /** The build's edges, as its runtime numbered them; 0 before its first run. */
  public int guards() {
    return guards.get();
  }

  /** A clean map for one process. */
  public EdgeMap lease() throws IOException {
    EdgeMap m = free.poll();
    if (m == null) {
      m = new EdgeMap(dir, capacity);
      all.add(m);
    }
    return m;
  }

  /** The edges the process counted into {@code map} since the last collect; the map is clean again. */
  public Hits collect(EdgeMap map) {
    int used = map.used();
    guards.accumulateAndGet(Math.max(0, used - 1), Math::max);
    return map.drain(seen);
  }

  /** {@code map} is free for another process (after its last {@link #collect}). */
  public void release(EdgeMap map) {
    free.add(map);
  }

  /** {@code map} is free again once {@code process} has exited, its counts unread and cleared (a session's end). */
  public void releaseAfter(Process process, EdgeMap map) {
    process.onExit().thenRun(() -> {
      map.clear();
      release(map);
    });
  }

  @Override
  public void close() {
    EdgeMap m;
    while ((m = all.poll()) != null) {
      m.close();
    }
    free.clear();
  }
}
