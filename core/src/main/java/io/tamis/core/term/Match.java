package io.tamis.core.term;

import io.tamis.core.sort.Sort;
import java.util.List;

/** {@code (match t ((pattern body) ...))}: argument 0 is the scrutinee, then one body per case. */
public final class Match extends Term {
  private final Term[] children;
  private final MatchCase[] cases;

  Match(TermFactory owner, Sort sort, Term[] children, MatchCase[] cases, Variable[] free) {
    super(owner, sort, 13 * 31 + java.util.Arrays.hashCode(cases), children, free);
    this.children = children;
    this.cases = cases;
  }

  public Term scrutinee() {
    return children[0];
  }

  public List<MatchCase> cases() {
    return List.of(cases);
  }

  public Term body(int i) {
    return children[i + 1];
  }

  @Override
  public int argCount() {
    return children.length;
  }

  @Override
  public Term arg(int i) {
    return children[i];
  }

  @Override
  boolean sameShape(Term other) {
    return other instanceof Match m && m.sort() == sort() && sameTerms(m.children, children)
        && java.util.Arrays.equals(m.cases, cases);
  }
}
