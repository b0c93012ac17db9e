package io.tamis.core.term;

import io.tamis.core.sort.Sort;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable, interned term. Only a {@link TermFactory} creates terms; within one factory equal
 * terms are the same instance, so equality is identity and the hash is fixed at construction.
 * Children are reached through {@link #argCount()} and {@link #arg(int)}, never as an array.
 */
public abstract sealed class Term permits Constant, Variable, Apply, Quantifier, Match, Annotation, Binder {
  static final Variable[] NO_VARIABLES = {};
  static final Term[] NO_TERMS = {};

  final TermFactory owner;
  private final Sort sort;
  private final int hash;
  private final int id;
  private final long size;
  private final int depth;
  final Variable[] free;

  Term(TermFactory owner, Sort sort, int shapeHash, Term[] children, Variable[] free) {
    this.owner = owner;
    this.sort = sort;
    this.id = owner.nextId();
    this.free = free;
    long n = 1;
    int d = 0;
    int h = shapeHash * 31 + sort.hashCode();
    for (Term child : children) {
      n = saturatedAdd(n, child.size);
      d = Math.max(d, child.depth);
      // Mixed, not h * 31 + child: operator names whose hashes differ by 1 (+/-, </>) over the same
      // children would otherwise collide in long probe chains of the intern table.
      h = Integer.rotateLeft((h ^ child.hash) * 0x9E3779B1, 15);
    }
    this.size = n;
    this.depth = d + 1;
    this.hash = h;
  }

  private static long saturatedAdd(long a, long b) {
    long sum = a + b;
    return sum < 0 ? Long.MAX_VALUE : sum;
  }

  public final Sort sort() {
    return sort;
  }

  /** Creation order within the owning factory: deterministic for the same inputs. */
  public final int id() {
    return id;
  }

  /** Number of nodes of the term as a tree (saturates at {@code Long.MAX_VALUE}). */
  public final long size() {
    return size;
  }

  /** 1 for a leaf. */
  public final int depth() {
    return depth;
  }

  public abstract int argCount();

  public abstract Term arg(int i);

  /** Bound variables that occur free in this term (let, quantifier and match variables). */
  public final List<Variable> freeVariables() {
    return List.of(free);
  }

  public final boolean isClosed() {
    return free.length == 0;
  }

  /** True when every free variable of this term is in {@code bound} (sorted by id). */
  public final boolean freeVariablesWithin(List<Variable> bound) {
    for (Variable v : free) {
      if (!bound.contains(v)) {
        return false;
      }
    }
    return true;
  }

  public final TermFactory factory() {
    return owner;
  }

  /** Same class, same head data and the same children (by identity): the interning equality. */
  abstract boolean sameShape(Term other);

  static boolean sameTerms(Term[] a, Term[] b) {
    if (a.length != b.length) {
      return false;
    }
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public final int hashCode() {
    return hash;
  }

  @Override
  public final boolean equals(Object other) {
    return this == other;
  }

  /**
   * A short, approximate SMT-LIB sketch for messages and debuggers (see {@link TermSketch}); for
   * the exact text call {@code TermPrinter.toText}.
   */
  @Override
  public String toString() {
    return TermSketch.of(this);
  }

  static int hashOf(String[] indices) {
    return Arrays.hashCode(indices);
  }
}
