package io.tamis.core.smtlib;

import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether a script names z3's finite sets: the sort {@code FiniteSet} or an operator only that theory
 * has ({@code set.size}, {@code set.in}, ...). Such a script reads the names it shares with cvc5's sets
 * ({@code set.union}, {@code set.singleton}) as z3's, from its first command on.
 */
final class FiniteSetWords {
  private static final Map<SignatureTable, FiniteSetWords> BY_TABLE = new ConcurrentHashMap<>();

  private final byte[][] words;

  private FiniteSetWords(byte[][] words) {
    this.words = words;
  }

  static FiniteSetWords of(SignatureTable table) {
    return BY_TABLE.computeIfAbsent(table, FiniteSetWords::build);
  }

  private static FiniteSetWords build(SignatureTable table) {
    List<byte[]> out = new ArrayList<>(List.of("FiniteSet".getBytes(StandardCharsets.US_ASCII)));
    for (TheoryOp op : table.ops()) {
      List<String> theories = op.signatures().stream().map(Signature::theory).distinct().toList();
      if (theories.equals(List.of("FiniteSets"))) {
        out.add(op.name().getBytes(StandardCharsets.US_ASCII));
      }
    }
    return new FiniteSetWords(out.toArray(byte[][]::new));
  }

  /** One pass over {@code text}: a word that ends where a symbol ends. */
  boolean named(byte[] text) {
    for (int i = 0; i < text.length; i++) {
      byte b = text[i];
      if (b != 'F' && b != 's') {
        continue;
      }
      for (byte[] w : words) {
        if (w[0] == b && at(text, i, w)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean at(byte[] text, int i, byte[] w) {
    int end = i + w.length;
    if (end > text.length || (end < text.length && !delimiter(text[end]))) {
      return false;
    }
    for (int k = 1; k < w.length; k++) {
      if (text[i + k] != w[k]) {
        return false;
      }
    }
    return true;
  }

  private static boolean delimiter(byte b) {
    return b == ' ' || b == ')' || b == '(' || b == '\n' || b == '\t' || b == '\r';
  }
}
