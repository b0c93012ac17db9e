package io.tamis.enumerator.render;

/** How a test is written out. */
public enum Style {
  /** As the original ET prints: every token, parentheses included, joined by one space; one line. */
  ET,
  /** Standard SMT-LIB: one command per line, {@code set-logic} first when the grammar names one. */
  SMTLIB
}
