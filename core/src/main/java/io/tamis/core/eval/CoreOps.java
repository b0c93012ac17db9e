package io.tamis.core.eval;

/** Core theory: not, xor, = and distinct ({@code and}, {@code or}, {@code =>}, {@code ite} are lazy: see Machine). */
final class CoreOps {
  private CoreOps() {}

  static void register(Operations ops) {
    ops.add(c -> BoolValue.TRUE, "true");
    ops.add(c -> BoolValue.FALSE, "false");
    ops.add(c -> BoolValue.of(!c.bool(0)), "not");
    ops.add(CoreOps::xor, "xor");
    ops.add(CoreOps::equal, "=");
    ops.add(CoreOps::distinct, "distinct");
  }

  private static Value xor(Call c) {
    boolean result = false;
    for (int i = 0; i < c.count(); i++) {
      result ^= c.bool(i);
    }
    return BoolValue.of(result);
  }

  /** Chainable: every neighbour pair equal; false wins over unknown. */
  private static Value equal(Call c) {
    Value unknown = null;
    for (int i = 0; i + 1 < c.count(); i++) {
      Value eq = Equality.equal(c.arg(i), c.arg(i + 1), c.model);
      if (eq == BoolValue.FALSE) {
        return eq;
      }
      unknown = eq.isUnknown() && unknown == null ? eq : unknown;
    }
    return unknown != null ? unknown : BoolValue.TRUE;
  }

  /** Pairwise: no two arguments equal; false wins over unknown. */
  private static Value distinct(Call c) {
    Value unknown = null;
    for (int i = 0; i < c.count(); i++) {
      for (int j = i + 1; j < c.count(); j++) {
        Value eq = Equality.equal(c.arg(i), c.arg(j), c.model);
        if (eq == BoolValue.TRUE) {
          return BoolValue.FALSE;
        }
        unknown = eq.isUnknown() && unknown == null ? eq : unknown;
      }
    }
    return unknown != null ? unknown : BoolValue.TRUE;
  }
}
