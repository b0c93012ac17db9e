package io.tamis.core.eval;

import io.tamis.core.smtlib.SExpr;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The elements of uninterpreted sorts as a model states them: z3's cardinality constraint
 * {@code (forall ((x U)) (or (= x U!val!0) ...))} and cvc5's comments {@code ; cardinality of U is
 * 2} with one {@code ; rep: (as @U_0 U)} per element.
 */
final class Universes {
  private static final Pattern CARDINALITY = Pattern.compile(";\\s*cardinality of (\\S+) is (\\d+)");
  private static final Pattern REP = Pattern.compile(";\\s*rep: \\(as (\\S+) (\\S+)\\)");

  private Universes() {}

  static void addTo(Model.Builder b, ModelText model, Set<String> sorts) {
    Map<String, List<String>> found = new LinkedHashMap<>(fromComments(model));
    for (SExpr.SList constraint : model.cardinalities) {
      fromConstraint(constraint, found);
    }
    found.forEach((sort, names) -> {
      if (sorts.contains(sort)) {
        b.universe(Sort.of(sort), names);
      }
    });
  }

  private static Map<String, List<String>> fromComments(ModelText model) {
    Map<String, Integer> sizes = new HashMap<>();
    Map<String, List<String>> reps = new HashMap<>();
    for (String line : model.comments()) {
      Matcher c = CARDINALITY.matcher(line);
      Matcher r = REP.matcher(line);
      if (c.matches()) {
        sizes.put(c.group(1), Integer.parseInt(c.group(2)));
      } else if (r.matches()) {
        reps.computeIfAbsent(r.group(2), k -> new ArrayList<>()).add(r.group(1));
      }
    }
    Map<String, List<String>> out = new HashMap<>();
    reps.forEach((sort, names) -> {
      if (sizes.getOrDefault(sort, -1) == names.size()) {
        out.put(sort, names);
      }
    });
    return out;
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
