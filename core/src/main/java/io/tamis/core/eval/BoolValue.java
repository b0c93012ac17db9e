package io.tamis.core.eval;

/** {@code true} or {@code false}. */
public enum BoolValue implements Value {
  FALSE, TRUE;

  public static BoolValue of(boolean b) {
    return b ? TRUE : FALSE;
  }

  public boolean isTrue() {
    return this == TRUE;
  }

  @Override
  public String toString() {
    return this == TRUE ? "true" : "false";
  }
}
