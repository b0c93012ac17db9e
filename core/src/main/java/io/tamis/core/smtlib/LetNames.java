package io.tamis.core.smtlib;

import io.tamis.core.term.Term;
import java.util.List;

/**
 * The lets one print of a term introduced: the name {@code prefix + i} binds {@code terms.get(i)}.
 * Names are unique within that print, so a name means the same term wherever it occurs.
 */
public record LetNames(String prefix, List<Term> terms) {
  public LetNames {
    terms = List.copyOf(terms);
  }
}
