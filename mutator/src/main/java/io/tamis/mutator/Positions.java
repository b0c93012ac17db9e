package io.tamis.mutator;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Match;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Samples occurrences in the assertions as trees (not the DAG), in O(depth), in proportion to a
 * weight: the number of candidate occurrences in a term's tree. At a node of weight w whose children
 * weigh c in all, it stops with probability (w - c) / w, else descends into a child in proportion
 * to the child's weight. With {@link Term#size()} every occurrence is equally likely; with {@link
 * Occurrences} every occurrence that a predicate accepts. Annotations are looked through; arguments
 * that solvers require to be literals (the value of {@code const}, {@code re.range}, the exponent of
 * {@code ^}, the bounds of z3's {@code (re.loop r i j)}) are never targets; a loop's body is.
 */
public final class Positions {
  private Positions() {}

  /** A random occurrence, in proportion to {@code weight}, or null when every assertion weighs 0. */
  public static Position sample(Script script, RandomSource random, ToLongFunction<Term> weight) {
    List<Command> commands = script.commands();
    long total = 0;
    for (Command c : commands) {
      total = c instanceof Command.Assert a ? add(total, weight.applyAsLong(a.term())) : total;
    }
    if (total == 0) {
      return null;
    }
    long r = random.nextLong(total);
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i) instanceof Command.Assert a) {
        long w = weight.applyAsLong(a.term());
        if (r < w) {
          return descend(i, a.term(), random, weight);
        }
        r -= w;
      }
    }
    throw new IllegalStateException("weights changed while sampling");
  }

  /** The occurrence reached from assertion {@code command} through arguments {@code childIndex}. */
  public static Position at(Script script, int command, int[] childIndex) {
    Term t = ((Command.Assert) script.commands().get(command)).term();
    List<Term> path = new ArrayList<>(childIndex.length + 1);
    List<Variable> scope = new ArrayList<>();
    for (int child : childIndex) {
      path.add(t);
      bind(t, child, scope);
      t = t.arg(child);
    }
    path.add(t);
    return new Position(command, Collections.unmodifiableList(path), childIndex.clone(),
        Collections.unmodifiableList(scope));
  }

  /** How many arguments of {@code t} a position may lie in: they are arguments 0 to n-1. */
  static int descendable(Term t) {
    return switch (t) {
      case Annotation a -> 1;
      case Apply a when a.argCount() > 0 -> switch (a.name()) {
        case "const", "re.range" -> 0;
        // The body is argument 0 of every loop form; z3's (re.loop r i j) and ^ take numerals after it.
        case "^", "re.loop" -> 1;
        default -> a.argCount();
      };
      default -> t.argCount();
    };
  }

  private static Position descend(int command, Term t, RandomSource random, ToLongFunction<Term> weight) {
    List<Term> path = new ArrayList<>(32);
    IntArrayList children = new IntArrayList(32);
    List<Variable> scope = new ArrayList<>();
    while (true) {
      path.add(t);
      int next = choose(t, random, weight);
      if (next < 0) {
        // Views, not copies: the lists are not used again here, and copying them cost 3% of opfuzz.
        return new Position(command, Collections.unmodifiableList(path), children.toIntArray(),
            Collections.unmodifiableList(scope));
      }
      bind(t, next, scope);
      children.add(next);
      t = t.arg(next);
    }
  }

  /** The child to descend into, or -1 to stop at {@code t}. */
  private static int choose(Term t, RandomSource random, ToLongFunction<Term> weight) {
    int n = descendable(t);
    if (t instanceof Annotation || n == 0) {
      return n - 1;
    }
    long children = 0;
    for (int i = 0; i < n; i++) {
      children = add(children, weight.applyAsLong(t.arg(i)));
    }
    long total = weight.applyAsLong(t);
    long r = random.nextLong(Math.max(total, 1));
    long own = Math.max(0, total - children);
    if (r < own) {
      return -1;
    }
    r -= own;
    for (int i = 0; i < n - 1; i++) {
      long w = weight.applyAsLong(t.arg(i));
      if (r < w) {
        return i;
      }
      r -= w;
    }
    return n - 1;
  }

  static long add(long a, long b) {
    long sum = a + b;
    return sum < 0 ? Long.MAX_VALUE : sum;
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
