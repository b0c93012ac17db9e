package io.tamis.enumerator;

import io.tamis.enumerator.count.Counts;
import io.tamis.enumerator.grammar.Grammar;
import io.tamis.enumerator.grammar.Grammars;
import io.tamis.enumerator.order.Derivation;
import io.tamis.enumerator.order.Ranker;
import io.tamis.enumerator.order.Unranker;
import io.tamis.enumerator.render.Renderer;
import io.tamis.enumerator.render.Style;
import java.math.BigInteger;

/**
 * One grammar ready to enumerate: its counts, ranking both ways, rendering, and streams over index
 * ranges. Not thread-safe (counts grow on demand); use one per thread.
 */
public final class Enumerator {
  private final Grammar grammar;
  private final Counts counts;
  private final Unranker unranker;
  private final Ranker ranker;
  private final Renderer renderer;

  public Enumerator(Grammar grammar, Style style) {
    this.grammar = grammar;
    this.counts = new Counts(grammar);
    this.unranker = new Unranker(counts);
    this.ranker = new Ranker(counts);
    this.renderer = new Renderer(grammar, style);
  }

  /**
   * A packaged grammar or a grammar file. With {@code etOrder} the name is one of the ET
   * compatibility grammars and tests print as ET prints them, so index i is ET's test i.
   */
  public static Enumerator load(String nameOrFile, boolean etOrder) {
    return new Enumerator(Grammars.load(nameOrFile, etOrder), etOrder ? Style.ET : Style.SMTLIB);
  }

  public Grammar grammar() {
    return grammar;
  }

  public Counts counts() {
    return counts;
  }

  public Renderer renderer() {
    return renderer;
  }

  /** The derivation of test {@code index}. */
  public Derivation derivation(BigInteger index) {
    return unranker.test(index);
  }

  /** The text of test {@code index}. */
  public String test(BigInteger index) {
    return renderer.test(unranker.test(index));
  }

  /** The index of a test's derivation. */
  public BigInteger index(Derivation test) {
    return ranker.test(test);
  }

  /** The tests of {@code range}, in order. */
  public Enumeration stream(IndexRange range) {
    return new Enumeration(this, range, null);
  }

  /** The tests at the positions of {@code range}, the last level shuffled as {@code shuffle} says (or not, when null). */
  public Enumeration stream(IndexRange range, LastLevelShuffle shuffle) {
    return new Enumeration(this, range, shuffle);
  }

  /**
   * The number of canonical tests of {@code size} (see {@link Enumeration#canonicalOnly}), found by
   * enumerating the level; null when the level has more than {@code limit} tests.
   */
  public BigInteger canonicalTests(int size, long limit) {
    BigInteger all = counts.tests(size);
    if (all.compareTo(BigInteger.valueOf(limit)) > 0) {
      return null;
    }
    IndexRange level = new IndexRange(counts.testsUpTo(size - 1), counts.testsUpTo(size));
    Enumeration stream = stream(level).canonicalOnly();
    long canonical = 0;
    while (stream.advance()) {
      canonical++;
    }
    return BigInteger.valueOf(canonical);
  }

  /** The range of all tests of size at most {@code maxSize}, from {@code from}. */
  public IndexRange upToSize(BigInteger from, int maxSize) {
    BigInteger end = counts.testsUpTo(maxSize);
    return new IndexRange(from.min(end), end);
  }
}
