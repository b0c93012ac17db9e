package io.tamis.core.sort;

import java.util.Set;

/** SMT-LIB symbol syntax: which names print bare and which need {@code |quotes|}. */
public final class Symbols {
  private static final Set<String> RESERVED = Set.of("!", "_", "as", "BINARY", "DECIMAL", "exists",
      "HEXADECIMAL", "forall", "let", "match", "NUMERAL", "par", "STRING", "assert", "check-sat",
      "check-sat-assuming", "declare-const", "declare-datatype", "declare-datatypes", "declare-fun",
      "declare-sort", "define-fun", "define-fun-rec", "define-funs-rec", "define-sort", "echo", "exit",
      "get-assertions", "get-assignment", "get-info", "get-model", "get-option", "get-proof",
      "get-unsat-assumptions", "get-unsat-core", "get-value", "pop", "push", "reset",
      "reset-assertions", "set-info", "set-logic", "set-option");
  private static final boolean[] SYMBOL_CHAR = new boolean[128];

  static {
    for (char c = 'a'; c <= 'z'; c++) {
      SYMBOL_CHAR[c] = true;
      SYMBOL_CHAR[Character.toUpperCase(c)] = true;
    }
    for (char c = '0'; c <= '9'; c++) {
      SYMBOL_CHAR[c] = true;
    }
    for (char c : "~!@$%^&*_-+=<>.?/".toCharArray()) {
      SYMBOL_CHAR[c] = true;
    }
  }

  private Symbols() {}

  public static boolean isSymbolChar(int c) {
    return c >= 0 && c < 128 && SYMBOL_CHAR[c];
  }

  public static boolean isSimple(String name) {
    if (name.isEmpty() || RESERVED.contains(name) || Character.isDigit(name.charAt(0))) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      if (!isSymbolChar(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  public static String quoteIfNeeded(String name) {
    return isSimple(name) ? name : "|" + name + "|";
  }
}
