package io.tamis.mutator.histfuzz;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.term.Apply;
import io.tamis.core.term.BottomUp;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Term;
import java.util.HashMap;
import java.util.Map;

/**
 * An atom with its constants and literals abstracted to their sorts, as HistFuzz mines association
 * rules over: {@code (< h3 (+ h4 1))} and {@code (< x (+ y 7))} are both
 * {@code (< var_Int (+ var_Int const_Int))}.
 */
final class AtomShape {
  private AtomShape() {}

  static String of(Term root) {
    Map<Term, String> done = new HashMap<>();
    return BottomUp.compute(root, done, t -> label(t, done));
  }

  private static String label(Term t, Map<Term, String> done) {
    if (t instanceof Constant) {
      return "const_" + t.sort();
    }
    if (t instanceof Apply a && a.op() instanceof FunctionSymbol && a.argCount() == 0) {
      return "var_" + t.sort();
    }
    StringBuilder out = new StringBuilder("(").append(head(t));
    for (int i = 0; i < t.argCount(); i++) {
      out.append(' ').append(done.get(t.arg(i)));
    }
    return out.append(')').toString();
  }

  private static String head(Term t) {
    if (!(t instanceof Apply a)) {
      // binders and the like keep only their kind: their variables are not the atom's
      return t.getClass().getSimpleName() + "_" + t.sort();
    }
    if (a.indexCount() == 0) {
      return a.name();
    }
    return "(_ " + a.name() + " " + String.join(" ", a.indices()) + ")";
  }
}
