package io.tamis.core.term;

import java.util.List;

/** {@code (! t :attr value ...)}: argument 0 is {@code t}, then the terms of pattern attributes. */
public final class Annotation extends Term {
  private final Term[] children;
  private final Attribute[] attributes;

  Annotation(TermFactory owner, Term[] children, Attribute[] attributes, Variable[] free) {
    super(owner, children[0].sort(), 17 * 31 + java.util.Arrays.hashCode(attributes), children, free);
    this.children = children;
    this.attributes = attributes;
  }

  public Term term() {
    return children[0];
  }

  public List<Attribute> attributes() {
    return List.of(attributes);
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
    return other instanceof Annotation a && sameTerms(a.children, children)
        && java.util.Arrays.equals(a.attributes, attributes);
  }
}
