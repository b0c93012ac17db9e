package io.tamis.core.term;

import io.tamis.core.sort.Sort;

/** A literal: numeral, decimal, {@code #x}/{@code #b} bit-vector, string or {@code (_ bvN w)}. */
public final class Constant extends Term {
  private final ConstantKind kind;
  private final String text;

  Constant(TermFactory owner, ConstantKind kind, String text, Sort sort) {
    super(owner, sort, kind.ordinal() * 977 + text.hashCode(), NO_TERMS, NO_VARIABLES);
    this.kind = kind;
    this.text = text;
  }

  public ConstantKind kind() {
    return kind;
  }

  /** The literal as written; for strings, the content between the quotes with {@code ""} undone. */
  public String text() {
    return text;
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
    return other instanceof Constant c && c.kind == kind && c.sort() == sort() && c.text.equals(text);
  }
}
