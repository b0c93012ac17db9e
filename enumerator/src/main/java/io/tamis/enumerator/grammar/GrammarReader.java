package io.tamis.enumerator.grammar;

import io.tamis.core.op.SignatureTable;

/**
 * Reads the grammar format of {@code config/grammars/README.md}: one directive or alternative per
 * line. Checks the result against the signature table unless the grammar says {@code check off}.
 * Stateless: one reader serves any number of grammars.
 */
public final class GrammarReader {
  private final SignatureTable table;

  public GrammarReader(SignatureTable table) {
    this.table = table;
  }

  public GrammarReader() {
    this(SignatureTable.standard());
  }

  /** Reads one grammar; {@code source} names it in messages. */
  public Grammar read(String source, String text) {
    try {
      return new GrammarParser(table).parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
    }
  }
}
