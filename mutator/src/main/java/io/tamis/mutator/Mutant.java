package io.tamis.mutator;

import io.tamis.core.script.Script;
import java.util.List;

/**
 * A mutation's result: the mutant script and the edits that made it from the mutation's input, in
 * the order they were applied (so its text can be spliced from the input's text).
 */
public record Mutant(Script script, List<Edit> edits) {
  public Mutant {
    edits = List.copyOf(edits);
  }
}
