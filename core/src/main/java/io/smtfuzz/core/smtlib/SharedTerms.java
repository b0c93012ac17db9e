package io.smtfuzz.core.smtlib;

import io.smtfuzz.core.term.Match;
import io.smtfuzz.core.term.Quantifier;
import io.smtfuzz.core.term.Term;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Finds the sub-terms of one printing scope worth binding with {@code let}: those with several
 * parents, when the scope's tree is much larger than its DAG. Binder bodies are scopes of their
 * own and are not entered.
 */
final class SharedTerms {
  private final Term root;
  private final Function<Term, String> outerName;
  private final Object2IntOpenHashMap<Term> parents = new Object2IntOpenHashMap<>();
  private final List<Term> postorder = new ArrayList<>();

  SharedTerms(Term root, Function<Term, String> outerName) {
    this.root = root;
    this.outerName = outerName;
  }

  /** Groups of terms to bind, innermost first; each group only uses names of earlier groups. */
  List<List<Term>> groups() {
    if (root.size() < 8) {
      return List.of();
    }
    walk();
    if (root.size() <= 2L * (parents.size() + 1) + 8) {
      return List.of();
    }
    Object2IntOpenHashMap<Term> level = new Object2IntOpenHashMap<>();
    List<List<Term>> groups = new ArrayList<>();
    for (Term n : postorder) {
      int max = 0;
      for (int i = 0; i < scopeArgCount(n); i++) {
        max = Math.max(max, level.getInt(n.arg(i)));
      }
      if (isCandidate(n)) {
        max++;
        while (groups.size() < max) {
          groups.add(new ArrayList<>());
        }
        groups.get(max - 1).add(n);
      }
      level.put(n, max);
    }
    return groups;
  }

  private boolean isCandidate(Term n) {
    return n != root && n.argCount() > 0 && parents.getInt(n) >= 2;
  }

  private static int scopeArgCount(Term n) {
    return n instanceof Quantifier ? 0 : n instanceof Match ? 1 : n.argCount();
  }

  private void walk() {
    List<Term> stack = new ArrayList<>();
    it.unimi.dsi.fastutil.ints.IntArrayList next = new it.unimi.dsi.fastutil.ints.IntArrayList();
    stack.add(root);
    next.add(0);
    while (!stack.isEmpty()) {
      int top = stack.size() - 1;
      Term t = stack.get(top);
      int i = next.getInt(top);
      if (i < scopeArgCount(t)) {
        next.set(top, i + 1);
        Term child = t.arg(i);
        if (parents.addTo(child, 1) == 0 && child.argCount() > 0 && outerName.apply(child) == null) {
          stack.add(child);
          next.add(0);
        }
      } else {
        stack.remove(top);
        next.removeInt(top);
        postorder.add(t);
      }
    }
  }
}
