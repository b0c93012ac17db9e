package io.tamis.runner.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TimeHistogramTest {
  @Test
  void callsFallIntoTheBucketOfTheirWallTimeAndEmptyBucketsAreLeftOut() {
    TimeHistogram h = new TimeHistogram();
    for (long millis : new long[] {0, 99, 100, 249, 250, 999, 1000, 7999, 8000, 60_000}) {
      h.add(millis * 1_000_000);
    }
    Map<String, Long> want = new LinkedHashMap<>();
    want.put("0-0.1s", 2L);
    want.put("0.1-0.25s", 2L);
    want.put("0.25-0.5s", 1L);
    want.put("0.5-1s", 1L);
    want.put("1-2s", 1L);
    want.put("4-8s", 1L);
    want.put("8s+", 2L);
    assertEquals(want, h.counts());
    assertEquals(List.copyOf(want.keySet()), List.copyOf(h.counts().keySet()), "in order");
  }
}
