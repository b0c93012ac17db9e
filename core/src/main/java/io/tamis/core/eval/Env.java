package io.tamis.core.eval;

import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Values of bound variables (function parameters, quantified and match variables) with a cache for
 * the open terms evaluated under exactly these bindings. Closed terms are cached by the machine.
 */
final class Env {

  private final Env parent;
  private final Variable[] variables;
  private final Value[] values;
  private Map<Term, Value> cache;

  private Env(Env parent, Variable[] variables, Value[] values) {
    this.parent = parent;
    this.variables = variables;
    this.values = values;
  }

  /** An environment without bindings (one per machine: it carries a cache). */
  static Env root() {
    return new Env(null, new Variable[0], new Value[0]);
  }

  /** Bindings of {@code variables} to {@code values} (coerced to the variables' sorts) on top of this. */
  Env bind(List<Variable> vars, Value[] vals) {
    Variable[] v = vars.toArray(new Variable[0]);
    Value[] coerced = new Value[vals.length];
    for (int i = 0; i < vals.length; i++) {
      coerced[i] = Values.coerce(v[i].sort(), vals[i]);
    }
    return new Env(this, v, coerced);
  }

  /** The value bound to {@code v}, innermost first, or null. */
  Value lookup(Variable v) {
    for (Env e = this; e != null; e = e.parent) {
      for (int i = e.variables.length - 1; i >= 0; i--) {
        if (e.variables[i] == v) {
          return e.values[i];
        }
      }
    }
    return null;
  }

  Value cached(Term t) {
    return cache == null ? null : cache.get(t);
  }

  void remember(Term t, Value v) {
    if (cache == null) {
      cache = new HashMap<>();
    }
    cache.put(t, v);
  }
}
