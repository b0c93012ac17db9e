package io.tamis.runner.evidence;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The native evidence of a crash: the top frames of the solver's own code, innermost first, and where
 * they come from.
 *
 * @param source {@link #ASAN} (AddressSanitizer), {@link #UBSAN}, {@link #ASSERTION} (a debug build's
 *     assertion, or z3's and cvc5's checks that release builds keep) or {@link #GDB}
 * @param error what went wrong in the source's words: {@code heap-use-after-free}, {@code SEGV},
 *     {@code signed integer overflow}, the failed condition, {@code SIGSEGV}; or null
 * @param frames at most {@link #FRAMES}, innermost first; never empty
 */
public record Stack(String source, String error, List<Frame> frames) {
  public static final String ASAN = "asan";
  public static final String UBSAN = "ubsan";
  public static final String ASSERTION = "assertion";
  public static final String GDB = "gdb";
  /** Frames kept: enough for a maintainer to see the path into the failing function. */
  public static final int FRAMES = 8;
  /**
   * Frames in the dedup key: the place and its two callers. Deeper frames differ when the same fault is
   * reached from elsewhere; fewer would join unrelated faults in a shared helper.
   */
  public static final int KEY_FRAMES = 3;

  public Stack {
    if (frames.isEmpty()) {
      throw new IllegalArgumentException("a stack of " + source + " without frames");
    }
    frames = List.copyOf(frames.subList(0, Math.min(FRAMES, frames.size())));
  }

  /**
   * The top frames' keys, innermost first: {@code f < g < h}; a failed assertion by its file and line, which
   * name it where its function may hold several. The error's words are left out, as messages are.
   */
  public String key() {
    if (source.equals(ASSERTION)) {
      return frames.get(0).placeKey();
    }
    List<String> keys = frameKeys();
    List<String> cycle = Recursion.cycle(keys);
    if (!cycle.isEmpty()) {
      // A stack overflow stops anywhere in the cycle and in whatever it calls: the cycle is the bug.
      return "recursion of " + cycle.stream().sorted().collect(Collectors.joining(" | "));
    }
    return keys.stream().limit(KEY_FRAMES).collect(Collectors.joining(" < "));
  }

  /** The frames' keys of a cycle the top frames repeat (a recursion without end), innermost first; else empty. */
  public List<String> recursion() {
    return Recursion.cycle(frameKeys());
  }

  private List<String> frameKeys() {
    return frames.stream().map(Frame::key).toList();
  }
}
