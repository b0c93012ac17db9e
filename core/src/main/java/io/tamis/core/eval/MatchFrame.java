package io.tamis.core.eval;

import io.tamis.core.term.Match;
import io.tamis.core.term.MatchCase;
import io.tamis.core.term.Term;
import java.util.List;

/** {@code match}: the scrutinee, then the body of the first case whose pattern fits its value. */
final class MatchFrame extends Frame {
  private final Match match;
  private boolean chosen;

  MatchFrame(Match match, Env env) {
    super(match, env);
    this.match = match;
  }

  @Override
  Term next(Value fed, Machine machine) {
    if (fed == null) {
      return match.scrutinee();
    }
    if (chosen) {
      return done(fed);
    }
    if (!(fed instanceof DatatypeValue value)) {
      return done(fed.isUnknown() ? fed : Unknown.of("match on a non-datatype value " + fed));
    }
    List<MatchCase> cases = match.cases();
    for (int i = 0; i < cases.size(); i++) {
      MatchCase c = cases.get(i);
      if (c.constructor() == null) {
        return choose(i, c, new Value[] {value});
      }
      if (c.constructor().name().equals(value.constructor())) {
        Value[] fields = new Value[value.fieldCount()];
        for (int k = 0; k < fields.length; k++) {
          fields[k] = value.field(k);
        }
        return choose(i, c, fields);
      }
    }
    return done(Unknown.of("no case of the match fits " + value));
  }

  private Term choose(int i, MatchCase c, Value[] bound) {
    chosen = true;
    childEnv = env.bind(c.variables(), bound);
    return match.body(i);
  }
}
