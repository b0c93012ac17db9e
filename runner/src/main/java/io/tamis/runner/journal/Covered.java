package io.tamis.runner.journal;

import io.tamis.runner.campaign.StreamMarks;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The tests {@code tamis merge} has counted, by stream (generator, seed file's hash, campaign seed) and
 * iteration: a prefix per stream from the inputs' checkpoints, and the tests listed one by one. Memory grows
 * with the tests listed after checkpoints, not with the tests of the campaigns.
 */
final class Covered {
  private static final class Stream {
    long prefix;
    final LongOpenHashSet listed = new LongOpenHashSet();

    boolean contains(long iteration) {
      return iteration < prefix || listed.contains(iteration);
    }
  }

  private final Map<String, Stream> streams = new HashMap<>();

  private static String key(StreamMarks.Key k) {
    return k.generator() + '\0' + k.sha256() + '\0' + k.campaignSeed();
  }

  /** True when every test {@code c} stands for is counted already (the same folder given twice). */
  boolean covers(Checkpoint c) {
    if (c.marks().isEmpty()) {
      return false;
    }
    for (Map.Entry<StreamMarks.Key, StreamMarks.Mark> e : c.marks().entrySet()) {
      Stream s = streams.get(key(e.getKey()));
      if (s == null || s.prefix < e.getValue().next()) {
        return false;
      }
      for (long i : e.getValue().above()) {
        if (!s.contains(i)) {
          return false;
        }
      }
    }
    return true;
  }

  /** True when some test {@code c} stands for may be counted already. */
  boolean overlaps(Checkpoint c) {
    for (Map.Entry<StreamMarks.Key, StreamMarks.Mark> e : c.marks().entrySet()) {
      Stream s = streams.get(key(e.getKey()));
      if (s != null && e.getValue().next() > 0 && (s.prefix > 0 || s.listed.longStream().anyMatch(
          i -> i < e.getValue().next()))) {
        return true;
      }
    }
    return false;
  }

  void add(Checkpoint c) {
    c.marks().forEach((k, m) -> {
      Stream s = streams.computeIfAbsent(key(k), x -> new Stream());
      s.prefix = Math.max(s.prefix, m.next());
      for (long i : m.above()) {
        s.listed.add(i);
      }
    });
  }

  /** Counts {@code t}; false when it was counted already. */
  boolean add(TestRecord t) {
    Stream s = streams.computeIfAbsent(key(t.key()), x -> new Stream());
    return !s.contains(t.iteration()) && s.listed.add(t.iteration());
  }
}
