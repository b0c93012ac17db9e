package io.tamis.core.eval;

import io.tamis.core.script.Script;

/**
 * Reads the answer of {@code (get-model)} (z3 4.8.12 and cvc5 1.0.3 styles) in the scope of the
 * script it answers, into terms of the script's factory.
 *
 * <p>Contract: the text may start with {@code sat} or {@code unknown}, then one list of items, with
 * or without z3's old {@code model} keyword. Items are {@code define-fun} (bodies with {@code let},
 * {@code ite} chains, {@code (as const ...)}, {@code (_ as-array f)}, z3's {@code lambda}, values
 * such as {@code (- 3)}, {@code (/ 1 3)}, bit-vector, string and floating-point literals), z3's
 * {@code declare-fun} of universe elements and cardinality {@code forall}. Comments (cvc5's
 * {@code ; cardinality of U is 1}) are no part of a model and are not read: an uninterpreted sort's
 * universe is pinned only by a {@code forall} item. Abstract values ({@code U!val!0},
 * {@code (as @U_0 U)}) become {@link AbstractValue}s.
 * Items may refer to functions defined later in the answer. The script's declarations are those
 * before its first check-sat. Errors are {@link io.tamis.core.smtlib.SmtLibException}s whose
 * message starts with {@code source:line:col:} of the answer.
 */
public final class ModelReader {
  private ModelReader() {}

  public static Model read(Script script, byte[] answer) {
    return read(script, "get-model", answer);
  }

  /** {@code source} names the answer in error messages. */
  public static Model read(Script script, String source, byte[] answer) {
    return new ModelAssembly(script, source, answer).read();
  }
}
