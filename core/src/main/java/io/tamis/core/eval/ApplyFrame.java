package io.tamis.core.eval;

import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;

/**
 * A strict application: every argument is evaluated, then the machine applies the operator, which
 * may call a definition of the model (the frame then evaluates its body once more as a child).
 */
final class ApplyFrame extends Frame {
  final Value[] args;
  private int filled;
  private boolean calling;

  ApplyFrame(Apply term, Env env) {
    super(term, env);
    this.args = new Value[term.argCount()];
  }

  @Override
  Term next(Value fed, Machine machine) {
    if (calling) {
      return done(fed);
    }
    if (fed != null) {
      args[filled++] = fed;
    }
    if (filled < args.length) {
      return term.arg(filled);
    }
    return machine.apply(this);
  }

  /** Evaluates {@code d}'s body with its parameters bound to {@code values} as this frame's value. */
  Term call(Model.Definition d, Value[] values) {
    calling = true;
    childEnv = Env.root().bind(d.params(), values);
    return d.body();
  }
}
