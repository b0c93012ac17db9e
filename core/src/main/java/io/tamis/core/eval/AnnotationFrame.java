package io.tamis.core.eval;

import io.tamis.core.term.Annotation;
import io.tamis.core.term.Term;

/** {@code (! t ...)} has the value of {@code t}; pattern terms are not evaluated. */
final class AnnotationFrame extends Frame {
  AnnotationFrame(Annotation term, Env env) {
    super(term, env);
  }

  @Override
  Term next(Value fed, Machine machine) {
    return fed == null ? term.arg(0) : done(fed);
  }
}
