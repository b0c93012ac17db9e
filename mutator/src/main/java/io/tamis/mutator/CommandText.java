package io.tamis.mutator;

/** The printed line of a command; for an assertion also the let names its text binds. */
final class CommandText {
  private final byte[] line;
  private final LetIndex lets;
  private int splices;
  private ListEnds ends;

  CommandText(byte[] line, LetIndex lets) {
    this.line = line;
    this.lets = lets;
  }

  byte[] line() {
    return line;
  }

  LetIndex lets() {
    return lets;
  }

  /**
   * Counts one more splice of this line; returns where its lists end from the second splice on (a
   * line spliced once is cheaper to scan than to index), else null.
   */
  ListEnds noteSplice() {
    if (ends == null && ++splices > 1) {
      ends = ListEnds.of(line);
    }
    return ends;
  }
}
