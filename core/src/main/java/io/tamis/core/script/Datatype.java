package io.tamis.core.script;

import io.tamis.core.sort.Sort;
import java.util.List;

/**
 * A datatype declaration. {@code params} are the sort variables of {@code par}; field sorts mention
 * them as {@link Sort#parameter parameter sorts}. {@code subterm} names z3's subterm predicate
 * ({@code (declare-datatype D (...) :subterm is-sub)}), or is null.
 */
public record Datatype(String sortName, List<String> params, List<Constructor> constructors, String subterm) {
  public Datatype {
    params = List.copyOf(params);
    constructors = List.copyOf(constructors);
    if (constructors.isEmpty()) {
      throw new IllegalArgumentException("datatype " + sortName + " has no constructor");
    }
  }

  public Datatype(String sortName, List<String> params, List<Constructor> constructors) {
    this(sortName, params, constructors, null);
  }

  public Datatype withSubterm(String name) {
    return new Datatype(sortName, params, constructors, name);
  }

  /** The sort of the datatype itself, with its parameters as sort variables. */
  public Sort sort() {
    return Sort.of(sortName, params.stream().map(Sort::parameter).toList());
  }

  public record Constructor(String name, List<Field> fields) {
    public Constructor {
      fields = List.copyOf(fields);
    }
  }

  public record Field(String selector, Sort sort) {}
}
