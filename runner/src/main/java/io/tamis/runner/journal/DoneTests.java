package io.tamis.runner.journal;

import io.tamis.core.gen.Answer;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.Campaign;
import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.HashMap;
import java.util.Map;

/** The tests a journal lists as done, by seed and iteration, with the answers learning streams were told. */
public final class DoneTests implements Campaign.Done {
  private final Map<String, LongOpenHashSet> done = new HashMap<>();
  private final Map<String, Long2ObjectOpenHashMap<Answer>> answers = new HashMap<>();
  private long size;

  /** Adds a journaled test; a test listed twice counts once. */
  public void add(TestRecord t) {
    if (done.computeIfAbsent(t.seedName(), k -> new LongOpenHashSet()).add(t.iteration())) {
      size++;
    }
    if (t.answer() != null) {
      answers.computeIfAbsent(t.seedName(), k -> new Long2ObjectOpenHashMap<>()).put(t.iteration(), t.answer());
    }
  }

  public long size() {
    return size;
  }

  @Override
  public boolean contains(TestCase test) {
    LongOpenHashSet s = done.get(test.seedName());
    return s != null && s.contains(test.iteration());
  }

  @Override
  public Answer answer(TestCase test) {
    Long2ObjectOpenHashMap<Answer> m = answers.get(test.seedName());
    return m == null ? null : m.get(test.iteration());
  }
}
