package io.tamis.enumerator.count;

import io.tamis.enumerator.grammar.Grammar;
import java.math.BigInteger;

/**
 * Exact numbers of terms per rule and size, computed level by level on demand (sizes up to the
 * largest asked for). The size of a term is the sum of the costs of its alternatives.
 *
 * <p>Children of an alternative nest to the right, {@code (c0, (c1, (c2, ...)))}: {@link #tail} is the
 * number of ways children {@code j..} share a total size, and the order used by ranking is: the
 * size of child {@code j} ascending, then child {@code j} major, then the tail. Not thread-safe: one
 * per worker, or {@link #ensure} up front and share read-only.
 */
public final class Counts {
  /** A guard against grammars whose counts stay zero forever (they would search without end). */
  public static final int MAX_SIZE = 1 << 20;

  private final Grammar grammar;
  private final int[] order;
  private final Levels[] rules;
  private final Levels[][] alternatives;
  /** tails[r][a][j] for j < childCount - 1; the last child's tail is its rule's count. */
  private final Levels[][][] tails;
  private final Levels cumulative = new Levels();
  private final int maxSize;

  public Counts(Grammar grammar) {
    this.grammar = grammar;
    this.order = ZeroCostOrder.of(grammar);
    this.maxSize = Finiteness.maxSize(grammar);
    int n = grammar.ruleCount();
    rules = new Levels[n];
    alternatives = new Levels[n][];
    tails = new Levels[n][][];
    for (int r = 0; r < n; r++) {
      rules[r] = new Levels();
      alternatives[r] = new Levels[grammar.alternativeCount(r)];
      tails[r] = new Levels[grammar.alternativeCount(r)][];
      for (int a = 0; a < alternatives[r].length; a++) {
        alternatives[r][a] = new Levels();
        tails[r][a] = new Levels[Math.max(0, grammar.childCount(r, a) - 1)];
        for (int j = 0; j < tails[r][a].length; j++) {
          tails[r][a][j] = new Levels();
        }
      }
    }
  }

  public Grammar grammar() {
    return grammar;
  }

  /** The largest size of a test when the grammar has finitely many (0 when none at all), else -1. */
  public int maxSize() {
    return maxSize;
  }

  /** Computes every level up to {@code size}. */
  public void ensure(int size) {
    if (size > MAX_SIZE) {
      throw new IllegalArgumentException("size " + size + " is beyond " + MAX_SIZE);
    }
    for (int n = computed() + 1; n <= size; n++) {
      level(n);
    }
  }

  /** The largest size computed so far (-1 before any). */
  public int computed() {
    return cumulative.length() - 1;
  }

  /** Terms of {@code rule} of exactly {@code size}. */
  public BigInteger count(int rule, int size) {
    ensure(size);
    return rules[rule].get(size);
  }

  /** Terms of {@code rule} of {@code size} that use alternative {@code alt} at the root. */
  public BigInteger alternative(int rule, int alt, int size) {
    ensure(size);
    return alternatives[rule][alt].get(size);
  }

  /** Ways for children {@code j..} of alternative {@code alt} to have total size {@code size}. */
  public BigInteger tail(int rule, int alt, int j, int size) {
    if (size < 0) {
      return BigInteger.ZERO;
    }
    ensure(size + grammar.cost(rule, alt));
    int last = grammar.childCount(rule, alt) - 1;
    if (j > last) {
      return size == 0 ? BigInteger.ONE : BigInteger.ZERO;
    }
    return j == last ? rules[grammar.child(rule, alt, j)].get(size) : tails[rule][alt][j].get(size);
  }

  /** Tests of exactly {@code size}: terms of the start rule. */
  public BigInteger tests(int size) {
    return count(grammar.start(), size);
  }

  /** Tests of size at most {@code size}. */
  public BigInteger testsUpTo(int size) {
    if (size < 0) {
      return BigInteger.ZERO;
    }
    ensure(size);
    return cumulative.get(size);
  }

  /** The size of the test with global index {@code index} (tests are numbered by size, then order). */
  public int sizeOf(BigInteger index) {
    if (index.signum() < 0) {
      throw new IllegalArgumentException("negative index " + index);
    }
    if (maxSize >= 0 && index.compareTo(testsUpTo(maxSize)) >= 0) {
      throw new IllegalArgumentException("index " + index + " is past the last test: " + grammar.name() + " has "
          + testsUpTo(maxSize) + " tests");
    }
    int n = 0;
    while (testsUpTo(n).compareTo(index) <= 0) {
      n++;
    }
    return n;
  }

  private void level(int n) {
    for (int r : order) {
      BigInteger total = BigInteger.ZERO;
      for (int a = 0; a < alternatives[r].length; a++) {
        BigInteger v = alternativeLevel(r, a, n - grammar.cost(r, a));
        alternatives[r][a].set(n, v);
        total = total.add(v);
      }
      rules[r].set(n, total);
    }
    BigInteger before = n == 0 ? BigInteger.ZERO : cumulative.get(n - 1);
    cumulative.set(n, before.add(rules[grammar.start()].get(n)));
  }

  /** Fills the tails of size {@code m} (when m >= 0) and returns the alternative's count. */
  private BigInteger alternativeLevel(int r, int a, int m) {
    if (m < 0) {
      return BigInteger.ZERO;
    }
    int k = grammar.childCount(r, a);
    for (int j = k - 2; j >= 0; j--) {
      tails[r][a][j].set(m, convolve(r, a, j, m));
    }
    return k == 0 ? (m == 0 ? BigInteger.ONE : BigInteger.ZERO) : tailAt(r, a, 0, m);
  }

  private BigInteger convolve(int r, int a, int j, int m) {
    Levels child = rules[grammar.child(r, a, j)];
    BigInteger sum = BigInteger.ZERO;
    for (int s = 0; s <= m; s++) {
      BigInteger c = child.get(s);
      if (c.signum() != 0) {
        BigInteger rest = tailAt(r, a, j + 1, m - s);
        if (rest.signum() != 0) {
          sum = sum.add(c.multiply(rest));
        }
      }
    }
    return sum;
  }

  private BigInteger tailAt(int r, int a, int j, int m) {
    int last = grammar.childCount(r, a) - 1;
    return j == last ? rules[grammar.child(r, a, j)].get(m) : tails[r][a][j].get(m);
  }
}
