package io.tamis.solvers.install;

/**
 * Where a first bad commit stands to the line that fails (a failed assertion's place, a crash's top frame in the
 * solver's own sources): it introduced the bug only when its diff changes that line or one near it; else it
 * exposed older code, which {@code git blame} dates.
 *
 * @param path the failing file in the commit's tree
 * @param line the failing line in that file at the commit
 * @param touched whether the commit's diff changes the line or one within {@link #NEAR} lines of it
 * @param lastChange the commit that last changed the line, up to the bisected one (that one when touched)
 */
public record FailingCode(String path, int line, boolean touched, SourceCommit lastChange) {
  /** A change this close to the failing line (a guard removed above it) changes the failing code too. */
  public static final int NEAR = 3;

  /** The command that dates the line, as a report lists it: {@code git blame -L 412,412 d652bd3fc6 -- src/x.cpp}. */
  public String blameCommand(SourceCommit at) {
    return "git blame -L " + line + "," + line + " " + at.abbrev() + " -- " + path;
  }

  /** The command that shows the commit's change to the file. */
  public String diffCommand(SourceCommit at) {
    return "git show " + at.abbrev() + " -- " + path;
  }
}
