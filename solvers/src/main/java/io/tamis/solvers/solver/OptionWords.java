package io.tamis.solvers.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an option set into arguments at blanks outside parentheses, so that a z3 parameter whose
 * value is an s-expression ({@code tactic.default_tactic=(then simplify purify-arith smt)}) stays
 * one argument.
 */
final class OptionWords {
  private OptionWords() {}

  static List<String> split(String options) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    int depth = 0;
    for (int i = 0; i < options.length(); i++) {
      char c = options.charAt(i);
      if (Character.isWhitespace(c) && depth == 0) {
        flush(word, words);
        continue;
      }
      depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
      word.append(Character.isWhitespace(c) ? ' ' : c);
    }
    flush(word, words);
    return words;
  }

  private static void flush(StringBuilder word, List<String> words) {
    if (!word.isEmpty()) {
      words.add(word.toString());
      word.setLength(0);
    }
  }
}
