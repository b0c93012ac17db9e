package io.tamis.core.eval;

/**
 * A regular language over code points, as a {@link Regex}. Membership is decided by derivatives;
 * equality of two languages is not decided (SMT-LIB {@code =} on RegLan evaluates to unknown unless
 * both are the same expression).
 */
public final class RegLanValue implements Value {
  private final Regex regex;

  RegLanValue(Regex regex) {
    this.regex = regex;
  }

  Regex regex() {
    return regex;
  }

  /** True when {@code s} is in the language. */
  public boolean contains(StringValue s) {
    return regex.matches(s.codePoints(), 0, s.length());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RegLanValue r && r.regex == regex;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(regex);
  }

  @Override
  public String toString() {
    return regex.toString();
  }
}
