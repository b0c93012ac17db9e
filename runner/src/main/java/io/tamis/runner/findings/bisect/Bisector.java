package io.tamis.runner.findings.bisect;

import io.tamis.runner.store.Bisection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds where a finding appears (or disappears) in a solver's release order by binary search,
 * replaying as few releases as it can: the newest release, the oldest, then the middle of the
 * interval whose ends disagree until they are neighbours, so both releases at the edge were
 * replayed. Releases after the newest release (development builds) are replayed too, once.
 */
public final class Bisector {
  /** Replays the finding on one release. */
  public interface Probe {
    Bisection.Release replay(String version) throws InterruptedException;
  }

  private final List<String> order;
  private final int newest;
  private final Probe probe;
  private final Map<Integer, Bisection.Release> tried = new LinkedHashMap<>();

  /**
   * @param order the installed releases, oldest first
   * @param newest the index in {@code order} of the newest release (those after it are development builds)
   */
  public Bisector(List<String> order, int newest, Probe probe) {
    if (order.isEmpty() || newest < 0 || newest >= order.size()) {
      throw new IllegalArgumentException("no releases to bisect, or newest " + newest + " outside " + order);
    }
    this.order = List.copyOf(order);
    this.newest = newest;
    this.probe = probe;
  }

  public Bisection run(String solver) throws InterruptedException {
    boolean last = shows(newest);
    boolean first = shows(0);
    String firstShowing = null;
    String lastNotShowing = null;
    if (first != last) {
      int edge = edge(0, newest, first);
      firstShowing = order.get(last ? edge : 0);
      lastNotShowing = last ? order.get(edge - 1) : null;
    } else if (first) {
      firstShowing = order.get(0);
    }
    for (int i = newest + 1; i < order.size(); i++) {
      shows(i);
    }
    List<Bisection.Release> releases = new ArrayList<>();
    tried.keySet().stream().sorted().forEach(i -> releases.add(tried.get(i)));
    return new Bisection(solver, releases, firstShowing, lastNotShowing, order.get(newest), last);
  }

  /**
   * The first index in (lo, hi] whose answer differs from {@code atLo}'s, given that lo and hi differ:
   * the interval halves until its ends are neighbours.
   */
  private int edge(int lo, int hi, boolean atLo) throws InterruptedException {
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      if (shows(mid) == atLo) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return hi;
  }

  private boolean shows(int i) throws InterruptedException {
    Bisection.Release r = tried.get(i);
    if (r == null) {
      r = probe.replay(order.get(i));
      tried.put(i, r);
    }
    return r.shows();
  }
}
