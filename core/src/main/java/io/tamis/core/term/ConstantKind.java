package io.tamis.core.term;

/** The literal syntax of a constant. */
public enum ConstantKind {
  NUMERAL, DECIMAL, HEXADECIMAL, BINARY, STRING,
  /** {@code (_ bvN w)}: the text is {@code bvN}, the width is in the sort. */
  BITVEC_NUMERAL,
  /** {@code (_ char #xH)}: a one-character string; the text is the {@code #x} index. */
  CHAR,
  /** cvc5's {@code 1/3} and {@code -1/3}: a Real. */
  RATIONAL,
  /**
   * A finite-field element: {@code #f3m7}, or {@code ff3} written {@code (as ff3 (_ FiniteField 7))}
   * (the text is the literal as written, without the {@code as}).
   */
  FIELD
}
