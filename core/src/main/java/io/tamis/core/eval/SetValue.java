package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A finite set: cvc5's {@code (Set A)} or z3's {@code (FiniteSet A)}, as a model or an operation
 * builds it. Equality is that of the elements (which are values with structural equality).
 */
public record SetValue(Sort sort, Set<Value> elements) implements Value {
  public SetValue {
    elements = Collections.unmodifiableSet(new LinkedHashSet<>(elements));
  }

  static SetValue empty(Sort sort) {
    return new SetValue(sort, Set.of());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SetValue s && s.elements.equals(elements);
  }

  @Override
  public int hashCode() {
    return elements.hashCode();
  }

  /** SMT-LIB text in cvc5's names: {@code (as set.empty S)}, or a union of singletons. */
  @Override
  public String toString() {
    return Values.collection("set.empty", "set.singleton", "set.union", sort, elements);
  }
}
