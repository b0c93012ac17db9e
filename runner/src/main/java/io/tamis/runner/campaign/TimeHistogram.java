package io.tamis.runner.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * Solver calls by wall time, in buckets from 0.1 s to 8 s: how long answers take tells whether
 * a campaign's timeouts are too generous (answers far below them) or too tight (answers close by).
 */
final class TimeHistogram {
  private static final long[] UPPER_MILLIS = {100, 250, 500, 1000, 2000, 4000, 8000};
  private final LongAdder[] counts = new LongAdder[UPPER_MILLIS.length + 1];

  TimeHistogram() {
    for (int i = 0; i < counts.length; i++) {
      counts[i] = new LongAdder();
    }
  }

  void add(long nanos) {
    long millis = nanos / 1_000_000;
    int i = 0;
    while (i < UPPER_MILLIS.length && millis >= UPPER_MILLIS[i]) {
      i++;
    }
    counts[i].increment();
  }

  /** Every bucket's count, in order (a journal checkpoint). */
  long[] state() {
    long[] a = new long[counts.length];
    for (int i = 0; i < a.length; i++) {
      a[i] = counts[i].sum();
    }
    return a;
  }

  /** Adds the counts of a {@link #state} read back. */
  void add(JsonNode state) {
    for (int i = 0; i < counts.length && i < state.size(); i++) {
      counts[i].add(state.get(i).asLong());
    }
  }

  /** Non-empty buckets in order, named by their bounds in seconds ("0.1-0.25s", "8s+"). */
  Map<String, Long> counts() {
    Map<String, Long> m = new LinkedHashMap<>();
    for (int i = 0; i < counts.length; i++) {
      long n = counts[i].sum();
      if (n > 0) {
        m.put(name(i), n);
      }
    }
    return m;
  }

  private static String name(int i) {
    if (i == UPPER_MILLIS.length) {
      return seconds(UPPER_MILLIS[i - 1]) + "s+";
    }
    return (i == 0 ? "0" : seconds(UPPER_MILLIS[i - 1])) + "-" + seconds(UPPER_MILLIS[i]) + "s";
  }

  private static String seconds(long millis) {
    return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
  }
}
