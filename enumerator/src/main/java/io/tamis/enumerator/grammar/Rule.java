package io.tamis.enumerator.grammar;

import io.tamis.core.sort.Sort;
import java.util.List;

/** A nonterminal: its name, its sort (as written and parsed) and its alternatives in order. */
public record Rule(String name, String sortText, Sort sort, List<Alternative> alternatives, int line) {
  public Rule {
    alternatives = List.copyOf(alternatives);
    if (alternatives.isEmpty()) {
      throw new IllegalArgumentException("rule " + name + " (line " + line + ") has no alternatives");
    }
  }
}
