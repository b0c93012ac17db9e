package io.tamis.enumerator.count;

import java.math.BigInteger;
import java.util.Arrays;

/** A growable row of BigIntegers indexed by size; sizes not yet computed read as absent. */
final class Levels {
  private BigInteger[] values = new BigInteger[16];
  private int length;

  BigInteger get(int size) {
    return size < 0 || size >= length ? BigInteger.ZERO : values[size];
  }

  void set(int size, BigInteger value) {
    if (size != length) {
      throw new IllegalStateException("levels are filled in order: expected " + length + ", got " + size);
    }
    if (length == values.length) {
      values = Arrays.copyOf(values, length * 2);
    }
    values[length++] = value;
  }

  int length() {
    return length;
  }
}
