package io.tamis.core.smtlib;

/** Malformed or ill-sorted SMT-LIB input; the message starts with {@code file:line:col:}. */
public final class SmtLibException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String file;
  private final int line;
  private final int column;
  private final String reason;

  public SmtLibException(String file, int line, int column, String reason) {
    super(file + ":" + line + ":" + column + ": " + reason);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  public String file() {
    return file;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  /** The message without the position. */
  public String reason() {
    return reason;
  }
}
