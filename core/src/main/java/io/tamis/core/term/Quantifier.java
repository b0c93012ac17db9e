package io.tamis.core.term;

import io.tamis.core.sort.Sort;
import java.util.List;

/** {@code (forall ((x S) ...) body)} or {@code (exists ...)}. */
public final class Quantifier extends Term {
  private final boolean exists;
  private final Variable[] bound;
  private final Term body;

  Quantifier(TermFactory owner, boolean exists, Variable[] bound, Term body, Variable[] free) {
    super(owner, Sort.BOOL, (exists ? 5 : 11) * 31 + bound.length, new Term[] {body}, free);
    this.exists = exists;
    this.bound = bound;
    this.body = body;
  }

  public boolean isExists() {
    return exists;
  }

  public String keyword() {
    return exists ? "exists" : "forall";
  }

  public List<Variable> bound() {
    return List.of(bound);
  }

  public Term body() {
    return body;
  }

  @Override
  public int argCount() {
    return 1;
  }

  @Override
  public Term arg(int i) {
    if (i != 0) {
      throw new IndexOutOfBoundsException(i);
    }
    return body;
  }

  @Override
  boolean sameShape(Term other) {
    return other instanceof Quantifier q && q.exists == exists && q.body == body
        && sameTerms(q.bound, bound);
  }
}
