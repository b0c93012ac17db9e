package io.tamis.mutator.valfuzz;

import io.tamis.core.script.Script;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Test helper: whether two scripts' assertions have the same shape, walked in step as trees, where
 * a literal of the first may stand against any literal of its sort in the second (a numeral, a negated
 * numeral, a quotient of decimals, a string, a bit-vector).
 */
final class SkeletonShape {
  private SkeletonShape() {}

  static boolean same(Script seed, Script mutant) {
    List<Term> a = seed.assertions();
    List<Term> b = mutant.assertions();
    if (a.size() != b.size()) {
      return false;
    }
    Deque<Term[]> stack = new ArrayDeque<>();
    for (int i = 0; i < a.size(); i++) {
      stack.push(new Term[] {a.get(i), b.get(i)});
    }
    while (!stack.isEmpty()) {
      Term[] pair = stack.pop();
      Term x = pair[0];
      Term y = pair[1];
      if (x instanceof Constant && literal(y) && x.sort().equals(y.sort())) {
        continue;
      }
      if (x.getClass() != y.getClass() || x.argCount() != y.argCount() || !sameHead(x, y)) {
        return false;
      }
      for (int i = 0; i < x.argCount(); i++) {
        stack.push(new Term[] {x.arg(i), y.arg(i)});
      }
    }
    return true;
  }

  private static boolean sameHead(Term x, Term y) {
    return switch (x) {
      case Apply a -> a.name().equals(((Apply) y).name());
      case Constant c -> c.text().equals(((Constant) y).text());
      case Variable v -> v.name().equals(((Variable) y).name());
      default -> true;
    };
  }

  private static boolean literal(Term t) {
    if (t instanceof Constant) {
      return true;
    }
    return t instanceof Apply a && (a.name().equals("-") || a.name().equals("/")) && a.argCount() <= 2
        && java.util.stream.IntStream.range(0, a.argCount()).allMatch(i -> literal(a.arg(i)));
  }
}
