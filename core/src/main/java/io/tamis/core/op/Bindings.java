package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.Arrays;
import java.util.List;

/**
 * Values of a signature's sort parameters (single or list), index variables and list of operator
 * indices while it is matched.
 */
final class Bindings {
  private static final long[] NO_INDICES = {};
  private final Sort[] sorts;
  private List<Sort>[] lists;
  private final long[] indices;
  private final boolean[] indexBound;
  private long[] indexList = NO_INDICES;
  /** Indices too large for a long (the order of a finite field), by slot; null until one occurs. */
  private String[] bigIndices;
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
    c.lists = lists == null ? null : lists.clone();
    c.bigIndices = bigIndices == null ? null : bigIndices.clone();
    c.indexList = indexList;
    return c;
  }

  void clear() {
    Arrays.fill(sorts, null);
    Arrays.fill(indexBound, false);
    lists = null;
    bigIndices = null;
  }

  /** Binds {@code slot} to a numeral too large for a long, or checks it against its binding. */
  boolean matchBig(int slot, String numeral) {
    if (indexBound[slot]) {
      return numeral.equals(bigIndex(slot));
    }
    if (bigIndices == null) {
      bigIndices = new String[indices.length];
    }
    bigIndices[slot] = numeral;
    bindIndex(slot, Long.MIN_VALUE);
    return true;
  }

  /** The large numeral bound to {@code slot}, or null. */
  String bigIndex(int slot) {
    return bigIndices == null ? null : bigIndices[slot];
  }

  List<Sort> list(int slot) {
    return lists == null ? null : lists[slot];
  }

  @SuppressWarnings("unchecked")
  void bindList(int slot, List<Sort> sorts) {
    if (lists == null) {
      lists = new List[this.sorts.length];
    }
    lists[slot] = sorts;
  }

  /** The operator indices past its fixed ones ({@code i*} of {@code (_ tuple.project i*)}). */
  long[] indexList() {
    return indexList;
  }

  void bindIndexList(long[] values) {
    indexList = values;
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
