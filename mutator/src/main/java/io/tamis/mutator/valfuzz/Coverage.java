package io.tamis.mutator.valfuzz;

import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The (monitor, value) pairs seen in the meta-formulas' models of one stream, and the choice of pairs
 * to enforce next: uncovered ones first (valfuzz step 3).
 */
final class Coverage {
  /** Monitor {@code monitor} asserted {@code value}. */
  record Pair(int monitor, boolean value) {}

  private final int monitors;
  private final BitSet seen = new BitSet();

  Coverage(int monitors) {
    this.monitors = monitors;
  }

  void saw(int monitor, boolean value) {
    seen.set(2 * monitor + (value ? 1 : 0));
  }

  /** Up to {@code k} pairs on distinct monitors: uncovered pairs at random, then random others. */
  List<Pair> enforce(int k, RandomSource random) {
    List<Integer> open = new ArrayList<>();
    for (int p = seen.nextClearBit(0); p < 2 * monitors; p = seen.nextClearBit(p + 1)) {
      open.add(p);
    }
    BitSet used = new BitSet();
    List<Pair> out = new ArrayList<>();
    while (out.size() < k && !open.isEmpty()) {
      int p = open.remove(random.nextInt(open.size()));
      if (!used.get(p / 2)) {
        used.set(p / 2);
        out.add(new Pair(p / 2, p % 2 == 1));
      }
    }
    for (int tries = 0; out.size() < Math.min(k, monitors) && tries < 4 * k; tries++) {
      int m = random.nextInt(monitors);
      if (!used.get(m)) {
        used.set(m);
        out.add(new Pair(m, random.nextInt(2) == 1));
      }
    }
    return out;
  }
}
