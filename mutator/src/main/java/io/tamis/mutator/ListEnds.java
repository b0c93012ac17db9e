package io.tamis.mutator;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;

/**
 * Where each list of a printed line ends, so a walk to an argument skips its siblings without
 * scanning them. Worth building for a line spliced again and again (a seed's assertion under
 * opfuzz); 8 bytes per parenthesis.
 */
final class ListEnds {
  /** Offsets of the opening parentheses, ascending, and of the byte after each one's match. */
  private final int[] opens;
  private final int[] ends;

  private ListEnds(int[] opens, int[] ends) {
    this.opens = opens;
    this.ends = ends;
  }

  static ListEnds of(byte[] b) {
    IntArrayList opens = new IntArrayList();
    IntArrayList ends = new IntArrayList();
    IntArrayList stack = new IntArrayList();
    for (int i = 0; i < b.length; i++) {
      byte c = b[i];
      if (c == '(') {
        stack.push(opens.size());
        opens.add(i);
        ends.add(-1);
      } else if (c == ')' && !stack.isEmpty()) {
        ends.set(stack.popInt(), i + 1);
      } else if (c == '"' || c == '|') {
        i = Sexp.end(b, i) - 1;
      }
    }
    return new ListEnds(opens.toIntArray(), ends.toIntArray());
  }

  /** The end (exclusive) of the list that opens at {@code open}. */
  int end(int open) {
    return ends[Arrays.binarySearch(opens, open)];
  }
}
