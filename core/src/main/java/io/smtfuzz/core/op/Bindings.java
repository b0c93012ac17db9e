package io.smtfuzz.core.op;

import io.smtfuzz.core.sort.Sort;
import java.util.Arrays;

/** Values of a signature's sort parameters and index variables while it is matched. */
final class Bindings {
  private final Sort[] sorts;
  private final long[] indices;
  private final boolean[] indexBound;
  final boolean promoteIntToReal;

  Bindings(int sortSlots, int indexSlots, boolean promoteIntToReal) {
    this.sorts = new Sort[sortSlots];
    this.indices = new long[indexSlots];
    this.indexBound = new boolean[indexSlots];
    this.promoteIntToReal = promoteIntToReal;
  }

  Bindings copy() {
    Bindings c = new Bindings(sorts.length, indices.length, promoteIntToReal);
    System.arraycopy(sorts, 0, c.sorts, 0, sorts.length);
    System.arraycopy(indices, 0, c.indices, 0, indices.length);
    System.arraycopy(indexBound, 0, c.indexBound, 0, indexBound.length);
    return c;
  }

  void clear() {
    Arrays.fill(sorts, null);
    Arrays.fill(indexBound, false);
  }

  Sort sort(int slot) {
    return sorts[slot];
  }

  void bindSort(int slot, Sort sort) {
    sorts[slot] = sort;
  }

  boolean isIndexBound(int slot) {
    return indexBound[slot];
  }

  long index(int slot) {
    return indices[slot];
  }

  void bindIndex(int slot, long value) {
    indices[slot] = value;
    indexBound[slot] = true;
  }
}
