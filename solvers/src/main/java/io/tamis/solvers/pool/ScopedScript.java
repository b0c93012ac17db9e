package io.tamis.solvers.pool;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A script split for a scoped warm session: the header (logic, options, declarations, definitions:
 * everything before the first top-level {@code (assert}) and the body. Tests that share a header
 * are run as {@code (push 1)} body {@code (pop 1)} on a session that read the header once; z3
 * 4.8.12 spends 4-13 ms on a {@code (reset)} and the set-logic after it, under 1 ms on push/pop.
 *
 * @param header null when the script cannot be scoped (no assertion, or a
 *     body command that changes the solver's state beyond the scope)
 */
record ScopedScript(String header, String body) {
  private static final Pattern UNSCOPED = Pattern.compile(
      "\\(\\s*(reset|reset-assertions|set-logic|set-option|push|pop)\\b");

  /** The first assertion at the start of the text or after white space (ET's one-line tests too). */
  private static final Pattern ASSERT = Pattern.compile("(?:^|(?<=\\s))\\(\\s*assert\\s");

  static ScopedScript of(String text) {
    Matcher m = ASSERT.matcher(text);
    if (!m.find()) {
      return new ScopedScript(null, text);
    }
    int split = m.start();
    String header = text.substring(0, split);
    String body = text.substring(split);
    boolean plain = !UNSCOPED.matcher(body).find() && !header.contains("(push") && !header.contains("(pop");
    return plain ? new ScopedScript(header, body) : new ScopedScript(null, text);
  }

  boolean scoped() {
    return header != null;
  }
}
