package io.tamis.runner.findings.report;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A crash's signal in the words a shell prints for it ({@code Segmentation fault}), not as a number. */
final class Signals {
  private static final Pattern SIGNAL = Pattern.compile("^signal (\\d+)$");
  private static final Map<Integer, String> SHELL = Map.of(4, "Illegal instruction", 5, "Trace/breakpoint trap",
      6, "Aborted", 7, "Bus error", 8, "Floating point exception", 9, "Killed", 11, "Segmentation fault");

  private Signals() {}

  /** What bash prints when a command dies of {@code signal}: {@code Segmentation fault}. */
  static String shell(int signal) {
    return SHELL.getOrDefault(signal, "Killed by signal " + signal);
  }

  /**
   * A crash detail that is a bare signal ({@code signal 11}), named in lower case for a sentence ({@code
   * segmentation fault}); null for a detail with the solver's own words.
   */
  static String named(String detail) {
    Matcher m = SIGNAL.matcher(detail == null ? "" : detail.strip());
    return m.matches() ? shell(Integer.parseInt(m.group(1))).toLowerCase(java.util.Locale.ROOT) : null;
  }
}
