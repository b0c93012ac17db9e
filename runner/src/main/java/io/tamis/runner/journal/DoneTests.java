package io.tamis.runner.journal;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.Campaign;
import io.tamis.runner.campaign.StreamMarks;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The tests a journal lists as done, by seed and iteration, with the answers learning streams were told: a
 * checkpoint's mark per stream (every test below it is done) and the tests listed one by one after it.
 */
public final class DoneTests implements Campaign.Done {
  private final Map<String, LongOpenHashSet> done = new HashMap<>();
  private final Map<String, Map.Entry<StreamMarks.Key, StreamMarks.Mark>> marks = new HashMap<>();
  private final Map<String, Long2ObjectOpenHashMap<Answer>> answers = new HashMap<>();
  private long size;

  /** Adds a checkpoint's marks: the tests below each mark, and those it lists above it. */
  public void add(Checkpoint c) {
    c.marks().forEach((k, m) -> {
      marks.put(k.seedName(), Map.entry(k, m));
      size += m.done();
      LongOpenHashSet s = done.computeIfAbsent(k.seedName(), x -> new LongOpenHashSet());
      for (long i : m.above()) {
        size += s.add(i) ? 1 : 0;
      }
    });
  }

  /** Adds a journaled test; a test listed twice counts once. */
  public void add(TestRecord t) {
    if (!below(t.seedName(), t.iteration())
        && done.computeIfAbsent(t.seedName(), k -> new LongOpenHashSet()).add(t.iteration())) {
      size++;
    }
    if (t.answer() != null) {
      answers.computeIfAbsent(t.seedName(), k -> new Long2ObjectOpenHashMap<>()).put(t.iteration(), t.answer());
    }
  }

  private boolean below(String seed, long iteration) {
    Map.Entry<StreamMarks.Key, StreamMarks.Mark> m = marks.get(seed);
    return m != null && iteration < m.getValue().next();
  }

  public long size() {
    return size;
  }

  @Override
  public boolean contains(TestCase test) {
    LongOpenHashSet s = done.get(test.seedName());
    return below(test.seedName(), test.iteration()) || s != null && s.contains(test.iteration());
  }

  @Override
  public Answer answer(TestCase test) {
    Long2ObjectOpenHashMap<Answer> m = answers.get(test.seedName());
    return m == null ? null : m.get(test.iteration());
  }

  @Override
  public Map.Entry<StreamMarks.Key, StreamMarks.Mark> mark(SeedScript seed) {
    return marks.get(seed.name());
  }
}
