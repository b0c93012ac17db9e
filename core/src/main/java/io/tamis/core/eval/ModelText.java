package io.tamis.core.eval;

import io.tamis.core.smtlib.SExpr;
import io.tamis.core.smtlib.SmtLibException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The raw text of a {@code get-model} answer: its items ({@code define-fun}, {@code declare-fun},
 * z3's cardinality {@code forall}) as s-expressions with byte offsets, and an editable copy in which
 * everything but the items is blanked. Edits keep every newline where it was, so a position in the
 * copy is the position in the solver's output.
 */
final class ModelText {
  final String source;
  private final byte[] text;
  private final byte[] edited;
  private final int[] lineStarts;
  final List<SExpr.SList> items = new ArrayList<>();
  final List<SExpr.SList> cardinalities = new ArrayList<>();

  private ModelText(String source, byte[] text) {
    this.source = source;
    this.text = text;
    this.edited = blankCopy(text);
    this.lineStarts = lineStarts(text);
  }

  /** Reads the answer: optional {@code sat}/{@code unknown}, then {@code (...)} or {@code (model ...)}. */
  static ModelText parse(String source, byte[] text) {
    ModelText m = new ModelText(source, text);
    List<SExpr> top = SExpr.readAll(source, text);
    SExpr.SList model = null;
    for (SExpr e : top) {
      if (e instanceof SExpr.SList l && model == null) {
        model = l;
      } else if (!(e.is("sat") || e.is("unknown"))) {
        throw m.error(e, "expected one model '(...)' after sat, got " + brief(e));
      }
    }
    if (model == null) {
      throw new SmtLibException(source, 1, 1, "no model in the answer");
    }
    m.collect(model);
    return m;
  }

  private void collect(SExpr.SList model) {
    int first = model.size() > 0 && model.get(0).is("model") ? 1 : 0;
    if (model.size() > 0 && model.get(0).is("error")) {
      throw error(model, "the solver answered " + model);
    }
    for (int i = first; i < model.size(); i++) {
      SExpr item = model.get(i);
      String head = item instanceof SExpr.SList l && l.size() > 0 && l.get(0) instanceof SExpr.Atom a ? a.text() : "";
      switch (head) {
        case "define-fun", "define-fun-rec", "declare-fun", "declare-sort", "define-sort" -> keep((SExpr.SList) item);
        case "forall" -> cardinalities.add((SExpr.SList) item);
        default -> throw error(item, "expected define-fun or declare-fun in a model, got " + brief(item));
      }
    }
  }

  private void keep(SExpr.SList item) {
    items.add(item);
    System.arraycopy(text, offset(item), edited, offset(item), end(item) - offset(item));
  }

  private static String brief(SExpr e) {
    String s = e.toString();
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }

  SmtLibException error(SExpr at, String message) {
    return new SmtLibException(source, at.line(), at.column(), message);
  }

  /** The byte offset where {@code e} starts. */
  int offset(SExpr e) {
    return lineStarts[e.line() - 1] + e.column() - 1;
  }

  /** The byte offset just after {@code e}. */
  int end(SExpr e) {
    return SExprEnd.after(text, offset(e));
  }

  /** The text of {@code e} as the solver wrote it (after edits inside it). */
  String raw(SExpr e) {
    return new String(edited, offset(e), end(e) - offset(e), StandardCharsets.ISO_8859_1);
  }

  /**
   * Puts {@code symbol} in place of {@code e}, on the first line of {@code e} with room for it; the
   * newlines inside {@code e} stay where they were unless no line has room.
   */
  void replace(SExpr e, String symbol) {
    int from = offset(e);
    int to = end(e);
    int at = from;
    for (int i = from, run = 0; i < to; i++) {
      run = edited[i] == '\n' ? 0 : run + 1;
      if (run >= symbol.length()) {
        at = i - run + 1;
        break;
      }
    }
    for (int i = from; i < to; i++) {
      edited[i] = edited[i] == '\n' ? (byte) '\n' : (byte) ' ';
    }
    byte[] s = symbol.getBytes(StandardCharsets.ISO_8859_1);
    System.arraycopy(s, 0, edited, at, Math.min(s.length, to - at));
  }

  /** The edited model, as long as the answer and with the same line breaks. */
  byte[] edited() {
    return edited;
  }

  private static byte[] blankCopy(byte[] text) {
    byte[] out = new byte[text.length];
    for (int i = 0; i < text.length; i++) {
      out[i] = text[i] == '\n' ? (byte) '\n' : (byte) ' ';
    }
    return out;
  }

  private static int[] lineStarts(byte[] text) {
    List<Integer> starts = new ArrayList<>(List.of(0));
    for (int i = 0; i < text.length; i++) {
      if (text[i] == '\n') {
        starts.add(i + 1);
      }
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }
}
