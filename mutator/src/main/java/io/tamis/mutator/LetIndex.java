package io.tamis.mutator;

import io.tamis.core.smtlib.LetNames;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The let names of one printed assertion, both ways: a name's number from its text, and the
 * numbers that bind a term (the printer may bind one term in several binder scopes). Built on
 * first use and shared by every text spliced from that print.
 */
final class LetIndex {
  /** Bytes of cached texts kept, at most, before the cache starts over. */
  private static final int TEXT_LIMIT = 1 << 14;

  private final byte[] prefix;
  private final List<Term> terms;
  private Object2IntOpenHashMap<Term> first;
  private int[] next;
  private String[] names;
  private boolean allClosed;
  private Object2ObjectOpenHashMap<Term, byte[]> texts;
  private int textBytes;

  LetIndex(LetNames names) {
    this.prefix = names.prefix().getBytes(StandardCharsets.ISO_8859_1);
    this.terms = names.terms();
  }

  Term term(int number) {
    return terms.get(number);
  }

  int size() {
    return terms.size();
  }

  /** True when every name binds a closed term (mentions no bound variable). */
  boolean allClosed() {
    index();
    return allClosed;
  }

  /** The text of {@code t} where all these names are visible, if it was kept. */
  byte[] text(Term t) {
    return texts == null ? null : texts.get(t);
  }

  void keepText(Term t, byte[] text) {
    if (texts == null || textBytes + text.length > TEXT_LIMIT) {
      texts = new Object2ObjectOpenHashMap<>();
      textBytes = 0;
    }
    texts.put(t, text);
    textBytes += text.length;
  }

  /** The number of the name in {@code b[from, to)}, or -1 if it is not one of these names. */
  int number(byte[] b, int from, int to) {
    int digits = from + prefix.length;
    if (to <= digits || to - digits > 9) {
      return -1;
    }
    // A plain loop: the prefix is a few bytes, too short for a vectorized compare to pay.
    for (int i = 0; i < prefix.length; i++) {
      if (b[from + i] != prefix[i]) {
        return -1;
      }
    }
    int n = 0;
    for (int i = digits; i < to; i++) {
      if (b[i] < '0' || b[i] > '9') {
        return -1;
      }
      n = n * 10 + b[i] - '0';
    }
    return n < terms.size() ? n : -1;
  }

  /** The first number that binds {@code t}, or -1. */
  int first(Term t) {
    if (terms.isEmpty()) {
      return -1;
    }
    index();
    return first.getInt(t);
  }

  /** The next number after {@code number} that binds the same term, or -1 (after {@link #first}). */
  int next(int number) {
    return next[number];
  }

  /** The name with this number (after {@link #first}). */
  String name(int number) {
    String name = names[number];
    if (name == null) {
      name = new String(prefix, StandardCharsets.ISO_8859_1) + number;
      names[number] = name;
    }
    return name;
  }

  private void index() {
    if (first != null) {
      return;
    }
    first = new Object2IntOpenHashMap<>(terms.size());
    first.defaultReturnValue(-1);
    next = new int[terms.size()];
    names = new String[terms.size()];
    allClosed = true;
    for (int n = terms.size() - 1; n >= 0; n--) {
      next[n] = first.put(terms.get(n), n);
      allClosed &= terms.get(n).isClosed();
    }
  }
}
