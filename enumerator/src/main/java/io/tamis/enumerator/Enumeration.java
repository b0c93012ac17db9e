package io.tamis.enumerator;

import io.tamis.core.smtlib.ByteBuf;
import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.order.Canonical;
import io.tamis.enumerator.order.Derivation;
import io.tamis.enumerator.order.Successor;
import io.tamis.enumerator.render.TextBuffer;
import java.math.BigInteger;

/**
 * The tests of an index range in order: the first is unranked, every later one is the in-place
 * successor of the one before (no unranking, no BigInteger arithmetic per test). With a
 * {@link LastLevelShuffle}, the positions in the shuffled level are unranked one by one instead.
 * One thread.
 */
public final class Enumeration {
  private final Enumerator enumerator;
  private final Counts counts;
  private final Successor successor;
  private final IndexRange range;
  private final long limit;
  private final LastLevelShuffle shuffle;
  private long produced;
  private Derivation current;
  private BigInteger shuffledIndex;
  /** The first node the last step changed, or null when the step replaced the whole derivation. */
  private Derivation changed;
  private final TextBuffer text = new TextBuffer(1 << 10);
  /** {@code produced} when {@link #text} was last written from {@link #current}, or -1. */
  private long textOf = -1;
  private Canonical canonical;

  Enumeration(Enumerator enumerator, IndexRange range, LastLevelShuffle shuffle) {
    this.enumerator = enumerator;
    this.shuffle = shuffle;
    this.counts = enumerator.counts();
    this.successor = new Successor(counts);
    this.range = range;
    BigInteger size = range.size();
    this.limit = size == null || size.bitLength() > 62 ? Long.MAX_VALUE : size.longValueExact();
  }

  /**
   * From now on skip every test that is not canonical ({@code --canonical}): positions still count
   * all tests, so ranges and shards mean the same, but only one test per symmetry class comes out.
   */
  public Enumeration canonicalOnly() {
    canonical = new Canonical(counts.grammar());
    return this;
  }

  /** Steps to the next test (the next canonical one after {@link #canonicalOnly}); false at the end. */
  public boolean advance() {
    while (step()) {
      if (canonical == null || canonical.test(current)) {
        return true;
      }
    }
    return false;
  }

  private boolean step() {
    if (produced == limit) {
      return false;
    }
    BigInteger position = shuffle == null ? null : range.from().add(BigInteger.valueOf(produced));
    changed = null;
    if (position != null && shuffle.covers(position)) {
      shuffledIndex = shuffle.map(position);
      current = enumerator.derivation(shuffledIndex);
    } else if (current == null) {
      if (pastTheLastTest(range.from())) {
        return false;
      }
      current = enumerator.derivation(range.from());
    } else if ((changed = successor.step(current)) == null) {
      current = firstOfNextSize(current.size() + 1);
      if (current == null) {
        return false;
      }
    }
    produced++;
    return true;
  }

  /**
   * Steps to the next test and returns its text, or null at the end of the range. The buffer is
   * this stream's and is valid until the next call; only the text after the first changed node is
   * written again, which makes this the fastest way to stream.
   */
  public TextBuffer nextText() {
    long before = produced;
    if (!advance()) {
      return null;
    }
    if (changed != null && textOf == before && produced == before + 1) {
      enumerator.renderer().rewrite(changed, text);
    } else {
      enumerator.renderer().test(current, text.clear());
    }
    textOf = produced;
    return text;
  }

  /** Steps to the next test and appends it to {@code out}; false at the end of the range. */
  public boolean next(TextBuffer out) {
    if (!advance()) {
      return false;
    }
    textOf = -1;
    enumerator.renderer().test(current, out);
    return true;
  }

  /** As {@link #next(TextBuffer)}, into core's buffer (slower: it copies char by char). */
  public boolean next(ByteBuf out) {
    if (!advance()) {
      return false;
    }
    textOf = -1;
    enumerator.renderer().test(current, out);
    return true;
  }

  private boolean pastTheLastTest(BigInteger index) {
    return counts.maxSize() >= 0 && index.compareTo(counts.testsUpTo(counts.maxSize())) >= 0;
  }

  /** The first test of the next size that has tests, or null after the last size of a finite grammar. */
  private Derivation firstOfNextSize(int size) {
    int n = size;
    int last = counts.maxSize();
    while ((last < 0 || n <= last) && counts.tests(n).signum() == 0) {
      n++;
    }
    return last >= 0 && n > last ? null : successor.first(counts.grammar().start(), n);
  }

  /** The current test's derivation (changed in place by the next step: copy it to keep it). */
  public Derivation current() {
    return current;
  }

  /** The global index of the current test. */
  public BigInteger index() {
    BigInteger position = range.from().add(BigInteger.valueOf(produced - 1));
    return shuffle != null && shuffle.covers(position) ? shuffledIndex : position;
  }

  /** Tests produced so far. */
  public long produced() {
    return produced;
  }
}
