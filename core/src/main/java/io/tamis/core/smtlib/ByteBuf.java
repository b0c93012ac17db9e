package io.tamis.core.smtlib;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A growable byte buffer, reused across prints to avoid garbage on hot paths. */
public final class ByteBuf {
  private byte[] bytes;
  private int length;

  public ByteBuf() {
    this(1 << 12);
  }

  public ByteBuf(int capacity) {
    bytes = new byte[Math.max(16, capacity)];
  }

  public ByteBuf clear() {
    length = 0;
    return this;
  }

  public int length() {
    return length;
  }

  /** Appends the chars of {@code s} as ISO-8859-1 bytes (the reader's decoding). */
  public ByteBuf append(String s) {
    int n = s.length();
    ensure(n);
    for (int i = 0; i < n; i++) {
      bytes[length++] = (byte) s.charAt(i);
    }
    return this;
  }

  public ByteBuf append(byte[] data) {
    ensure(data.length);
    System.arraycopy(data, 0, bytes, length, data.length);
    length += data.length;
    return this;
  }

  public ByteBuf append(char c) {
    ensure(1);
    bytes[length++] = (byte) c;
    return this;
  }

  public ByteBuf append(int value) {
    return append(Integer.toString(value));
  }

  private void ensure(int extra) {
    if (length + extra > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + extra));
    }
  }

  public byte[] toByteArray() {
    return Arrays.copyOf(bytes, length);
  }

  /** Copies the bytes to {@code out} at {@code at}; returns the position after them. */
  public int copyTo(byte[] out, int at) {
    System.arraycopy(bytes, 0, out, at, length);
    return at + length;
  }

  /** A copy of bytes {@code [from, to)}. */
  public byte[] toByteArray(int from, int to) {
    return Arrays.copyOfRange(bytes, from, to);
  }

  public void writeTo(OutputStream out) throws IOException {
    out.write(bytes, 0, length);
  }

  @Override
  public String toString() {
    return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
  }
}
