package io.tamis.core.term;

import io.tamis.core.sort.Sort;

/** A variable bound by a quantifier, a match case or a function definition's parameter list. */
public final class Variable extends Term {
  private final String name;

  Variable(TermFactory owner, String name, Sort sort) {
    super(owner, sort, name.hashCode() * 7 + 3, NO_TERMS, new Variable[1]);
    this.name = name;
    free[0] = this;
  }

  public String name() {
    return name;
  }

  @Override
  public int argCount() {
    return 0;
  }

  @Override
  public Term arg(int i) {
    throw new IndexOutOfBoundsException(i);
  }

  @Override
  boolean sameShape(Term other) {
    return other instanceof Variable v && v.sort() == sort() && v.name.equals(name);
  }
}
