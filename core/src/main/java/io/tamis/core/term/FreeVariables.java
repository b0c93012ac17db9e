package io.tamis.core.term;

import java.util.Arrays;

/** Set operations on free-variable arrays kept sorted by term id. */
final class FreeVariables {
  private FreeVariables() {}

  static Variable[] union(Variable[] a, Variable[] b) {
    if (b.length == 0 || a == b) {
      return a;
    }
    if (a.length == 0) {
      return b;
    }
    Variable[] out = new Variable[a.length + b.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < a.length && j < b.length) {
      int cmp = Integer.compare(a[i].id(), b[j].id());
      out[n++] = cmp <= 0 ? a[i] : b[j];
      i += cmp <= 0 ? 1 : 0;
      j += cmp >= 0 ? 1 : 0;
    }
    while (i < a.length) {
      out[n++] = a[i++];
    }
    while (j < b.length) {
      out[n++] = b[j++];
    }
    if (n == a.length) {
      return a;
    }
    return n == b.length ? b : Arrays.copyOf(out, n);
  }

  static Variable[] minus(Variable[] a, Variable[] removed) {
    int keep = 0;
    for (Variable v : a) {
      keep += contains(removed, v) ? 0 : 1;
    }
    if (keep == a.length) {
      return a;
    }
    Variable[] out = new Variable[keep];
    int n = 0;
    for (Variable v : a) {
      if (!contains(removed, v)) {
        out[n++] = v;
      }
    }
    return out;
  }

  private static boolean contains(Variable[] vars, Variable v) {
    for (Variable w : vars) {
      if (w == v) {
        return true;
      }
    }
    return false;
  }
}
