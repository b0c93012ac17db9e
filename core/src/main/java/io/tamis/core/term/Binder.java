package io.tamis.core.term;

import io.tamis.core.sort.Sort;
import java.util.List;

/**
 * A binder other than a quantifier: {@code (lambda ((x S) ...) body)} (a function), z3's
 * {@code (choice ((x S)) body)} and cvc5's {@code witness} (an element satisfying {@code body}),
 * cvc5's {@code (set.comprehension ((x S) ...) predicate element)} (a set). Its children are the
 * terms after the variable list, in order; the sort comes from the reader.
 */
public final class Binder extends Term {
  private final String keyword;
  private final Variable[] bound;
  private final Term[] children;

  Binder(TermFactory owner, String keyword, Variable[] bound, Term[] children, Sort sort, Variable[] free) {
    super(owner, sort, (keyword.hashCode() * 31 + bound.length) * 31 + 23, children, free);
    this.keyword = keyword;
    this.bound = bound;
    this.children = children;
  }

  /** {@code lambda}, {@code choice}, {@code witness} or {@code set.comprehension}. */
  public String keyword() {
    return keyword;
  }

  public List<Variable> bound() {
    return List.of(bound);
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
    return other instanceof Binder b && b.keyword.equals(keyword) && b.sort() == sort()
        && sameTerms(b.children, children) && sameTerms(b.bound, bound);
  }
}
