package io.tamis.core.eval;

/** The semantics of one theory operator on argument values that are all known. */
@FunctionalInterface
interface Operation {
  Value apply(Call call);
}
