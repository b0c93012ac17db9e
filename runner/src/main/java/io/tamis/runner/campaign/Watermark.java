package io.tamis.runner.campaign;

import java.util.concurrent.ConcurrentSkipListSet;

/**
 * The contiguous prefix of a stream whose tests all have a verdict, while tests finish out of
 * order. Positions the stream skipped (not submitted) count as done; a cancelled test stays
 * pending, so the prefix never claims a test that was not checked.
 */
public final class Watermark {
  private final ConcurrentSkipListSet<Long> pending = new ConcurrentSkipListSet<>();
  private volatile long consumed;

  /** Call before submitting the test at {@code position}. */
  public void submitting(long position) {
    pending.add(position);
  }

  /** The test at {@code position} was not started after all, or it has a verdict. */
  public void done(long position) {
    pending.remove(position);
  }

  /** The stream has handed out every position below {@code positions}. */
  public void consumed(long positions) {
    consumed = positions;
  }

  /** Positions below this one all have a verdict. */
  public long prefix() {
    Long first = pending.isEmpty() ? null : pending.first();
    return first == null ? consumed : Math.min(first, consumed);
  }
}
