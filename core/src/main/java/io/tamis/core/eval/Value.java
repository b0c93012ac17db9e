package io.tamis.core.eval;

/**
 * The value of a term under a model. Values are immutable; {@code equals} and {@code hashCode} are
 * structural and agree with SMT-LIB equality for every kind except {@link ArrayValue} built from a
 * function (see {@link Equality}) and {@link RegLanValue}. {@link Unknown} stands for "the standard
 * or the model does not determine this value"; it is never a guess. {@code toString} is SMT-LIB text.
 */
public sealed interface Value permits BoolValue, IntValue, RealValue, StringValue, BitVecValue, FloatValue,
    RoundingModeValue, ArrayValue, AbstractValue, DatatypeValue, RegLanValue, SetValue, SeqValue, Unknown {

  /** True for {@link Unknown}. */
  default boolean isUnknown() {
    return false;
  }
}
