package io.tamis.mutator;

import io.tamis.core.script.Script;
import java.util.Optional;

/**
 * One mutation step. A mutation MUST return a script that differs from its input, sort-checks and
 * keeps every bound variable inside its binder, and MUST be deterministic given the random source.
 * It MUST list the edits that turn its input into the mutant, in order. When it cannot apply it
 * returns an empty Optional; it never throws for that.
 */
public interface Mutation {
  Optional<Mutant> mutate(Script current, RandomSource random);
}
