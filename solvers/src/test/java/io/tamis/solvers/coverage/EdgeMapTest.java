package io.tamis.solvers.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The map a coverage build counts into: read, reset by the read, and merged into what a campaign took. */
class EdgeMapTest {
  @Test
  void aDrainReadsTheEdgesTakenOnceAndLeavesTheMapClean(@TempDir Path dir) throws Exception {
    SeenEdges seen = new SeenEdges(4096);
    try (EdgeMap map = new EdgeMap(dir, 4096)) {
      for (int i : new int[] {1, 2, 9, 64, 4000}) {
        map.hit(i);
      }
      assertEquals(4001, map.used());
      assertEquals(new Hits(5, 5, 0, 0), map.drain(seen));
      for (int i : new int[] {1, 2, 9, 64, 4000}) {
        assertEquals(0, map.counter(i), "counter " + i + " reset by the read");
      }
      assertEquals(new Hits(0, 0, 0, 0), map.drain(seen), "nothing taken since");
      map.hit(2);
      map.hit(3);
      assertEquals(new Hits(2, 1, 0, 0), map.drain(seen), "edge 2 was taken before, 3 is new");
      assertEquals(6, seen.count());
    }
    try (var files = Files.list(dir)) {
      assertEquals(0, files.count(), "a closed map's file is deleted");
    }
  }

  @Test
  void everyCounterOfAWordIsRead(@TempDir Path dir) throws Exception {
    SeenEdges seen = new SeenEdges(64);
    try (EdgeMap map = new EdgeMap(dir, 64)) {
      for (int i = 8; i < 16; i++) {
        map.hit(i);
      }
      assertEquals(8, map.drain(seen).edges());
    }
  }

  @Test
  void anAimedEdgeCountsAsATargetWhetherNewOrNot(@TempDir Path dir) throws Exception {
    SeenEdges seen = new SeenEdges(1024);
    seen.aim(new int[] {5, 700});
    try (EdgeMap map = new EdgeMap(dir, 1024)) {
      map.hit(5);
      map.hit(6);
      assertEquals(new Hits(2, 2, 1, 1), map.drain(seen));
      map.hit(5);
      map.hit(700);
      assertEquals(new Hits(2, 1, 2, 1), map.drain(seen));
    }
  }

  /** Seeded: maps drained at once into one set count each edge new exactly once. */
  @Test
  void concurrentDrainsCountEachEdgeNewOnce(@TempDir Path dir) throws Exception {
    int capacity = 1 << 16;
    SeenEdges seen = new SeenEdges(capacity);
    SplittableRandom random = new SplittableRandom(62);
    List<EdgeMap> maps = new ArrayList<>();
    java.util.BitSet all = new java.util.BitSet();
    for (int m = 0; m < 8; m++) {
      EdgeMap map = new EdgeMap(dir, capacity);
      for (int k = 0; k < 5000; k++) {
        int i = 1 + random.nextInt(capacity - 1);
        map.hit(i);
        all.set(i);
      }
      maps.add(map);
    }
    List<Thread> threads = new ArrayList<>();
    java.util.concurrent.atomic.AtomicInteger fresh = new java.util.concurrent.atomic.AtomicInteger();
    for (EdgeMap map : maps) {
      threads.add(Thread.ofVirtual().start(() -> fresh.addAndGet(map.drain(seen).fresh())));
    }
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(all.cardinality(), fresh.get());
    assertEquals(all.cardinality(), seen.count());
    all.stream().limit(100).forEach(i -> assertTrue(seen.contains(i)));
    maps.forEach(EdgeMap::close);
  }

  @Test
  void mergingSavedWordsAddsOnlyTheEdgesNotSeen() {
    SeenEdges a = new SeenEdges(256);
    a.add(1);
    a.add(70);
    SeenEdges b = new SeenEdges(256);
    b.add(70);
    b.add(200);
    assertEquals(1, a.merge(b.words()), "only edge 200 is new to a");
    assertEquals(3, a.count());
    assertTrue(a.contains(200));
    assertFalse(a.contains(2));
  }

  @Test
  void aMapLeftByAKilledProcessIsClearedWhole(@TempDir Path dir) throws Exception {
    try (EdgeMap map = new EdgeMap(dir, 128)) {
      map.hit(3);
      map.hit(100);
      map.clear();
      assertEquals(0, map.drain(new SeenEdges(128)).edges());
    }
  }
}
