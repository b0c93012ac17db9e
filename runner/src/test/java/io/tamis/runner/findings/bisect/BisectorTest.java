package io.tamis.runner.findings.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.store.Bisection;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class BisectorTest {
  private static final List<String> ORDER = List.of("4.8.15", "4.11.0", "4.12.0", "4.13.0", "4.14.1", "4.15.0",
      "4.16.0", "5.0.0", "5.1.0", "5.2.0-dev");
  private static final int NEWEST = 8;

  private static Bisection bisect(IntPredicate shows, List<String> replayed) throws InterruptedException {
    return new Bisector(ORDER, NEWEST, v -> {
      replayed.add(v);
      return new Bisection.Release(v, "x", shows.test(ORDER.indexOf(v)));
    }).run("z3");
  }

  /** A bug that appears at any release: the edge is found, both of its releases replayed, each release at most once. */
  @RepeatedTest(20)
  void findsWhereABugAppears(org.junit.jupiter.api.RepetitionInfo info) throws InterruptedException {
    int appears = 1 + new SplittableRandom(info.getCurrentRepetition()).nextInt(NEWEST);
    List<String> replayed = new ArrayList<>();
    Bisection b = bisect(i -> i >= appears, replayed);
    assertEquals(ORDER.get(appears), b.firstShowing());
    assertEquals(ORDER.get(appears - 1), b.lastNotShowing());
    assertEquals(Boolean.TRUE, b.newestShows());
    assertTrue(replayed.contains(ORDER.get(appears)) && replayed.contains(ORDER.get(appears - 1)), replayed::toString);
    assertEquals(replayed.size(), replayed.stream().distinct().count(), "a release replayed twice: " + replayed);
    assertTrue(replayed.size() <= 2 + 4 + 1, "binary search over 9 releases, plus the dev build: " + replayed);
  }

  @Test
  void aFixedBugIsNotShownByTheNewest() throws InterruptedException {
    Bisection b = bisect(i -> i < 3, new ArrayList<>());
    assertEquals("4.8.15", b.firstShowing());
    assertNull(b.lastNotShowing());
    assertEquals(Boolean.FALSE, b.newestShows());
    assertTrue(b.tried().stream().anyMatch(r -> r.version().equals("4.13.0") && !r.shows()), b.tried()::toString);
    assertTrue(b.tried().stream().anyMatch(r -> r.version().equals("4.12.0") && r.shows()), b.tried()::toString);
  }

  @Test
  void theDevelopmentBuildIsReplayedAfterTheSearch() throws InterruptedException {
    List<String> replayed = new ArrayList<>();
    Bisection b = bisect(i -> false, replayed);
    assertNull(b.firstShowing());
    assertEquals(List.of("5.1.0", "4.8.15", "5.2.0-dev"), replayed);
    assertEquals("5.1.0", b.newest());
    assertEquals(List.of("4.8.15", "5.1.0", "5.2.0-dev"), b.tried().stream().map(Bisection.Release::version).toList());
  }
}
