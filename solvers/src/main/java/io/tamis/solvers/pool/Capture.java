package io.tamis.solvers.pool;

import io.tamis.solvers.launch.Sink;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A bounded copy of a stream: its first {@code limit} bytes and its last {@code limit} bytes, and
 * the count of all bytes. A solver printing 100 MB costs 2 * limit bytes of memory; one printing
 * "sat" costs a few bytes (the head grows as needed and the tail exists only once the head is full:
 * two 64 KiB buffers per call were most of the pool's allocation).
 */
public final class Capture implements Sink {
  private static final int FIRST = 256;
  private static final byte[] NONE = new byte[0];

  private final int limit;
  private byte[] head = NONE;
  private byte[] tail = NONE;
  private int headLength;
  private long total;

  public Capture(int limit) {
    this.limit = limit;
  }

  /** Reads {@code in} to its end (or until it fails, e.g. closed because the process was killed). */
  public void readAll(InputStream in) {
    Sink.readAll(in, this);
  }

  @Override
  public synchronized void append(byte[] buf, int n) {
    int off = 0;
    if (headLength < limit) {
      int k = Math.min(n, limit - headLength);
      grow(headLength + k);
      System.arraycopy(buf, 0, head, headLength, k);
      headLength += k;
      off = k;
    }
    long at = total + off - headLength;
    int from = off;
    int count = n - off;
    if (count > 0 && tail.length == 0) {
      tail = new byte[limit];
    }
    if (count > tail.length) {
      from += count - tail.length;
      at += count - tail.length;
      count = tail.length;
    }
    while (count > 0) {
      int p = (int) (at % tail.length);
      int k = Math.min(count, tail.length - p);
      System.arraycopy(buf, from, tail, p, k);
      from += k;
      at += k;
      count -= k;
    }
    total += n;
  }

  private void grow(int needed) {
    if (needed > head.length) {
      head = Arrays.copyOf(head, Math.min(limit, Math.max(needed, Math.max(FIRST, 2 * head.length))));
    }
  }

  public synchronized long total() {
    return total;
  }

  /** The text kept: the head, then (if bytes were dropped) a marker, then the tail. */
  public synchronized String text() {
    String first = new String(head, 0, headLength, StandardCharsets.ISO_8859_1);
    long tailBytes = total - headLength;
    if (tailBytes <= 0) {
      return first;
    }
    int keep = (int) Math.min(tailBytes, tail.length);
    byte[] last = new byte[keep];
    long start = tailBytes - keep;
    for (int i = 0; i < keep; i++) {
      last[i] = tail[(int) ((start + i) % tail.length)];
    }
    String gap = tailBytes > keep ? "\n[... " + (tailBytes - keep) + " bytes dropped ...]\n" : "";
    return first + gap + new String(last, StandardCharsets.ISO_8859_1);
  }
}
