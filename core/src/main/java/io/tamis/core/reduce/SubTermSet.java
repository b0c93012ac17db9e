package io.tamis.core.reduce;

import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The distinct sub-terms of a script's assertions, found on an explicit stack. */
final class SubTermSet {
  private SubTermSet() {}

  static Set<Term> of(Script script) {
    Set<Term> seen = new ObjectOpenHashSet<>();
    List<Term> stack = new ArrayList<>(script.assertions());
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (seen.add(t)) {
        for (int i = 0; i < t.argCount(); i++) {
          stack.add(t.arg(i));
        }
      }
    }
    return seen;
  }
}
