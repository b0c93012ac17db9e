package io.tamis.core.eval;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Finite sets under both solvers' names: cvc5's ({@code set.inter}, {@code set.minus},
 * {@code set.member}, {@code set.card}, {@code set.insert}, {@code set.is_empty}) and z3 5's
 * ({@code set.intersect}, {@code set.difference}, {@code set.in}, {@code set.size}). Operators
 * over infinite sets (complement, universe) have no rule and evaluate to unknown.
 */
final class SetOps {
  private SetOps() {}

  static void register(Operations ops) {
    ops.add(c -> SetValue.empty(c.sort()), "set.empty");
    ops.add(c -> new SetValue(c.sort(), Set.of(c.arg(0))), "set.singleton");
    ops.add(SetOps::union, "set.union");
    ops.add(SetOps::intersection, "set.inter", "set.intersect");
    ops.add(SetOps::difference, "set.minus", "set.difference");
    ops.add(c -> BoolValue.of(set(c, 1).elements().contains(c.arg(0))), "set.member", "set.in");
    ops.add(c -> IntValue.of(set(c, 0).elements().size()), "set.card", "set.size");
    ops.add(c -> BoolValue.of(set(c, 1).elements().containsAll(set(c, 0).elements())), "set.subset");
    ops.add(c -> BoolValue.of(set(c, 0).elements().isEmpty()), "set.is_empty");
    ops.add(c -> BoolValue.of(set(c, 0).elements().size() == 1), "set.is_singleton");
    ops.add(SetOps::insert, "set.insert");
  }

  private static SetValue set(Call c, int i) {
    return (SetValue) c.arg(i);
  }

  private static Value union(Call c) {
    Set<Value> all = new LinkedHashSet<>();
    for (int i = 0; i < c.count(); i++) {
      all.addAll(set(c, i).elements());
    }
    return new SetValue(c.sort(), all);
  }

  private static Value intersection(Call c) {
    Set<Value> common = new LinkedHashSet<>(set(c, 0).elements());
    for (int i = 1; i < c.count(); i++) {
      common.retainAll(set(c, i).elements());
    }
    return new SetValue(c.sort(), common);
  }

  private static Value difference(Call c) {
    Set<Value> rest = new LinkedHashSet<>(set(c, 0).elements());
    for (int i = 1; i < c.count(); i++) {
      rest.removeAll(set(c, i).elements());
    }
    return new SetValue(c.sort(), rest);
  }

  /** {@code (set.insert e1 ... en S)}: the set is the last argument. */
  private static Value insert(Call c) {
    Set<Value> all = new LinkedHashSet<>(set(c, c.count() - 1).elements());
    for (int i = 0; i < c.count() - 1; i++) {
      all.add(c.arg(i));
    }
    return new SetValue(c.sort(), all);
  }
}
