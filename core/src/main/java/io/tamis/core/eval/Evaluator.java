package io.tamis.core.eval;

import io.tamis.core.term.Term;

/**
 * Computes the value of terms under one {@link Model} with SMT-LIB 2.6 semantics: exact integers and
 * rationals, strings as code points, regular-language membership, bit-vectors of any width, arrays
 * with extensional equality, datatypes, uninterpreted sorts, floating point (IEEE 754 with the five
 * rounding modes).
 *
 * <p>Contract: the result is never a guess. Where the standard leaves a value to the model (division
 * by zero, a selector on the wrong constructor, {@code fp.min} of two zeros of different signs, ...)
 * it is the model's interpretation if the model has one (z3's {@code /0}, {@code div0}, {@code mod0})
 * and {@link Unknown} otherwise. Unknown spreads except where the result is decided anyway:
 * {@code (and false u)} is false, {@code (ite true a u)} is {@code a}. Quantifiers are enumerated
 * over finite known domains (Bool, small bit-vectors, datatypes without recursion, uninterpreted
 * sorts whose universe the model states); otherwise they are unknown unless their body is decided
 * regardless of the bound variables. No recursion on term depth; values of shared sub-terms are
 * computed once per evaluator. Not thread-safe: one evaluator per thread.
 */
public final class Evaluator {
  private final Machine machine;

  public Evaluator(Model model) {
    this.machine = new Machine(model);
  }

  /** The value of {@code term} (closed, or open with its variables unknown). */
  public Value evaluate(Term term) {
    return machine.evaluate(term);
  }

  /** One-off evaluation with a fresh evaluator. */
  public static Value evaluate(Term term, Model model) {
    return new Evaluator(model).evaluate(term);
  }
}
