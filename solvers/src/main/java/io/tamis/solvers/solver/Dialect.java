package io.tamis.solvers.solver;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * A solver's names for what another solver names otherwise: the profile's {@code renames} replace
 * whole symbols of a script before the solver reads it (z3 5's {@code (FiniteSet Int)} and
 * {@code set.size} are cvc5's {@code (Set Int)} and {@code set.card}), so that one test runs
 * differentially on both. Strings, quoted symbols and comments are left as they are.
 */
public final class Dialect {
  private Dialect() {}

  /** {@code script} with every symbol that is a key of {@code renames} replaced; itself when none is. */
  public static byte[] apply(Map<String, String> renames, byte[] script) {
    if (renames.isEmpty()) {
      return script;
    }
    ByteArrayOutputStream out = null;
    int copied = 0;
    int i = 0;
    while (i < script.length) {
      int c = script[i];
      if (c == '"') {
        i = skipString(script, i);
      } else if (c == '|') {
        i = skipPast(script, i + 1, '|');
      } else if (c == ';') {
        i = skipPast(script, i + 1, '\n');
      } else if (delimits(c)) {
        i++;
      } else {
        int end = i;
        while (end < script.length && !delimits(script[end]) && script[end] != '"' && script[end] != ';') {
          end++;
        }
        String replacement = renames.get(new String(script, i, end - i, StandardCharsets.ISO_8859_1));
        if (replacement != null) {
          out = out == null ? new ByteArrayOutputStream(script.length + 64) : out;
          out.write(script, copied, i - copied);
          out.writeBytes(replacement.getBytes(StandardCharsets.ISO_8859_1));
          copied = end;
        }
        i = end;
      }
    }
    if (out == null) {
      return script;
    }
    out.write(script, copied, script.length - copied);
    return out.toByteArray();
  }

  /**
   * The output of a solver that read {@code sent}, a script renamed from {@code script}, in the
   * script's own names, so that its models are read against the script's declarations (cvc5 prints
   * {@code (Set Int)} for z3's {@code (FiniteSet Int)}). Unchanged when nothing was renamed.
   */
  public static String restore(Map<String, String> renames, byte[] script, byte[] sent, String output) {
    if (sent == script) {
      return output;
    }
    Map<String, String> back = new HashMap<>();
    renames.forEach((from, to) -> back.put(to, from));
    return new String(apply(back, output.getBytes(StandardCharsets.ISO_8859_1)), StandardCharsets.ISO_8859_1);
  }

  private static boolean delimits(int c) {
    return c == '(' || c == ')' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '|';
  }

  /** The index after the string literal at {@code i} (SMT-LIB doubles a quote inside a string). */
  private static int skipString(byte[] s, int i) {
    int j = i + 1;
    while (j < s.length) {
      if (s[j] == '"') {
        if (j + 1 < s.length && s[j + 1] == '"') {
          j += 2;
          continue;
        }
        return j + 1;
      }
      j++;
    }
    return j;
  }

  private static int skipPast(byte[] s, int from, char end) {
    int j = from;
    while (j < s.length && s[j] != end) {
      j++;
    }
    return Math.min(s.length, j + 1);
  }
}
