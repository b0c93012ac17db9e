package io.tamis.core.smtlib;

import io.tamis.core.term.Binder;
import io.tamis.core.term.Match;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Finds the sub-terms of one printing scope worth binding with {@code let}: those with several
 * parents, when the scope's tree is much larger than its DAG. Binder bodies are scopes of their
 * own and are not entered.
 */
final class SharedTerms {
  /** Terms looked at, at most, to find the names bound under a scope. */
  private static final int BINDER_SEARCH_LIMIT = 1 << 14;

  private final Term root;
  private final Function<Term, String> outerName;
  private final Object2IntOpenHashMap<Term> parents;
  private final List<Term> postorder = new ArrayList<>();
  /** Names bound under the root, once needed; null when there are too many terms to look. */
  private Set<String> boundUnder;
  private boolean boundUnderKnown;

  SharedTerms(Term root, Function<Term, String> outerName) {
    this.root = root;
    this.outerName = outerName;
    this.parents = new Object2IntOpenHashMap<>((int) Math.min(root.size(), 1 << 12));
  }

  /** Groups of terms to bind, innermost first; each group only uses names of earlier groups. */
  List<List<Term>> groups() {
    // Small trees read fine even when shared; skipping them saves the walk on most terms.
    if (root.size() < 48) {
      return List.of();
    }
    // Lets pay only when the tree is over twice the DAG: stop walking once the DAG is that big.
    long enough = (root.size() - 8) / 2;
    if (!walk(enough)) {
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
    return n != root && n.argCount() > 0 && parents.getInt(n) >= 2 && capturesNothing(n);
  }

  /**
   * The reader renames a binder when a visible let value mentions a variable of the same name, so a
   * value that mentions a variable is bound only if no binder under the scope uses that name.
   */
  private boolean capturesNothing(Term n) {
    if (n.isClosed()) {
      return true;
    }
    if (!boundUnderKnown) {
      boundUnder = boundUnder(root);
      boundUnderKnown = true;
    }
    for (Variable v : n.freeVariables()) {
      if (boundUnder == null || boundUnder.contains(v.name())) {
        return false;
      }
    }
    return true;
  }

  private static Set<String> boundUnder(Term root) {
    Set<String> names = new ObjectOpenHashSet<>();
    ObjectOpenHashSet<Term> seen = new ObjectOpenHashSet<>();
    List<Term> stack = new ArrayList<>(List.of(root));
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      switch (t) {
        case Quantifier q -> q.bound().forEach(v -> names.add(v.name()));
        case Match m -> m.cases().forEach(c -> c.variables().forEach(v -> names.add(v.name())));
        case Binder b -> b.bound().forEach(v -> names.add(v.name()));
        default -> { }
      }
      for (int i = 0; i < t.argCount(); i++) {
        if (seen.add(t.arg(i))) {
          stack.add(t.arg(i));
        }
      }
      if (seen.size() > BINDER_SEARCH_LIMIT) {
        return null;
      }
    }
    return names;
  }

  private static int scopeArgCount(Term n) {
    return n instanceof Quantifier || n instanceof Binder ? 0 : n instanceof Match ? 1 : n.argCount();
  }

  /** Counts parents in the scope; false as soon as more than {@code limit} distinct terms are seen. */
  private boolean walk(long limit) {
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
          if (parents.size() > limit) {
            return false;
          }
          stack.add(child);
          next.add(0);
        }
      } else {
        stack.remove(top);
        next.removeInt(top);
        postorder.add(t);
      }
    }
    return true;
  }
}
