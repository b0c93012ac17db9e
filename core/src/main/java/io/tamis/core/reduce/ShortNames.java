package io.tamis.core.reduce;

import io.tamis.core.sort.Sort;
import java.util.Set;

/**
 * Short symbol names that a script does not use yet: one letter where one is free, the letter a
 * reader expects first (p for a Boolean, n for an integer, the letter a long name ends its word
 * with: sk2_T becomes T).
 */
final class ShortNames {
  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  private ShortNames() {}

  /**
   * The first name not in {@code used}: {@code preferred}, the letters after it (p, q, r ...), any
   * letter, then a letter and digits.
   */
  static String free(char preferred, Set<String> used) {
    String first = String.valueOf(preferred);
    int from = Math.max(0, LETTERS.indexOf(preferred));
    for (int i = 0; i < LETTERS.length(); i++) {
      String name = String.valueOf(LETTERS.charAt((from + i) % LETTERS.length()));
      if (!used.contains(name)) {
        return name;
      }
    }
    for (int n = 0; ; n++) {
      String name = (Character.isLetter(preferred) ? first : "c") + n;
      if (!used.contains(name)) {
        return name;
      }
    }
  }

  /** The letter a fresh constant of {@code sort} is named by first. */
  static char forSort(Sort sort) {
    if (sort.equals(Sort.BOOL)) {
      return 'p';
    }
    if (sort.equals(Sort.INT)) {
      return 'n';
    }
    if (sort.equals(Sort.REAL)) {
      return 'x';
    }
    if (sort.equals(Sort.STRING)) {
      return 's';
    }
    return sort.name().equals("BitVec") ? 'v' : 'c';
  }

  /** The first letter of the last run of letters in {@code name} (T for sk2_T, x for x12), or 'c'. */
  static char forName(String name) {
    int end = name.length();
    while (end > 0 && !Character.isLetter(name.charAt(end - 1))) {
      end--;
    }
    int start = end;
    while (start > 0 && Character.isLetter(name.charAt(start - 1))) {
      start--;
    }
    return start < end && name.charAt(start) < 128 ? name.charAt(start) : 'c';
  }
}
