package io.tamis.core.op;

import java.util.List;

/** A theory operator: a name with the signatures of the table in load order. */
public final class TheoryOp implements Operator {
  private final String name;
  private final List<Signature> signatures;
  private final int hash;

  TheoryOp(String name, List<Signature> signatures) {
    this.name = name;
    this.signatures = List.copyOf(signatures);
    this.hash = name.hashCode();
  }

  @Override
  public String name() {
    return name;
  }

  public List<Signature> signatures() {
    return signatures;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return name;
  }
}
