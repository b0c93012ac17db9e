package io.smtfuzz.mutator.valfuzz;

import io.smtfuzz.core.term.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A script's text with its holes cut out: printed once, then filled by concatenation, so a test
 * with new values costs a copy of the text rather than a rewrite and a print of the script.
 */
final class Template {
  private final String[] parts;
  private final Term[] literals;

  private Template(String[] parts, Term[] literals) {
    this.parts = parts;
    this.literals = literals;
  }

  /**
   * @param text the script printed with a hole constant in place of each literal
   * @param prefix what every hole's name, and no other symbol, starts with
   * @param literalOf the literal each hole name stands for
   */
  static Template of(String text, String prefix, Map<String, Term> literalOf) {
    List<String> parts = new ArrayList<>();
    List<Term> literals = new ArrayList<>();
    int from = 0;
    boolean quoted = false;
    boolean string = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' && !quoted) {
        string = !string;
      } else if (c == '|' && !string) {
        quoted = !quoted;
      } else if (!string && !quoted && delimiter(text, i - 1) && text.startsWith(prefix, i)) {
        int end = i + prefix.length();
        while (!delimiter(text, end)) {
          end++;
        }
        Term literal = literalOf.get(text.substring(i, end));
        if (literal != null) {
          parts.add(text.substring(from, i));
          literals.add(literal);
          from = end;
          i = end - 1;
        }
      }
    }
    parts.add(text.substring(from));
    return new Template(parts.toArray(String[]::new), literals.toArray(Term[]::new));
  }

  private static boolean delimiter(String text, int i) {
    if (i < 0 || i >= text.length()) {
      return true;
    }
    char c = text.charAt(i);
    return c == ' ' || c == '(' || c == ')' || c == '\n' || c == '\t' || c == '\r';
  }

  /** The text with each hole's value from {@code chosen}, or its literal where it has none. */
  String fill(Map<Term, Term> chosen) {
    StringBuilder out = new StringBuilder(parts[0].length() * (literals.length + 1));
    for (int i = 0; i < literals.length; i++) {
      out.append(parts[i]).append(chosen.getOrDefault(literals[i], literals[i]));
    }
    return out.append(parts[literals.length]).toString();
  }
}
