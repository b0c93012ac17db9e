package io.tamis.runner.evidence;

import java.util.List;

/**
 * A recursion without end in the top frames of a stack: below some leading frames (what the cycle called
 * when the stack ran out), the same functions again and again.
 */
final class Recursion {
  /** Repeats of the cycle the frames must show, so that one call of a function by itself is no recursion. */
  private static final int REPEATS = 2;
  /** Leading frames allowed before the cycle (an allocation's when the stack ran out): deeper is an ordinary stack. */
  private static final int LEAD = 3;

  private Recursion() {}

  /** The functions of the cycle, innermost first, or empty when the frames repeat no cycle to their end. */
  static List<String> cycle(List<String> frames) {
    for (int start = 0; start <= LEAD && start < frames.size(); start++) {
      for (int period = 1; start + REPEATS * period <= frames.size(); period++) {
        if (repeats(frames, start, period)) {
          return frames.subList(start, start + period);
        }
      }
    }
    return List.of();
  }

  /** True when every frame from {@code start} to the end equals the one {@code period} frames further in. */
  private static boolean repeats(List<String> frames, int start, int period) {
    for (int i = start; i + period < frames.size(); i++) {
      if (!frames.get(i).equals(frames.get(i + period))) {
        return false;
      }
    }
    return true;
  }
}
