package io.smtfuzz.core.term;

/** The literal syntax of a constant. */
public enum ConstantKind {
  NUMERAL, DECIMAL, HEXADECIMAL, BINARY, STRING,
  /** {@code (_ bvN w)}: the text is {@code bvN}, the width is in the sort. */
  BITVEC_NUMERAL,
  /** {@code (_ char #xH)}: a one-character string; the text is the {@code #x} index. */
  CHAR
}
