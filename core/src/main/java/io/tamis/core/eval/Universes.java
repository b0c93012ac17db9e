package io.tamis.core.eval;

import io.tamis.core.smtlib.SExpr;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The elements of uninterpreted sorts as a model item states them: z3's cardinality constraint
 * {@code (forall ((x U)) (or (= x U!val!0) ...))}. Comments are no part of a model, so cvc5's
 * {@code ; cardinality of U is 1} pins nothing: without such an item the universe stays open (it holds
 * at least the abstract values the model names, maybe more) and what depends on its size is unknown.
 */
final class Universes {
  private Universes() {}

  static void addTo(Model.Builder b, ModelText model, Set<String> sorts) {
    Map<String, List<String>> found = new LinkedHashMap<>();
    for (SExpr.SList constraint : model.cardinalities) {
      fromConstraint(constraint, found);
    }
    found.forEach((sort, names) -> {
      if (sorts.contains(sort)) {
        b.universe(Sort.of(sort), names);
      }
    });
  }

  /** {@code (forall ((x U)) (or (= x a) (= x b)))} or {@code (forall ((x U)) (= x a))}. */
  private static void fromConstraint(SExpr.SList f, Map<String, List<String>> found) {
    if (f.size() != 3 || !(f.get(1) instanceof SExpr.SList vars) || vars.size() != 1
        || !(vars.get(0) instanceof SExpr.SList var) || var.size() != 2
        || !(var.get(0) instanceof SExpr.Atom x) || !(var.get(1) instanceof SExpr.Atom sort)) {
      return;
    }
    List<SExpr> cases = f.get(2) instanceof SExpr.SList body && body.size() > 0 && body.get(0).is("or")
        ? body.items().subList(1, body.size()) : List.of(f.get(2));
    List<String> names = new ArrayList<>();
    for (SExpr c : cases) {
      if (!(c instanceof SExpr.SList eq) || eq.size() != 3 || !eq.get(0).is("=") || !eq.get(1).is(x.text())
          || !(eq.get(2) instanceof SExpr.Atom name)) {
        return;
      }
      names.add(name.text());
    }
    found.put(sort.text(), names);
  }
}
