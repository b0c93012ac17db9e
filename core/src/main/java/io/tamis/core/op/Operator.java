package io.tamis.core.op;

/** The head of an application: a theory operator or a user-declared function symbol. */
public sealed interface Operator permits TheoryOp, FunctionSymbol {
  String name();
}
