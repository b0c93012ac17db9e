package io.tamis.core.eval;

import io.tamis.core.smtlib.SExpr;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds what the reader cannot take as written in a model's items: lambdas (z3), {@code (_ as-array
 * f)}, abstract values ({@code (as @U_0 U)} of cvc5, {@code U!val!0} of z3), algebraic numbers
 * ({@code root-obj}) and z3's finite sets of a size but no listed elements ({@code ((as set.unique S) i
 * n)}). Walks the s-expressions with an explicit stack.
 */
final class ModelScan {
  /** A lambda and how many lambdas enclose it. */
  record Lambda(SExpr.SList form, int depth) {}

  final List<Lambda> lambdas = new ArrayList<>();
  final List<SExpr.SList> asArrays = new ArrayList<>();
  final List<SExpr.SList> algebraic = new ArrayList<>();
  final List<SExpr.SList> uniqueSets = new ArrayList<>();
  /** Abstract value name to the text of its sort. */
  final Map<String, String> abstractValues = new LinkedHashMap<>();

  private record Visit(SExpr e, int depth) {}

  static ModelScan of(ModelText model, Set<String> uninterpretedSorts) {
    ModelScan scan = new ModelScan();
    List<Visit> work = new ArrayList<>();
    model.items.forEach(item -> work.add(new Visit(item, 0)));
    while (!work.isEmpty()) {
      Visit v = work.remove(work.size() - 1);
      if (v.e() instanceof SExpr.Atom a) {
        scan.atom(a, uninterpretedSorts);
      } else if (scan.list(model, (SExpr.SList) v.e(), v.depth())) {
        int depth = v.depth() + (v.e() instanceof SExpr.SList l && l.size() > 0 && l.get(0).is("lambda") ? 1 : 0);
        ((SExpr.SList) v.e()).items().forEach(child -> work.add(new Visit(child, depth)));
      }
    }
    return scan;
  }

  private void atom(SExpr.Atom a, Set<String> uninterpretedSorts) {
    int at = a.text().lastIndexOf("!val!");
    if (!a.string() && at > 0 && isDigits(a.text().substring(at + 5))
        && uninterpretedSorts.contains(a.text().substring(0, at))) {
      abstractValues.putIfAbsent(a.text(), quote(a.text().substring(0, at)));
    }
  }

  /** Records a special form; true when its children are to be scanned too. */
  private boolean list(ModelText model, SExpr.SList l, int depth) {
    if (l.size() == 0) {
      return false;
    }
    SExpr head = l.get(0);
    if (head.is("lambda") && l.size() == 3) {
      lambdas.add(new Lambda(l, depth));
    } else if (head.is("_") && l.size() == 3 && l.get(1).is("as-array")) {
      asArrays.add(l);
      return false;
    } else if (isUniqueSet(l)) {
      uniqueSets.add(l);
      return false;
    } else if (head.is("root-obj")) {
      algebraic.add(l);
      return false;
    } else if (head.is("as") && l.size() == 3 && l.get(1) instanceof SExpr.Atom a && a.text().startsWith("@")) {
      abstractValues.putIfAbsent(a.text(), model.raw(l.get(2)));
      return false;
    }
    return true;
  }

  /** z3's {@code ((as set.unique S) i n)}: the i-th set of n elements its model does not list. */
  private static boolean isUniqueSet(SExpr.SList l) {
    return l.size() == 3 && l.get(0) instanceof SExpr.SList as && as.size() == 3 && as.get(0).is("as")
        && as.get(1).is("set.unique") && l.get(1) instanceof SExpr.Atom && l.get(2) instanceof SExpr.Atom;
  }

  static String quote(String symbol) {
    return "|" + symbol + "|";
  }

  private static boolean isDigits(String s) {
    return !s.isEmpty() && s.chars().allMatch(Character::isDigit);
  }
}
