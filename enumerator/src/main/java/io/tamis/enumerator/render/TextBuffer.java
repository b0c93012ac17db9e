package io.tamis.enumerator.render;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable byte buffer for test text, filled with whole precompiled pieces by
 * {@code System.arraycopy} (the hot path of streaming; core's ByteBuf copies char by char).
 */
public final class TextBuffer {
  private byte[] bytes;
  private int length;

  public TextBuffer(int capacity) {
    bytes = new byte[Math.max(16, capacity)];
  }

  public TextBuffer clear() {
    length = 0;
    return this;
  }

  public int length() {
    return length;
  }

  /** The backing array; bytes {@code 0..length()-1} are the text. */
  public byte[] array() {
    return bytes;
  }

  void truncate(int newLength) {
    if (newLength < 0 || newLength > length) {
      throw new IllegalArgumentException("cannot truncate " + length + " bytes to " + newLength);
    }
    length = newLength;
  }

  void append(byte[] piece) {
    int n = piece.length;
    if (length + n > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + n));
    }
    System.arraycopy(piece, 0, bytes, length, n);
    length += n;
  }

  public void writeTo(OutputStream out) throws IOException {
    out.write(bytes, 0, length);
  }

  @Override
  public String toString() {
    return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
  }
}
