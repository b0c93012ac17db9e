package io.tamis.core.eval;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.SExpr;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * z3 writes some arrays as {@code (lambda ((x S)) body)}, which the script reader does not take.
 * Each lambda becomes a function {@code |lambda!k!fn|} defined before the model and a constant
 * {@code |lambda!k|} in its place, the array of that function. The body's sort is learnt by reading
 * it first as {@code (= body body)}; nested lambdas are hoisted innermost first. A lambda whose body
 * mentions variables of an enclosing definition cannot be hoisted and is reported as an error.
 */
final class Lambdas {
  private final ModelText model;
  private final Function<GeneratedText, Script> reader;
  private int next;

  /** A lambda taken out of the model text. */
  private record Hoisted(SExpr.SList form, String name, String params, List<String> paramSorts, String body) {}

  Lambdas(ModelText model, Function<GeneratedText, Script> reader) {
    this.model = model;
    this.reader = reader;
  }

  /** Hoists every lambda into {@code text}; returns placeholder name to function name. */
  Map<String, String> hoist(List<ModelScan.Lambda> lambdas, GeneratedText text) {
    Map<String, String> arrays = new HashMap<>();
    int deepest = lambdas.stream().mapToInt(ModelScan.Lambda::depth).max().orElse(-1);
    for (int depth = deepest; depth >= 0; depth--) {
      List<Hoisted> level = new ArrayList<>();
      for (ModelScan.Lambda l : lambdas) {
        if (l.depth() == depth) {
          level.add(take(l.form()));
        }
      }
      Map<String, String> sorts = bodySorts(level, text);
      for (Hoisted h : level) {
        String result = sorts.get(h.name() + "!probe");
        text.append("(declare-fun |" + h.name() + "| () (Array " + String.join(" ", h.paramSorts()) + " "
            + result + "))\n");
        text.append("(define-fun |" + h.name() + "!fn| " + h.params() + " " + result + "\n" + h.body() + ")\n",
            h.form());
        arrays.put(h.name(), h.name() + "!fn");
      }
    }
    return arrays;
  }

  private Hoisted take(SExpr.SList form) {
    if (!(form.get(1) instanceof SExpr.SList params) || params.size() == 0) {
      throw model.error(form, "lambda without parameters");
    }
    List<String> sorts = new ArrayList<>();
    for (SExpr p : params.items()) {
      if (!(p instanceof SExpr.SList sorted) || sorted.size() != 2) {
        throw model.error(p, "expected a sorted variable (x S) in a lambda");
      }
      sorts.add(model.raw(sorted.get(1)));
    }
    Hoisted h = new Hoisted(form, "lambda!" + next++, model.raw(params), sorts, model.raw(form.get(2)));
    model.replace(form, "|" + h.name() + "|");
    return h;
  }

  /** The sort of each body, by reading it inside {@code (= body body)}. */
  private Map<String, String> bodySorts(List<Hoisted> level, GeneratedText text) {
    GeneratedText probe = text.copy();
    for (Hoisted h : level) {
      probe.append("(define-fun |" + h.name() + "!probe| " + h.params() + " Bool\n(= " + h.body() + "\n"
          + h.body() + "))\n", h.form());
    }
    Map<String, String> sorts = new HashMap<>();
    for (Command c : reader.apply(probe).commands()) {
      if (c instanceof Command.DefineFun d && d.symbol().name().endsWith("!probe")) {
        Term equality = d.body();
        sorts.put(d.symbol().name(), equality.arg(0).sort().toString());
      }
    }
    return sorts;
  }
}
