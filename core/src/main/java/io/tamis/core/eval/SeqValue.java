package io.tamis.core.eval;

import io.tamis.core.sort.Sort;
import java.util.List;

/**
 * A finite sequence ({@code (Seq E)} of z3 and cvc5), as a model or an operation builds it. Equality is that of
 * the elements, in order.
 */
public record SeqValue(Sort sort, List<Value> elements) implements Value {
  public SeqValue {
    elements = List.copyOf(elements);
  }

  int length() {
    return elements.size();
  }

  /** Elements {@code from..to}, a new sequence of the same sort. */
  SeqValue slice(int from, int to) {
    return new SeqValue(sort, elements.subList(from, to));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SeqValue s && s.elements.equals(elements);
  }

  @Override
  public int hashCode() {
    return elements.hashCode();
  }

  /** SMT-LIB text both solvers read: {@code (as seq.empty S)}, one unit, or a concatenation of units. */
  @Override
  public String toString() {
    return Values.collection("seq.empty", "seq.unit", "seq.++", sort, elements);
  }
}
