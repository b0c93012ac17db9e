package io.tamis.core.term;

import io.tamis.core.op.FunctionSymbol;
import java.util.List;

/**
 * The pattern of one {@code match} case: a constructor with one variable per field, or (with a null
 * constructor) a single variable that binds the whole value.
 */
public record MatchCase(FunctionSymbol constructor, List<Variable> variables) {
  public MatchCase {
    variables = List.copyOf(variables);
    if (constructor == null && variables.size() != 1) {
      throw new IllegalArgumentException("a variable pattern binds exactly one variable");
    }
    if (constructor != null && constructor.arity() != variables.size()) {
      throw new IllegalArgumentException("pattern of " + constructor.name() + " needs "
          + constructor.arity() + " variables, got " + variables.size());
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MatchCase m && m.constructor == constructor && sameVariables(m.variables);
  }

  private boolean sameVariables(List<Variable> other) {
    if (other.size() != variables.size()) {
      return false;
    }
    for (int i = 0; i < variables.size(); i++) {
      if (other.get(i) != variables.get(i)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return (constructor == null ? 0 : constructor.hashCode()) * 31 + variables.size();
  }
}
