package io.tamis.mutator.diver;

/**
 * What a sub-term must keep for its assertion to stay true under the model (diver's pre-analysis):
 * nothing (TOP), its Boolean value, a numeric interval, or its exact value (POINT). UNKNOWN where
 * the model gives no values (under a binder).
 */
sealed interface Constraint {
  record Top() implements Constraint {}

  record Truth(boolean value) implements Constraint {}

  record Range(Interval interval) implements Constraint {}

  record Point() implements Constraint {}

  record Unknown() implements Constraint {}

  Constraint TOP = new Top();
  Constraint TRUE = new Truth(true);
  Constraint FALSE = new Truth(false);
  Constraint POINT = new Point();
  Constraint UNKNOWN = new Unknown();

  /** Selection weight: loose constraints leave room for a mutation that keeps the model. */
  default double weight() {
    return switch (this) {
      case Top t -> 1.0;
      case Truth t -> 0.5;
      case Range r -> r.interval().looseness();
      case Point p -> 0.001;
      case Unknown u -> 0.5;
    };
  }
}
