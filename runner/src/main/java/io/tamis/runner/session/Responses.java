package io.tamis.runner.session;

import io.tamis.core.eval.SExprEnd;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A solver's output split into its responses: each balanced s-expression ({@code (error "...")}, a model, a
 * value list) is one, each other line ({@code sat}, {@code success}, cvc5's {@code unknown (INCOMPLETE)}) is
 * one; comment lines are passed over.
 */
final class Responses {
  private Responses() {}

  static List<String> of(String stdout) {
    byte[] s = stdout.getBytes(StandardCharsets.ISO_8859_1);
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < s.length) {
      if (Character.isWhitespace(s[i])) {
        i++;
        continue;
      }
      int end = s[i] == '(' ? SExprEnd.after(s, i) : lineEnd(s, i);
      if (s[i] != ';') {
        out.add(new String(s, i, end - i, StandardCharsets.ISO_8859_1).strip());
      }
      i = end;
    }
    return out;
  }

  private static int lineEnd(byte[] s, int from) {
    int i = from;
    while (i < s.length && s[i] != '\n') {
      i++;
    }
    return i;
  }

  static boolean error(String response) {
    return response.startsWith("(error");
  }

  /** The answer a query's response gives: sat, unsat, unknown, or null when it is none of them. */
  static String answer(String response) {
    String word = response.split("\\s", 2)[0];
    return word.equals("sat") || word.equals("unsat") || word.equals("unknown") ? word : null;
  }
}
