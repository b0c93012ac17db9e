package io.tamis.runner.evidence;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a failed assertion's place: z3's {@code ASSERTION VIOLATION / File: / Line:} (its debug builds'
 * SASSERT, and the VERIFY and UNREACHABLE that release builds keep), cvc5's
 * {@code Fatal failure within FUNCTION at FILE:LINE}, and the C library's
 * {@code prog: FILE:LINE: FUNCTION: Assertion `COND' failed.} that Yices2 and Bitwuzla print.
 */
final class AssertionReport {
  private static final Pattern Z3 = Pattern.compile(
      "^ASSERTION VIOLATION\\r?\\nFile: (.+?)\\r?\\nLine: (\\d+)\\r?\\n(.*)$", Pattern.MULTILINE);
  /** cvc5 prints the condition or the kind of failure on the following lines. */
  private static final Pattern CVC5 = Pattern.compile(
      "^Fatal failure within (.+) at (.+?):(\\d+)\\r?\\n(?:\\s*\\n)*\\s*(.*)$", Pattern.MULTILINE);
  private static final Pattern LIBC = Pattern.compile(
      "^(?:[^:\\n]*: )?(\\S+?):(\\d+): (.+?): Assertion [`'](.*)' failed\\.$", Pattern.MULTILINE);

  private AssertionReport() {}

  /** The failed assertion's place as a one-frame stack, or null. */
  static Stack read(String text) {
    Matcher m = Z3.matcher(text);
    if (m.find()) {
      return stack(null, m.group(1), m.group(2), m.group(3));
    }
    m = CVC5.matcher(text);
    if (m.find()) {
      return stack(m.group(1), m.group(2), m.group(3), m.group(4));
    }
    m = LIBC.matcher(text);
    return m.find() ? stack(m.group(3), m.group(1), m.group(2), m.group(4)) : null;
  }

  private static Stack stack(String function, String file, String line, String error) {
    Frame place = new Frame(function == null ? null : function.strip(), file.strip(), Integer.parseInt(line));
    return new Stack(Stack.ASSERTION, error.strip(), List.of(place));
  }
}
