package io.tamis.enumerator.render;

import io.tamis.core.smtlib.ByteBuf;
import io.tamis.enumerator.grammar.Alternative;
import io.tamis.enumerator.grammar.Declaration;
import io.tamis.enumerator.grammar.Grammar;
import io.tamis.enumerator.order.Derivation;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Writes a test: the grammar's prologue, {@code (assert t)} and {@code (check-sat)}. Each alternative
 * is precompiled to the text pieces around its children, so writing a term is one preorder walk
 * (on explicit arrays: no recursion on term depth) that appends pieces.
 */
public final class Renderer {
  private final byte[] prefix;
  private final byte[] suffix;
  private final byte[][][][] pieces;
  private final TextBuffer scratch = new TextBuffer(256);
  private Derivation[] nodes = new Derivation[64];
  private int[] next = new int[64];

  public Renderer(Grammar grammar, Style style) {
    this.prefix = bytes(prefix(grammar, style));
    this.suffix = bytes(style == Style.ET ? " ) ( check-sat )" : ")\n(check-sat)\n");
    this.pieces = new byte[grammar.ruleCount()][][][];
    for (int r = 0; r < grammar.ruleCount(); r++) {
      pieces[r] = new byte[grammar.alternativeCount(r)][][];
      for (int a = 0; a < pieces[r].length; a++) {
        String[] texts = Pieces.of(grammar.alternative(r, a), style);
        pieces[r][a] = new byte[texts.length][];
        for (int i = 0; i < texts.length; i++) {
          pieces[r][a][i] = bytes(texts[i]);
        }
      }
    }
  }

  private static String prefix(Grammar grammar, Style style) {
    StringBuilder out = new StringBuilder();
    if (style == Style.SMTLIB && grammar.logic() != null) {
      out.append("(set-logic ").append(grammar.logic()).append(")\n");
    }
    for (Declaration d : grammar.declarations()) {
      out.append(style == Style.ET ? etDeclaration(d) : declaration(d));
    }
    return out.append(style == Style.ET ? "( assert " : "(assert ").toString();
  }

  private static String etDeclaration(Declaration d) {
    return d.asConst() ? "( declare-const " + d.name() + " " + d.sortText() + " ) "
        : "( declare-fun " + d.name() + " ( " + String.join(" ", d.argSorts()) + " ) " + d.sortText() + " ) ";
  }

  private static String declaration(Declaration d) {
    return d.asConst() ? "(declare-const " + d.name() + " " + d.sortText() + ")\n"
        : "(declare-fun " + d.name() + " (" + String.join(" ", d.argSorts()) + ") " + d.sortText() + ")\n";
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.ISO_8859_1);
  }

  /** Appends the whole test. */
  public void test(Derivation root, TextBuffer out) {
    out.append(prefix);
    term(root, out);
    out.append(suffix);
  }

  /** Appends the whole test to core's buffer. */
  public void test(Derivation root, ByteBuf out) {
    test(root, scratch.clear());
    out.append(scratch.toString());
  }

  /** The whole test as a string. */
  public String test(Derivation root) {
    TextBuffer out = new TextBuffer(256);
    test(root, out);
    return out.toString();
  }

  /** Appends the term alone. */
  public void term(Derivation root, TextBuffer out) {
    walk(enter(root, 0, out), out);
  }

  /**
   * Rewrites a test that {@code out} holds as last rendered by this renderer, after a step that
   * changed {@code changed} and only what follows it in preorder: the text before it stays.
   */
  public void rewrite(Derivation changed, TextBuffer out) {
    out.truncate(changed.textStart());
    int depth = 0;
    for (Derivation d = changed; d.parent() != null; d = d.parent()) {
      depth++;
    }
    ensureDepth(depth + 1);
    Derivation d = changed;
    for (int i = depth - 1; i >= 0; i--) {
      nodes[i] = d.parent();
      next[i] = d.slot() + 1;
      d = d.parent();
    }
    walk(enter(changed, depth, out), out);
    out.append(suffix);
  }

  private void walk(int from, TextBuffer out) {
    int depth = from;
    while (depth > 0) {
      Derivation node = nodes[depth - 1];
      int i = next[depth - 1];
      if (i < node.childCount()) {
        next[depth - 1] = i + 1;
        depth = enter(node.child(i), depth, out);
      } else if (--depth > 0) {
        Derivation parent = nodes[depth - 1];
        out.append(pieces[parent.rule()][parent.alternative()][next[depth - 1]]);
      }
    }
  }

  private void ensureDepth(int depth) {
    if (depth > nodes.length) {
      int n = Math.max(depth, nodes.length * 2);
      nodes = Arrays.copyOf(nodes, n);
      next = Arrays.copyOf(next, n);
    }
  }

  private int enter(Derivation node, int depth, TextBuffer out) {
    ensureDepth(depth + 1);
    node.textStart(out.length());
    nodes[depth] = node;
    next[depth] = 0;
    out.append(pieces[node.rule()][node.alternative()][0]);
    return depth + 1;
  }

  /** The text pieces of one alternative: before the first child, between children, after the last. */
  private static final class Pieces {
    private Pieces() {}

    static String[] of(Alternative alt, Style style) {
      boolean et = style == Style.ET;
      return switch (alt) {
        case Alternative.Leaf leaf -> new String[] {leaf.text()};
        case Alternative.Var v -> new String[] {v.name()};
        case Alternative.Use use -> new String[] {"", ""};
        case Alternative.Apply apply -> around(apply.head(), apply.children().size(), et);
        case Alternative.Binder b -> around(b.quantifier() + binding(b.variables(), et), 1, et);
      };
    }

    private static String[] around(String head, int children, boolean et) {
      if (children == 0) {
        return new String[] {head};
      }
      String[] out = new String[children + 1];
      out[0] = (et ? "( " : "(") + head + " ";
      Arrays.fill(out, 1, children, " ");
      out[children] = et ? " )" : ")";
      return out;
    }

    private static String binding(List<Alternative.SortedVar> vars, boolean et) {
      StringBuilder out = new StringBuilder(et ? " ( " : " (");
      for (Alternative.SortedVar v : vars) {
        out.append(et ? "( " : "(").append(v.name()).append(' ').append(v.sortText()).append(et ? " ) " : ")");
      }
      return out.append(et ? ")" : ")").toString();
    }
  }
}
