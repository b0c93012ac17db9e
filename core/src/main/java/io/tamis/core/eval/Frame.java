package io.tamis.core.eval;

import io.tamis.core.term.Term;

/**
 * One term being evaluated on the machine's explicit stack. The machine calls {@link #next} with
 * null first and then with the value of each child the frame asked for; the frame returns the next
 * child to evaluate (under {@link #childEnv}) or null once {@link #result} is set.
 */
abstract class Frame {
  final Term term;
  final Env env;
  Env childEnv;
  Value result;

  Frame(Term term, Env env) {
    this.term = term;
    this.env = env;
    this.childEnv = env;
  }

  abstract Term next(Value fed, Machine machine);

  /** Finishes the frame with {@code value}. */
  final Term done(Value value) {
    result = value;
    return null;
  }
}
