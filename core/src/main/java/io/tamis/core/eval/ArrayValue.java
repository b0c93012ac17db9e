package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An array: a base (a constant array, or a function of the model such as a z3 lambda or
 * {@code (_ as-array f)}) under a chain of stores. A store is O(1); the first lookup collects the
 * chain into a map (explicit loop, so long store chains are safe). Equality is extensional, see
 * {@link Equality}; {@code equals} compares the collected stores and the base.
 */
public final class ArrayValue implements Value {
  private final Sort sort;
  private final Value constant;
  private final Model.Definition function;
  private final ArrayValue inner;
  private final Value key;
  private final Value element;
  private Map<Value, Value> stores;

  private ArrayValue(Sort sort, Value constant, Model.Definition function, ArrayValue inner, Value key,
      Value element) {
    this.sort = sort;
    this.constant = constant;
    this.function = function;
    this.inner = inner;
    this.key = key;
    this.element = element;
  }

  /** {@code ((as const sort) element)}. */
  public static ArrayValue constant(Sort sort, Value element) {
    return new ArrayValue(sort, element, null, null, null, null);
  }

  /** The array whose element at i is the one-parameter function's value at i. */
  static ArrayValue ofFunction(Sort sort, Model.Definition function) {
    return new ArrayValue(sort, null, function, null, null, null);
  }

  public ArrayValue store(Value index, Value value) {
    return new ArrayValue(sort, constant, function, this, index, value);
  }

  public Sort sort() {
    return sort;
  }

  /** The value of every index without a store, or null when the base is a function. */
  public Value constantElement() {
    return constant;
  }

  Model.Definition function() {
    return function;
  }

  /** The stored indices and their values, latest store winning, in first-store order. */
  public Map<Value, Value> stores() {
    if (stores == null) {
      List<ArrayValue> chain = new ArrayList<>();
      for (ArrayValue a = this; a.inner != null; a = a.inner) {
        chain.add(a);
      }
      Map<Value, Value> map = new LinkedHashMap<>();
      for (int i = chain.size() - 1; i >= 0; i--) {
        map.put(chain.get(i).key, chain.get(i).element);
      }
      stores = Collections.unmodifiableMap(map);
    }
    return stores;
  }

  /** The element at {@code index} if a store or the constant base decides it; null when the function must. */
  Value lookup(Value index) {
    Value stored = stores().get(index);
    return stored != null ? stored : constant;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ArrayValue a && a.sort == sort && a.function == function
        && java.util.Objects.equals(a.constant, constant) && a.stores().equals(stores());
  }

  @Override
  public int hashCode() {
    return sort.hashCode() * 31 + (constant != null ? constant.hashCode() : System.identityHashCode(function));
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    out.append("(store ".repeat(stores().size()));
    out.append(constant != null ? "((as const " + sort + ") " + constant + ")" : "(lambda ...)");
    stores().forEach((k, v) -> out.append(' ').append(k).append(' ').append(v).append(')'));
    return out.toString();
  }
}
