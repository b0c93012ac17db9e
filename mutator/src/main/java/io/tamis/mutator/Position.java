package io.tamis.mutator;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.core.term.Variable;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One occurrence of a sub-term in an assertion: the path from the assertion down to it and the
 * variables bound there (a replacement may only mention those).
 *
 * @param command index of the assert command in the script
 * @param path the terms from the assertion (first) down to the target (last)
 * @param childIndex {@code path.get(k + 1)} is argument {@code childIndex[k]} of {@code path.get(k)}
 */
public record Position(int command, List<Term> path, int[] childIndex, List<Variable> scope) {

  public Term target() {
    return path.get(path.size() - 1);
  }

  /** The parent of the target, or null at the root. */
  public Term parent() {
    return path.size() > 1 ? path.get(path.size() - 2) : null;
  }

  /** {@code script} with the target replaced by {@code replacement} (same sort) at this occurrence. */
  public Script replace(Script script, Term replacement) {
    return replace(script, replacement, t -> true).orElseThrow();
  }

  /**
   * As {@link #replace(Script, Term)}, but empty when a rebuilt ancestor fails {@code keep} (a
   * product that stops being linear when a constant factor below it changes, for example).
   */
  public Optional<Script> replace(Script script, Term replacement, Predicate<Term> keep) {
    TermFactory factory = script.factory();
    Term current = replacement;
    for (int k = path.size() - 2; k >= 0; k--) {
      current = factory.withArg(path.get(k), childIndex[k], current);
      if (!keep.test(current)) {
        return Optional.empty();
      }
    }
    return Optional.of(script.withCommand(command, new Command.Assert(current)));
  }
}
