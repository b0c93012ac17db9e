package io.tamis.solvers.solver;

import com.fasterxml.jackson.annotation.JsonCreator;

/**
 * One entry of a profile's {@code smallerOptions}: what may stand in for an option and show the same finding with
 * less switched on (unsat cores where proofs were on). A report tries it in the option's place and, when the
 * finding still shows, names it instead: a maintainer starts from the smallest feature that is wrong.
 *
 * @param by a command-line argument, or a script line (it starts with {@code (}) put first in the script
 * @param what the feature in plain words ("unsat cores"); {@code by} when absent
 */
public record SmallerOption(String by, String what) {
  public SmallerOption {
    if (by == null || by.isBlank()) {
      throw new IllegalArgumentException("a smaller option needs its \"by\", got none (what " + what + ")");
    }
    what = what == null || what.isBlank() ? by : what;
  }

  /** An entry written as a plain string: the argument or script line alone. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  public static SmallerOption of(String by) {
    return new SmallerOption(by, null);
  }

  /** Whether it is a line of the script rather than an argument. */
  public boolean scriptLine() {
    return by.startsWith("(");
  }
}
