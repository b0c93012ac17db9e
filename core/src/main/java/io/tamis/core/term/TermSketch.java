package io.tamis.core.term;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The text of {@link Term#toString}, for messages and debuggers: SMT-LIB-like but approximate (no
 * lets, nothing escaped, no {@code as}, match patterns and pattern terms left out) and cut at
 * {@link #MAX} characters. Exact text comes from {@code smtlib.TermPrinter}, which this package must
 * not use: the printer depends on terms, and the loop would tie the two packages together.
 */
final class TermSketch {
  static final int MAX = 120;

  private TermSketch() {}

  static String of(Term root) {
    StringBuilder out = new StringBuilder();
    List<Object> work = new ArrayList<>();
    work.add(root);
    // Explicit stack (no recursion on depth); stops once the text is past MAX, so the cost is bounded.
    while (!work.isEmpty() && out.length() <= MAX) {
      Object item = work.remove(work.size() - 1);
      if (item instanceof Term t) {
        open(t, out, work);
      } else {
        out.append(item);
      }
    }
    return out.length() <= MAX ? out.toString() : out.substring(0, MAX - 3) + "...";
  }

  /** Writes the head of {@code t} and pushes the rest: its shown children, then the closing text. */
  private static void open(Term t, StringBuilder out, List<Object> work) {
    // Each child adds at least a space: more than MAX + 1 of them could not show.
    int shown = Math.min(t instanceof Annotation ? 1 : t.argCount(), MAX + 1);
    if (shown == 0) {
      out.append(head(t));
      return;
    }
    out.append('(').append(head(t));
    work.add(t instanceof Annotation a ? attributes(a) : ")");
    for (int i = shown - 1; i >= 0; i--) {
      work.add(t.arg(i));
      work.add(" ");
    }
  }

  private static String head(Term t) {
    return switch (t) {
      case Constant c -> c.kind() == ConstantKind.STRING ? '"' + c.text() + '"' : c.text();
      case Variable v -> v.name();
      case Apply a -> a.indexCount() == 0 ? a.name() : "(_ " + a.name() + " " + String.join(" ", a.indices()) + ")";
      case Quantifier q -> bound(q.keyword(), q.bound());
      case Binder b -> bound(b.keyword(), b.bound());
      case Match m -> "match";
      case Annotation a -> "!";
    };
  }

  private static String bound(String keyword, List<Variable> variables) {
    return variables.stream().map(v -> "(" + v.name() + " " + v.sort() + ")")
        .collect(Collectors.joining(" ", keyword + " (", ")"));
  }

  /** The attribute keywords and text values, closing the annotation. */
  private static String attributes(Annotation a) {
    StringBuilder s = new StringBuilder();
    for (Attribute attribute : a.attributes()) {
      s.append(' ').append(attribute.keyword());
      if (attribute.value() != null) {
        s.append(' ').append(attribute.value());
      }
    }
    return s.append(')').toString();
  }
}
