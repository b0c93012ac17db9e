package io.tamis.core.smtlib;

import java.nio.charset.StandardCharsets;

/**
 * A small direct-mapped cache from token bytes to String, one per thread: scripts repeat the same
 * few symbols, and reusing their Strings saves the allocation and the hash of every occurrence.
 */
final class SymbolCache {
  private static final int SIZE = 1 << 12;
  private static final int MAX_LENGTH = 64;
  private static final ThreadLocal<String[]> TABLES = ThreadLocal.withInitial(() -> new String[SIZE]);

  private SymbolCache() {}

  static String get(byte[] data, int from, int to) {
    int length = to - from;
    if (length > MAX_LENGTH) {
      return new String(data, from, length, StandardCharsets.ISO_8859_1);
    }
    int h = 0;
    for (int i = from; i < to; i++) {
      h = 31 * h + (data[i] & 0xff);
    }
    String[] table = TABLES.get();
    int slot = (h ^ (h >>> 12)) & (SIZE - 1);
    String cached = table[slot];
    if (cached != null && sameBytes(cached, data, from, length)) {
      return cached;
    }
    String fresh = new String(data, from, length, StandardCharsets.ISO_8859_1);
    table[slot] = fresh;
    return fresh;
  }

  private static boolean sameBytes(String s, byte[] data, int from, int length) {
    if (s.length() != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (s.charAt(i) != (data[from + i] & 0xff)) {
        return false;
      }
    }
    return true;
  }
}
