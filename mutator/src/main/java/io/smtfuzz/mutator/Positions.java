package io.smtfuzz.mutator;

import io.smtfuzz.core.script.Command;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.term.Annotation;
import io.smtfuzz.core.term.Apply;
import io.smtfuzz.core.term.Match;
import io.smtfuzz.core.term.Quantifier;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.Variable;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Samples occurrences uniformly over the assertions as trees (not the DAG), in O(depth): at a node
 * of tree size s it stops with probability 1/s, else descends into a child in proportion to the
 * child's size. Annotations are looked through; arguments that solvers require to be literals
 * (the value of {@code const}, {@code re.range}, the exponent of {@code ^}) are never targets.
 */
public final class Positions {
  private static final Set<String> LITERAL_ARGUMENTS = Set.of("const", "re.range", "^", "re.loop");

  private Positions() {}

  /** A random occurrence whose target satisfies {@code wanted}, or null after a few tries. */
  public static Position sample(Script script, RandomSource random, Predicate<Term> wanted) {
    List<Integer> asserts = new ArrayList<>();
    double total = 0;
    for (int i = 0; i < script.commands().size(); i++) {
      if (script.commands().get(i) instanceof Command.Assert a) {
        asserts.add(i);
        total += a.term().size();
      }
    }
    for (int attempt = 0; attempt < 16 && !asserts.isEmpty(); attempt++) {
      Position p = descend(script, pickAssert(script, asserts, total, random), random);
      if (p != null && wanted.test(p.target())) {
        return p;
      }
    }
    return null;
  }

  private static int pickAssert(Script script, List<Integer> asserts, double total, RandomSource random) {
    double r = random.nextLong(1L << 52) / (double) (1L << 52) * total;
    for (int i : asserts) {
      r -= ((Command.Assert) script.commands().get(i)).term().size();
      if (r < 0) {
        return i;
      }
    }
    return asserts.get(asserts.size() - 1);
  }

  private static Position descend(Script script, int command, RandomSource random) {
    Term t = ((Command.Assert) script.commands().get(command)).term();
    List<Term> path = new ArrayList<>();
    IntArrayList children = new IntArrayList();
    List<Variable> scope = new ArrayList<>();
    while (true) {
      path.add(t);
      int next = choose(t, random);
      if (next < 0) {
        return t instanceof Annotation ? null : new Position(command, List.copyOf(path), children.toIntArray(),
            List.copyOf(scope));
      }
      bind(t, next, scope);
      children.add(next);
      t = t.arg(next);
    }
  }

  /** The child to descend into, or -1 to stop at {@code t}. */
  private static int choose(Term t, RandomSource random) {
    if (t instanceof Annotation) {
      return 0;
    }
    if (t.argCount() == 0 || (t instanceof Apply a && LITERAL_ARGUMENTS.contains(a.name()))) {
      return -1;
    }
    double total = 1;
    for (int i = 0; i < t.argCount(); i++) {
      total += t.arg(i).size();
    }
    double r = random.nextLong(1L << 52) / (double) (1L << 52) * total;
    if (r < 1) {
      return -1;
    }
    r -= 1;
    for (int i = 0; i < t.argCount(); i++) {
      r -= t.arg(i).size();
      if (r < 0) {
        return i;
      }
    }
    return t.argCount() - 1;
  }

  /** Adds the variables a binder makes visible; an inner binder hides outer ones of the same name. */
  private static void bind(Term t, int child, List<Variable> scope) {
    List<Variable> bound = t instanceof Quantifier q ? q.bound()
        : t instanceof Match m && child > 0 ? m.cases().get(child - 1).variables() : List.of();
    for (Variable v : bound) {
      scope.removeIf(w -> w.name().equals(v.name()));
      scope.add(v);
    }
  }
}
