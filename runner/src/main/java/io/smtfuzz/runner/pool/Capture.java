package io.smtfuzz.runner.pool;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A bounded copy of a stream: its first {@code limit} bytes and its last {@code limit} bytes, and
 * the count of all bytes. A solver printing 100 MB costs 2 * limit bytes of memory.
 */
public final class Capture {
  private final byte[] head;
  private final byte[] tail;
  private int headLength;
  private long total;

  public Capture(int limit) {
    head = new byte[limit];
    tail = new byte[limit];
  }

  /** Reads {@code in} to its end (or until it fails, e.g. closed because the process was killed). */
  public void readAll(InputStream in) {
    byte[] buf = new byte[8192];
    try (in) {
      int n;
      while ((n = in.read(buf)) > 0) {
        append(buf, n);
      }
    } catch (IOException e) {
      // The stream dies with its process: what was read so far is the capture.
    }
  }

  synchronized void append(byte[] buf, int n) {
    int off = 0;
    if (headLength < head.length) {
      int k = Math.min(n, head.length - headLength);
      System.arraycopy(buf, 0, head, headLength, k);
      headLength += k;
      off = k;
    }
    long at = total + off - headLength;
    int from = off;
    int count = n - off;
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
