package io.tamis.core.eval;

import io.tamis.core.term.Term;

/**
 * {@code (ite c a b)}: only the chosen branch is evaluated. When {@code c} is unknown both are
 * (else first), and the value is theirs if they are equal.
 */
final class IteFrame extends Frame {
  private int step;
  private Value condition;
  private Value first;

  IteFrame(Term term, Env env) {
    super(term, env);
  }

  @Override
  Term next(Value fed, Machine machine) {
    switch (step++) {
      case 0:
        return term.arg(0);
      case 1:
        condition = fed;
        return fed == BoolValue.TRUE ? term.arg(1) : term.arg(2);
      case 2:
        if (!condition.isUnknown()) {
          return done(fed);
        }
        first = fed;
        return term.arg(1);
      default:
        return done(Equality.equal(first, fed, machine.model()) == BoolValue.TRUE ? first : condition);
    }
  }
}
