package io.tamis.enumerator.order;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A term of a grammar as the choices that build it: at every node a rule, a size and an
 * alternative, with one child per child rule of that alternative. Mutable only inside this package
 * (the streaming {@link Successor} advances it in place); equality is structural.
 */
public final class Derivation {
  static final Derivation[] NONE = {};

  final int rule;
  int size;
  int alt;
  Derivation[] children = NONE;
  Derivation parent;
  int slot;
  private int textStart;

  Derivation(int rule, int size, Derivation parent, int slot) {
    this.rule = rule;
    this.size = size;
    this.parent = parent;
    this.slot = slot;
  }

  public int rule() {
    return rule;
  }

  public int size() {
    return size;
  }

  public int alternative() {
    return alt;
  }

  public int childCount() {
    return children.length;
  }

  public Derivation child(int i) {
    return children[i];
  }

  /** The node this one is a child of, or null for the root. */
  public Derivation parent() {
    return parent;
  }

  /** Which child of its parent this node is. */
  public int slot() {
    return slot;
  }

  /**
   * Renderer bookkeeping: where this node's text started in the last rendering, so that after a
   * step only the text from the changed node on is written again. Not part of equality.
   */
  public int textStart() {
    return textStart;
  }

  public void textStart(int offset) {
    textStart = offset;
  }

  /** A deep copy (the streaming enumerator changes its derivation in place). */
  public Derivation copy() {
    Derivation root = new Derivation(rule, size, null, 0);
    Deque<Derivation[]> work = new ArrayDeque<>();
    work.push(new Derivation[] {this, root});
    while (!work.isEmpty()) {
      Derivation[] pair = work.pop();
      Derivation from = pair[0];
      Derivation to = pair[1];
      to.alt = from.alt;
      to.children = from.children.length == 0 ? NONE : new Derivation[from.children.length];
      for (int i = 0; i < from.children.length; i++) {
        Derivation c = from.children[i];
        to.children[i] = new Derivation(c.rule, c.size, to, i);
        work.push(new Derivation[] {c, to.children[i]});
      }
    }
    return root;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Derivation other)) {
      return false;
    }
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(this);
    work.push(other);
    while (!work.isEmpty()) {
      Derivation b = work.pop();
      Derivation a = work.pop();
      if (a.rule != b.rule || a.size != b.size || a.alt != b.alt || a.children.length != b.children.length) {
        return false;
      }
      for (int i = 0; i < a.children.length; i++) {
        work.push(a.children[i]);
        work.push(b.children[i]);
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = 1;
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(this);
    while (!work.isEmpty()) {
      Derivation d = work.pop();
      h = (h * 31 + d.rule) * 31 + d.alt * 17 + d.size;
      for (Derivation c : d.children) {
        work.push(c);
      }
    }
    return h;
  }

  /** Rule, size and alternative numbers in preorder, for messages. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    Deque<Derivation> work = new ArrayDeque<>();
    work.push(this);
    while (!work.isEmpty()) {
      Derivation d = work.pop();
      out.append(out.isEmpty() ? "" : " ").append(d.rule).append(':').append(d.size).append(':').append(d.alt);
      Derivation[] kids = d.children.clone();
      for (int i = kids.length - 1; i >= 0; i--) {
        work.push(kids[i]);
      }
    }
    return out.toString();
  }
}
