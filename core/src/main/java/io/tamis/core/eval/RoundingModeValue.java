package io.tamis.core.eval;

/** The five IEEE 754 rounding modes, by their short SMT-LIB names. */
public enum RoundingModeValue implements Value {
  RNE, RNA, RTP, RTN, RTZ;
}
