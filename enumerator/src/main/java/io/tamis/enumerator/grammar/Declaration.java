package io.tamis.enumerator.grammar;

import java.util.List;

/**
 * A symbol of the fixed prologue: {@code declare-const} when {@code argSorts} is empty and
 * {@code asConst}, otherwise {@code declare-fun}. Sorts are kept as written.
 */
public record Declaration(String name, List<String> argSorts, String sortText, boolean asConst) {
  public Declaration {
    argSorts = List.copyOf(argSorts);
  }
}
