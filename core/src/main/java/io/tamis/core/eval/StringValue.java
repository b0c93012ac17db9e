package io.tamis.core.eval;

import java.util.Arrays;

/** A string as a sequence of Unicode code points (SMT-LIB 2.6: 0 to 0x2FFFF). */
public final class StringValue implements Value {
  /** The largest code point of SMT-LIB 2.6 strings. */
  public static final int MAX_CODE_POINT = 0x2FFFF;
  static final StringValue EMPTY = new StringValue(new int[0]);

  private final int[] codePoints;

  private StringValue(int[] codePoints) {
    this.codePoints = codePoints;
  }

  /** A copy of {@code codePoints}, each in 0..0x2FFFF. */
  public static StringValue of(int... codePoints) {
    for (int c : codePoints) {
      if (c < 0 || c > MAX_CODE_POINT) {
        throw new IllegalArgumentException("code point out of range 0..0x2FFFF: " + c);
      }
    }
    return new StringValue(codePoints.clone());
  }

  /** The code points of a Java string. */
  public static StringValue of(String text) {
    return of(text.codePoints().toArray());
  }

  /** Takes ownership of {@code codePoints} (package code that built a fresh array). */
  static StringValue wrap(int[] codePoints) {
    return codePoints.length == 0 ? EMPTY : new StringValue(codePoints);
  }

  public int length() {
    return codePoints.length;
  }

  public int codePointAt(int i) {
    return codePoints[i];
  }

  int[] codePoints() {
    return codePoints;
  }

  /** The code points as a Java string (for tests and messages). */
  public String text() {
    return new String(codePoints, 0, codePoints.length);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StringValue s && Arrays.equals(codePoints, s.codePoints);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(codePoints);
  }

  /** SMT-LIB 2.6 literal: printable ASCII as is (quotes doubled), everything else as {@code &#92;u{...}}. */
  @Override
  public String toString() {
    return StringLiterals.print(codePoints);
  }
}
