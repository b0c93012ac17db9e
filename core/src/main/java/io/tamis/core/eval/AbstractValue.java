package io.tamis.core.eval;

import io.tamis.core.sort.Sort;

/**
 * An element of an uninterpreted sort, named as the model names it: {@code U!val!0} (z3) or
 * {@code @U_0} (cvc5). Two abstract values of one model are equal exactly when their names are.
 */
public record AbstractValue(Sort sort, String name) implements Value {
  @Override
  public String toString() {
    return name.startsWith("@") ? "(as " + name + " " + sort + ")" : name;
  }
}
