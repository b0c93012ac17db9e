package io.tamis.core.term;

import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.function.UnaryOperator;

/**
 * Bottom-up rewriting within one factory, on an explicit stack and memoized over the DAG: children
 * are rewritten first, the node is rebuilt if any changed, then {@code step} may replace it.
 */
public final class Rewriter {
  private final TermFactory factory;
  private final UnaryOperator<Term> step;
  private final Object2ObjectOpenHashMap<Term, Term> done = new Object2ObjectOpenHashMap<>();

  public Rewriter(TermFactory factory, UnaryOperator<Term> step) {
    this.factory = factory;
    this.step = step;
  }

  public Term rewrite(Term root) {
    return BottomUp.compute(root, done, t -> step.apply(rebuilt(t)));
  }

  private Term rebuilt(Term t) {
    Term current = t;
    for (int i = 0; i < t.argCount(); i++) {
      Term child = done.get(t.arg(i));
      if (child != t.arg(i)) {
        current = factory.withArg(current, i, child);
      }
    }
    return current;
  }
}
