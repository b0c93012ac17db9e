package io.tamis.solvers.coverage;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The edges of one coverage build that a campaign has taken, a bit each, and the edges it aims at. Maps of
 * several solver calls drain into it at once: a bit is set with one atomic OR, so exactly one call counts an
 * edge as new.
 */
public final class SeenEdges {
  private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(long[].class);
  private final long[] bits;
  private final AtomicInteger count = new AtomicInteger();
  private volatile long[] aimed = new long[0];

  public SeenEdges(int capacity) {
    bits = new long[(capacity + 63) >>> 6];
  }

  /** Marks {@code index} taken; true when it was not taken before. */
  public boolean add(int index) {
    long bit = 1L << index;
    long old = (long) WORDS.getAndBitwiseOr(bits, index >>> 6, bit);
    if ((old & bit) != 0) {
      return false;
    }
    count.incrementAndGet();
    return true;
  }

  /**
   * Marks the edges {@code first + b} for each bit {@code b} of {@code mask} ({@code first} a multiple of 8: the
   * eight counters of one word of a map, all in one word here); returns the bits of those that were new. An edge
   * taken before costs a plain read: after a campaign's first minutes nearly all are.
   */
  int addEight(int first, int mask) {
    int w = first >>> 6;
    int shift = first & 63;
    long bits = (long) mask << shift;
    if ((bits & ~(long) WORDS.getOpaque(this.bits, w)) == 0) {
      return 0;
    }
    long fresh = bits & ~(long) WORDS.getAndBitwiseOr(this.bits, w, bits);
    count.addAndGet(Long.bitCount(fresh));
    return (int) (fresh >>> shift);
  }

  /** The bits of {@code mask} whose edges ({@code first + b}, as in {@link #addEight}) are aimed at. */
  int aimedEight(int first, int mask) {
    long[] a = aimed;
    int w = first >>> 6;
    return w < a.length ? (int) (a[w] >>> (first & 63)) & mask : 0;
  }

  public boolean contains(int index) {
    return ((long) WORDS.getVolatile(bits, index >>> 6) & 1L << index) != 0;
  }

  /** Whether {@code index} is an edge the campaign aims at. */
  public boolean aimed(int index) {
    long[] a = aimed;
    int w = index >>> 6;
    return w < a.length && (a[w] & 1L << index) != 0;
  }

  /** Aims at {@code indices} from now on (the edges in the code a commit changed). */
  public void aim(int[] indices) {
    long[] a = new long[bits.length];
    for (int i : indices) {
      if (i >>> 6 < a.length) {
        a[i >>> 6] |= 1L << i;
      }
    }
    aimed = a;
  }

  /** Edges taken so far. */
  public int count() {
    return count.get();
  }

  /** The bits, one long per 64 edges: what a campaign saves. */
  public long[] words() {
    long[] out = new long[bits.length];
    for (int w = 0; w < bits.length; w++) {
      out[w] = (long) WORDS.getVolatile(bits, w);
    }
    return out;
  }

  /** Adds the edges of {@code words} (a saved campaign's, a shard's): what AFL's sync between instances does. */
  public int merge(long[] words) {
    int fresh = 0;
    for (int w = 0; w < Math.min(words.length, bits.length); w++) {
      long old = (long) WORDS.getAndBitwiseOr(bits, w, words[w]);
      fresh += Long.bitCount(words[w] & ~old);
    }
    count.addAndGet(fresh);
    return fresh;
  }
}
