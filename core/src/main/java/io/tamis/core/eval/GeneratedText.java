package io.tamis.core.eval;

import io.tamis.core.smtlib.SExpr;
import io.tamis.core.smtlib.SmtLibException;
import java.util.ArrayList;
import java.util.List;

/**
 * The SMT-LIB text the model reader hands to the script reader: the script's declarations, lines
 * it writes itself, then the edited model answer. Remembers which lines came from where, so that an
 * error is reported at its place in the solver's answer.
 */
final class GeneratedText {
  /** Generated lines {@code from..to} came from the solver's form {@code origin}. */
  private record Segment(int from, int to, SExpr origin) {}

  private final String source;
  private final StringBuilder text = new StringBuilder();
  private final List<Segment> segments = new ArrayList<>();
  private final int scriptLines;
  private int lines;

  GeneratedText(String source, String scriptDeclarations) {
    this.source = source;
    append(scriptDeclarations);
    this.scriptLines = lines;
  }

  private GeneratedText(GeneratedText other) {
    this.source = other.source;
    this.text.append(other.text);
    this.segments.addAll(other.segments);
    this.scriptLines = other.scriptLines;
    this.lines = other.lines;
  }

  /** Appends generated text (ending with a newline). */
  GeneratedText append(String s) {
    text.append(s);
    lines += (int) s.chars().filter(c -> c == '\n').count();
    return this;
  }

  /** Appends text made from the solver's {@code origin}: errors in it are reported at {@code origin}. */
  GeneratedText append(String s, SExpr origin) {
    int from = lines + 1;
    append(s);
    segments.add(new Segment(from, lines + 1, origin));
    return this;
  }

  /** A copy to extend without changing this text. */
  GeneratedText copy() {
    return new GeneratedText(this);
  }

  int lines() {
    return lines;
  }

  String text() {
    return text.toString();
  }

  /** {@code e} at its place in the answer, given that the answer starts after line {@code offset}. */
  SmtLibException locate(SmtLibException e, int offset) {
    if (e.line() > offset) {
      return new SmtLibException(source, e.line() - offset, e.column(), e.reason());
    }
    for (Segment s : segments) {
      if (e.line() >= s.from() && e.line() <= s.to()) {
        return new SmtLibException(source, s.origin().line(), s.origin().column(), e.reason());
      }
    }
    String where = e.line() <= scriptLines ? "the script's declarations" : "declarations made for the model";
    return new SmtLibException(source, 1, 1, "cannot read " + where + ": " + e.getMessage());
  }
}
