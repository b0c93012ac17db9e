package io.tamis.core.eval;

import io.tamis.core.sort.Sort;

/** ArraysEx: select, store and the constant array. Selecting from a function base is done by the machine. */
final class ArrayOps {
  private ArrayOps() {}

  static void register(Operations ops) {
    ops.add(ArrayOps::store, "store");
    ops.add(c -> ArrayValue.constant(c.sort(), Values.coerce(c.sort().param(1), c.arg(0))), "const");
    ops.add(c -> ((ArrayValue) c.arg(0)).lookup(c.arg(1)), "select");
  }

  private static Value store(Call c) {
    ArrayValue a = (ArrayValue) c.arg(0);
    Sort sort = a.sort();
    return a.store(Values.coerce(sort.param(0), c.arg(1)), Values.coerce(sort.param(1), c.arg(2)));
  }
}
