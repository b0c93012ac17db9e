package io.tamis.runner.known;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Releases from {@code from} to {@code to}, both included; either end may be open (null). Written
 * {@code 4.8.12..4.8.14}, {@code ..1.0.5}, {@code 4.8.12..} or a single release {@code 1.8}. Versions compare
 * by their numeric parts: 4.8.9 comes before 4.8.12.
 */
record VersionRange(String from, String to) {
  private static final Pattern NUMBER = Pattern.compile("\\d+(\\.\\d+)*");
  private static final Pattern RELEASE = Pattern.compile("\\d+\\.\\d+(\\.\\d+)*");

  static VersionRange parse(String text) {
    String t = text.strip();
    int dots = t.indexOf("..");
    String from = dots < 0 ? t : t.substring(0, dots).strip();
    String to = dots < 0 ? t : t.substring(dots + 2).strip();
    for (String end : new String[] {from, to}) {
      if (!end.isEmpty() && !NUMBER.matcher(end).matches()) {
        throw new IllegalArgumentException("'" + text + "' is not a release range such as 4.8.12..4.8.14, ..1.0.5"
            + " or 1.8");
      }
    }
    return new VersionRange(from.isEmpty() ? null : from, to.isEmpty() ? null : to);
  }

  /** Whether the release {@code version} names (its first number such as 4.8.12 in any text) is in the range. */
  boolean contains(String version) {
    String v = number(version);
    if (v == null) {
      return false;
    }
    return (from == null || compare(from, v) <= 0) && (to == null || compare(v, to) <= 0);
  }

  /** The first dotted release number in {@code text} ("Z3 version 4.8.12 - 64 bit": 4.8.12), or null. */
  static String number(String text) {
    Matcher m = RELEASE.matcher(text == null ? "" : text);
    return m.find() ? m.group() : null;
  }

  static int compare(String a, String b) {
    String[] x = a.split("\\.");
    String[] y = b.split("\\.");
    for (int i = 0; i < Math.max(x.length, y.length); i++) {
      int c = Long.compare(i < x.length ? Long.parseLong(x[i]) : 0, i < y.length ? Long.parseLong(y[i]) : 0);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  @Override
  public String toString() {
    return from != null && from.equals(to) ? from : (from == null ? "" : from) + ".." + (to == null ? "" : to);
  }
}
