package io.tamis.solvers.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a solver's command line into arguments at blanks outside parentheses and quotes, so that a z3
 * parameter whose value is an s-expression ({@code tactic.default_tactic=(then simplify purify-arith smt)})
 * stays one argument, and so does a value in double or single quotes (the quotes go, what is inside stays
 * as it is). Inside parentheses a run of blanks is one blank. No escapes: a shell has removed its own.
 */
public final class OptionWords {
  /** What a character is: outside parentheses and quotes, inside parentheses, a quote, inside quotes. */
  private static final byte TOP = 0;
  private static final byte NESTED = 1;
  private static final byte MARK = 2;
  private static final byte QUOTED = 3;

  private OptionWords() {}

  public static List<String> split(String line) {
    byte[] kinds = kinds(line);
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (kinds[i] == TOP && Character.isWhitespace(c)) {
        add(word, words);
        word = null;
        continue;
      }
      word = word == null ? new StringBuilder() : word;
      boolean blank = kinds[i] == NESTED && Character.isWhitespace(c);
      if (kinds[i] != MARK && !(blank && word.charAt(word.length() - 1) == ' ')) {
        word.append(blank ? ' ' : c);
      }
    }
    add(word, words);
    return words;
  }

  /** The configurations of a {@code --solvers} value: its parts between {@code ;}s outside parentheses and quotes. */
  static List<String> configurations(String text) {
    byte[] kinds = kinds(text);
    List<String> parts = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || kinds[i] == TOP && text.charAt(i) == ';') {
        String part = text.substring(from, i).strip();
        if (!part.isEmpty()) {
          parts.add(part);
        }
        from = i + 1;
      }
    }
    return parts;
  }

  /**
   * The arguments as one line that {@link #split} reads back into them: each as it is when it holds no
   * quote and no blank, {@code ;} or unclosed parenthesis outside parentheses; else in double quotes, or
   * single quotes when it holds a double quote.
   */
  public static String join(List<String> words) {
    List<String> out = new ArrayList<>();
    for (String w : words) {
      out.add(plain(w) ? w : w.contains("\"") ? "'" + w + "'" : "\"" + w + "\"");
    }
    return String.join(" ", out);
  }

  private static boolean plain(String w) {
    byte[] kinds = kinds(w);
    int depth = 0;
    for (int i = 0; i < w.length(); i++) {
      char c = w.charAt(i);
      if (kinds[i] >= MARK || kinds[i] == TOP && (Character.isWhitespace(c) || c == ';')) {
        return false;
      }
      depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
    }
    return !w.isEmpty() && depth == 0;
  }

  /** The kind of each character: a quote opens at top level or inside parentheses and closes at its twin. */
  private static byte[] kinds(String text) {
    byte[] kinds = new byte[text.length()];
    int depth = 0;
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0 || c == '"' || c == '\'') {
        kinds[i] = quote == 0 || c == quote ? MARK : QUOTED;
        quote = quote == 0 ? c : c == quote ? 0 : quote;
        continue;
      }
      depth += c == '(' ? 1 : 0;
      kinds[i] = depth > 0 ? NESTED : TOP;
      depth -= c == ')' && depth > 0 ? 1 : 0;
    }
    return kinds;
  }

  private static void add(StringBuilder word, List<String> words) {
    if (word != null) {
      words.add(word.toString());
    }
  }
}
