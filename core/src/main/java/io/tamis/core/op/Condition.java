package io.tamis.core.op;

/** A side condition on index variables, such as {@code (< i m)} for {@code extract}. */
record Condition(String relation, IndexExpr left, IndexExpr right) {
  Condition {
    if (!relation.equals("<") && !relation.equals("<=") && !relation.equals("=")) {
      throw new IllegalArgumentException("unknown relation '" + relation + "' in :if");
    }
  }

  boolean holds(Bindings env) {
    long a = left.evaluate(env);
    long b = right.evaluate(env);
    if (a == Long.MIN_VALUE || b == Long.MIN_VALUE) {
      return false;
    }
    return switch (relation) {
      case "<" -> a < b;
      case "<=" -> a <= b;
      default -> a == b;
    };
  }

  @Override
  public String toString() {
    return "(" + relation + " " + left + " " + right + ")";
  }
}
