package io.tamis.core.term;

import io.tamis.core.op.Operator;
import io.tamis.core.sort.Sort;
import java.util.Arrays;

/**
 * An operator or function applied to arguments (none for constants such as {@code true} or a
 * declared constant). {@code qualified} prints the head as {@code (as f S)}.
 */
public final class Apply extends Term {
  static final String[] NO_INDICES = {};

  private final Operator op;
  private final String[] indices;
  private final Term[] args;
  private final boolean qualified;

  Apply(TermFactory owner, Operator op, String[] indices, Sort sort, boolean qualified, Term[] args,
      Variable[] free) {
    super(owner, sort, (op.hashCode() * 31 + hashOf(indices)) * 2 + (qualified ? 1 : 0), args, free);
    this.op = op;
    this.indices = indices;
    this.args = args;
    this.qualified = qualified;
  }

  public Operator op() {
    return op;
  }

  public String name() {
    return op.name();
  }

  public int indexCount() {
    return indices.length;
  }

  public String index(int i) {
    return indices[i];
  }

  /** The indices themselves, for the factory: not to be changed. */
  String[] indexArray() {
    return indices;
  }

  /** A copy of the indices. */
  public String[] indices() {
    return indices.length == 0 ? NO_INDICES : indices.clone();
  }

  public boolean qualified() {
    return qualified;
  }

  @Override
  public int argCount() {
    return args.length;
  }

  @Override
  public Term arg(int i) {
    return args[i];
  }

  @Override
  boolean sameShape(Term other) {
    return other instanceof Apply a && a.op == op && a.sort() == sort() && a.qualified == qualified
        && sameTerms(a.args, args) && Arrays.equals(a.indices, indices);
  }
}
