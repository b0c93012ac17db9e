package io.tamis.runner.campaign;

import io.tamis.core.gen.TestCase;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * How far each seed's test stream is done, as a journal checkpoint records it: a watermark below which
 * every test the stream made has a journaled verdict, how many tests that is, and the few done above it
 * (tests finish out of order). The campaign says which tests it took and which streams ended (it alone
 * knows the iterations a stream skipped); the journal says which it wrote. Thread-safe.
 */
public final class StreamMarks {
  /** A stream by what makes its tests: generator, seed file and campaign seed. */
  public record Key(String generator, String seedName, String sha256, long campaignSeed) {
    public static Key of(TestCase t) {
      return new Key(t.generator(), t.seedName(), t.seedSha256(), t.campaignSeed());
    }
  }

  /**
   * One stream's progress.
   *
   * @param next every test of the stream before this iteration is done
   * @param done how many tests that is
   * @param pushPop how many of them were sent in incremental form
   * @param above iterations done at or after {@code next}
   * @param ended the stream has no more tests and every one it made is done
   */
  public record Mark(long next, long done, long pushPop, long[] above, boolean ended) {
    public static final Mark NONE = new Mark(0, 0, 0, new long[0], false);
  }

  private static final class Stream {
    long next;
    long done;
    long pushPop;
    boolean ended;
    /** Taken and not yet journaled, and journaled above the watermark: iteration to sent-incrementally. */
    final TreeMap<Long, Boolean> inFlight = new TreeMap<>();
    final TreeMap<Long, Boolean> above = new TreeMap<>();

    long watermark() {
      return inFlight.isEmpty() ? next : inFlight.firstKey();
    }

    void count(boolean incremental) {
      done++;
      pushPop += incremental ? 1 : 0;
    }

    void settle() {
      long w = watermark();
      while (!above.isEmpty() && above.firstKey() < w) {
        count(above.pollFirstEntry().getValue());
      }
    }

    Mark mark() {
      long[] a = above.keySet().stream().mapToLong(Long::longValue).toArray();
      return new Mark(watermark(), done, pushPop, a, ended && inFlight.isEmpty());
    }
  }

  private final Map<Key, Stream> streams = new HashMap<>();

  /** A stream resumed at its checkpointed mark: its tests below {@code m.next()} are done. */
  public synchronized void restore(Key k, Mark m) {
    Stream s = stream(k);
    s.next = Math.max(s.next, m.next());
    s.done += m.done();
    s.pushPop += m.pushPop();
    s.ended |= m.ended();
  }

  /** The campaign sent {@code t} ({@code incremental}: in push/pop form). */
  public synchronized void taken(TestCase t, boolean incremental) {
    Stream s = stream(Key.of(t));
    s.inFlight.put(t.iteration(), incremental);
    s.next = Math.max(s.next, t.iteration() + 1);
  }

  /** The campaign passed {@code t}, done before the resume (the journal lists it). */
  public synchronized void passed(TestCase t, boolean incremental) {
    Stream s = stream(Key.of(t));
    s.next = Math.max(s.next, t.iteration() + 1);
    s.count(incremental);
    s.settle();
  }

  /** The journal wrote the verdict of test {@code iteration} of stream {@code k}. */
  public synchronized void journaled(Key k, long iteration) {
    Stream s = stream(k);
    Boolean incremental = s.inFlight.remove(iteration);
    boolean pushed = incremental != null && incremental;
    if (iteration < s.watermark()) {
      s.count(pushed);
    } else {
      s.above.put(iteration, pushed);
    }
    s.settle();
  }

  /** The stream of {@code k} has no more tests. */
  public synchronized void ended(Key k) {
    stream(k).ended = true;
  }

  /** Every stream's mark now. */
  public synchronized Map<Key, Mark> snapshot() {
    Map<Key, Mark> m = new LinkedHashMap<>();
    streams.forEach((k, s) -> m.put(k, s.mark()));
    return m;
  }

  private Stream stream(Key k) {
    return streams.computeIfAbsent(k, x -> new Stream());
  }
}
