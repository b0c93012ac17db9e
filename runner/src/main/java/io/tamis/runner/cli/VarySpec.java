package io.tamis.runner.cli;

import java.util.regex.Pattern;

/**
 * The value of {@code --vary-options[=SPEC]}: a share of the tests, the word {@code safe} (only option sets
 * the solver's developers support), or both, comma-separated in either order ({@code safe,0.3}); {@code all}
 * names the default (every set). A missing share is 0.5.
 */
record VarySpec(double share, boolean supportedOnly) {
  static final VarySpec OFF = new VarySpec(0, false);
  private static final String NUMBER = "[-+]?[0-9]*\\.?[0-9]+([eE][-+]?[0-9]+)?";
  private static final String WORD = "safe|all";
  /** What the flag takes as its value; anything else after it (a file to check) is left alone. */
  static final Pattern FORM = Pattern.compile("(" + NUMBER + "|" + WORD + ")(,(" + NUMBER + "|" + WORD + "))?");
  private static final double DEFAULT_SHARE = 0.5;

  /** The spec {@code text} (which {@link #FORM} matches); a share outside [0, 1] is an error. */
  static VarySpec parse(String text) {
    if (!FORM.matcher(text).matches()) {
      throw new IllegalArgumentException("--vary-options takes a share (0-1), safe, or both as safe,SHARE; got '"
          + text + "'");
    }
    double share = DEFAULT_SHARE;
    boolean safe = false;
    for (String part : text.split(",")) {
      if (part.equals("safe") || part.equals("all")) {
        safe = part.equals("safe");
      } else {
        share = Double.parseDouble(part);
      }
    }
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("--vary-options must be between 0 and 1, got " + share);
    }
    return new VarySpec(share, safe);
  }
}
