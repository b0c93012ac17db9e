package io.tamis.core.smtlib;

import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * z3 reads a lambda as an array: {@code (= a (lambda ((i Int)) 0))} with {@code a} an
 * {@code (Array Int Int)}. A lambda is read as a function first; where that does not fit and an
 * array does, it is the same lambda at the array sort ({@code (-> A B C)} as {@code (Array A B C)}).
 */
final class LambdaArrays {
  private LambdaArrays() {}

  /**
   * {@code t} at the array sort of its function sort, or null when it is not a lambda. A lambda whose
   * body is a lambda is an array of arrays: {@code (Array Int (Array Int Int))}.
   */
  static Term asArray(TermFactory factory, Term t) {
    List<Binder> chain = new ArrayList<>();
    for (Term u = t; isLambda(u); u = u.arg(0)) {
      chain.add((Binder) u);
    }
    if (chain.isEmpty()) {
      return null;
    }
    Term body = chain.get(chain.size() - 1).arg(0);
    for (int k = chain.size() - 1; k >= 0; k--) {
      Binder b = chain.get(k);
      Sort[] params = new Sort[b.bound().size() + 1];
      for (int i = 0; i < b.bound().size(); i++) {
        params[i] = b.bound().get(i).sort();
      }
      params[params.length - 1] = body.sort();
      body = factory.binder("lambda", b.bound(), List.of(body), Sort.of("Array", new String[0], params));
    }
    return body;
  }

  private static boolean isLambda(Term t) {
    return t instanceof Binder b && b.keyword().equals("lambda") && t.sort().kind() == SortKind.FUNCTION;
  }

  /** {@code args} with every lambda as an array, or null when none is a lambda. */
  static Term[] asArrays(TermFactory factory, Term[] args) {
    Term[] out = null;
    for (int i = 0; i < args.length; i++) {
      Term array = asArray(factory, args[i]);
      if (array != null) {
        out = out == null ? args.clone() : out;
        out[i] = array;
      }
    }
    return out;
  }

  /** {@code t}, or its array form when {@code expected} is that array sort. */
  static Term toExpected(TermFactory factory, Term t, Sort expected) {
    if (t.sort() == expected || expected.kind() != SortKind.ARRAY && !expected.name().equals("Array")) {
      return t;
    }
    Term array = asArray(factory, t);
    return array != null && array.sort() == expected ? array : t;
  }
}
