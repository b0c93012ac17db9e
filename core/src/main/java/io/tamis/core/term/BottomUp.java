package io.tamis.core.term;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Children-first computation over a DAG on an explicit stack: no recursion on the term's depth. */
public final class BottomUp {
  private BottomUp() {}

  /**
   * Puts in {@code done} a value for {@code root} and for every sub-term not in it yet, each computed
   * by {@code value} once all its arguments have theirs (in {@code done}), arguments in text order (a
   * {@code :named} term before its uses); returns the root's.
   */
  public static <R> R compute(Term root, Map<Term, R> done, Function<Term, R> value) {
    List<Term> stack = new ArrayList<>();
    stack.add(root);
    while (!stack.isEmpty()) {
      Term t = stack.get(stack.size() - 1);
      if (done.containsKey(t)) {
        stack.remove(stack.size() - 1);
        continue;
      }
      boolean ready = true;
      for (int i = t.argCount() - 1; i >= 0; i--) {
        if (!done.containsKey(t.arg(i))) {
          stack.add(t.arg(i));
          ready = false;
        }
      }
      if (ready) {
        stack.remove(stack.size() - 1);
        done.put(t, value.apply(t));
      }
    }
    return done.get(root);
  }
}
