package io.tamis.core.eval;

import io.tamis.core.term.Term;

/** A term the evaluator has no rule for (a lambda, a set comprehension): its value is unknown. */
final class UnknownFrame extends Frame {
  private final String why;

  UnknownFrame(Term term, Env env, String why) {
    super(term, env);
    this.why = why;
  }

  @Override
  Term next(Value fed, Machine machine) {
    return done(Unknown.of(why));
  }
}
