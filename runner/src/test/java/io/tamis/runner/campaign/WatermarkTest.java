package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class WatermarkTest {
  @Test
  void prefixStopsAtTheFirstTestWithoutAVerdict() {
    Watermark m = new Watermark();
    for (long p = 0; p < 5; p++) {
      m.submitting(p);
      m.consumed(p + 1);
    }
    m.done(0);
    m.done(2);
    m.done(4);
    assertEquals(1, m.prefix());
    m.done(1);
    assertEquals(3, m.prefix());
    m.done(3);
    assertEquals(5, m.prefix());
  }

  @Test
  void skippedPositionsCountAsDoneAndACancelledTestHoldsThePrefix() {
    Watermark m = new Watermark();
    m.submitting(2);
    m.consumed(3);
    assertEquals(2, m.prefix(), "positions 0 and 1 were skipped by the stream");
    m.consumed(10);
    assertEquals(2, m.prefix(), "test 2 was cancelled: never done");
  }
}
