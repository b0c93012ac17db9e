package io.tamis.core.eval;

/**
 * A value the standard leaves to the model and the model does not give (division by zero without a
 * {@code div0} interpretation, a selector on the wrong constructor), or one the evaluator cannot
 * compute (a quantifier over an infinite domain, an operator without an evaluation rule). The reason
 * says which.
 */
public final class Unknown implements Value {
  private final String reason;

  private Unknown(String reason) {
    this.reason = reason;
  }

  public static Unknown of(String reason) {
    return new Unknown(reason);
  }

  public String reason() {
    return reason;
  }

  @Override
  public boolean isUnknown() {
    return true;
  }

  @Override
  public String toString() {
    return "unknown (" + reason + ")";
  }
}
