package io.smtfuzz.core.term;

import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.List;
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
    List<Term> stack = new ArrayList<>();
    stack.add(root);
    while (!stack.isEmpty()) {
      Term t = stack.get(stack.size() - 1);
      if (done.containsKey(t)) {
        stack.remove(stack.size() - 1);
        continue;
      }
      boolean ready = true;
      // Children are pushed last-first so they are rewritten in text order (a :named term before its uses).
      for (int i = t.argCount() - 1; i >= 0; i--) {
        if (!done.containsKey(t.arg(i))) {
          stack.add(t.arg(i));
          ready = false;
        }
      }
      if (ready) {
        stack.remove(stack.size() - 1);
        done.put(t, step.apply(rebuilt(t)));
      }
    }
    return done.get(root);
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
