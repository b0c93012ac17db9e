package io.tamis.core.eval;

import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code forall} and {@code exists} by enumeration when every bound sort is finite, known and small
 * (at most {@value #LIMIT} assignments, and within the machine's budget for one evaluation, so that
 * nested quantifiers cannot multiply). Otherwise the body is evaluated once with the variables
 * unknown: a body that is true or false regardless of them decides the quantifier, else it is unknown.
 */
final class QuantifierFrame extends Frame {
  static final int LIMIT = 1 << 16;

  private final Quantifier quantifier;
  private List<List<Value>> assignments;
  private int next;
  private Value unknown;

  QuantifierFrame(Quantifier quantifier, Env env) {
    super(quantifier, env);
    this.quantifier = quantifier;
  }

  @Override
  Term next(Value fed, Machine machine) {
    if (fed == null) {
      assignments = assignments(machine);
      if (assignments == null) {
        childEnv = env.bind(quantifier.bound(), unknowns());
        return quantifier.body();
      }
    } else if (assignments == null) {
      return done(fed);
    } else if (fed == BoolValue.of(quantifier.isExists())) {
      return done(fed);
    } else {
      unknown = fed.isUnknown() && unknown == null ? fed : unknown;
    }
    if (next < assignments.size()) {
      childEnv = env.bind(quantifier.bound(), assignments.get(next++).toArray(new Value[0]));
      return quantifier.body();
    }
    return done(unknown != null ? unknown : BoolValue.of(!quantifier.isExists()));
  }

  /** Every assignment of the bound variables, or null when there are too many or unknown ones. */
  private List<List<Value>> assignments(Machine machine) {
    long product = 1;
    for (Variable v : quantifier.bound()) {
      long size = Domains.size(v.sort(), machine.model());
      if (size < 0 || (product *= size) > LIMIT) {
        return null;
      }
    }
    if (!machine.reserveAssignments(product)) {
      return null;
    }
    List<List<Value>> domains = new ArrayList<>();
    for (Variable v : quantifier.bound()) {
      List<Value> values = machine.domain(v.sort());
      if (values == null) {
        return null;
      }
      domains.add(values);
    }
    return Tuples.of(domains, LIMIT);
  }

  private Value[] unknowns() {
    Value[] out = new Value[quantifier.bound().size()];
    for (int i = 0; i < out.length; i++) {
      Variable v = quantifier.bound().get(i);
      out[i] = Unknown.of("quantified " + v.name() + " ranges over " + v.sort() + ", an infinite, large or unknown domain");
    }
    return out;
  }
}
