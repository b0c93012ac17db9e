package io.tamis.mutator.valfuzz;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Boolean terms a meta-formula watches, each through a fresh Bool monitor (valfuzz step 2): the
 * skeleton's Boolean sub-expressions, ADOMAIN's predicates on each hole and RELC3's relations among
 * three random holes of a sort.
 */
final class Monitors {
  static final int MAX_SUB_EXPRESSIONS = 256;
  private static final int RELATED = 3;

  private final TermFactory factory;
  private final SignatureTable table;

  Monitors(TermFactory factory, SignatureTable table) {
    this.factory = factory;
    this.table = table;
  }

  /** The watched terms of one seed's stream; RELC3's holes are drawn from {@code random}. */
  List<Term> of(Skeleton skeleton, Set<Refinement> refinements, RandomSource random) {
    List<Term> out = new ArrayList<>(skeleton.booleanSubExpressions(refinements.contains(Refinement.LEAFOPT),
        MAX_SUB_EXPRESSIONS));
    if (refinements.contains(Refinement.ADOMAIN)) {
      skeleton.holes().values().forEach(h -> out.addAll(domain(h)));
    }
    if (refinements.contains(Refinement.RELC3)) {
      bySort(skeleton).values().forEach(holes -> out.addAll(relations(holes, random)));
    }
    return out;
  }

  /** Zero and sign for numbers and bit-vectors, emptiness for strings. */
  private List<Term> domain(Term hole) {
    Sort s = hole.sort();
    if (s.equals(Sort.STRING)) {
      return List.of(eq(hole, factory.constant(ConstantKind.STRING, "", s)));
    }
    Term zero = zero(s);
    if (zero == null) {
      return List.of();
    }
    String less = s.kind() == SortKind.BITVEC ? "bvslt" : "<";
    return List.of(eq(hole, zero), app(less, hole, zero), app(less, zero, hole));
  }

  /** =, < and <= (signed and unsigned for bit-vectors) between each pair of three random holes. */
  private List<Term> relations(List<Term> holes, RandomSource random) {
    List<Term> pool = new ArrayList<>(holes);
    List<Term> chosen = new ArrayList<>();
    while (chosen.size() < RELATED && !pool.isEmpty()) {
      chosen.add(pool.remove(random.nextInt(pool.size())));
    }
    List<Term> out = new ArrayList<>();
    for (int i = 0; i < chosen.size(); i++) {
      for (int j = i + 1; j < chosen.size(); j++) {
        out.addAll(related(chosen.get(i), chosen.get(j)));
      }
    }
    return out;
  }

  private List<Term> related(Term a, Term b) {
    Sort s = a.sort();
    if (s.kind() == SortKind.BITVEC) {
      return List.of(eq(a, b), app("bvslt", a, b), app("bvult", a, b), app("bvsle", a, b));
    }
    if (s.equals(Sort.INT) || s.equals(Sort.REAL)) {
      return List.of(eq(a, b), app("<", a, b), app("<=", a, b));
    }
    return List.of(eq(a, b));
  }

  private static Map<Sort, List<Term>> bySort(Skeleton skeleton) {
    Map<Sort, List<Term>> out = new LinkedHashMap<>();
    skeleton.holes().values().forEach(h -> out.computeIfAbsent(h.sort(), k -> new ArrayList<>()).add(h));
    return out;
  }

  private Term zero(Sort s) {
    if (s.equals(Sort.INT)) {
      return factory.constant(ConstantKind.NUMERAL, "0", s);
    }
    if (s.equals(Sort.REAL)) {
      return factory.constant(ConstantKind.DECIMAL, "0.0", s);
    }
    return s.kind() == SortKind.BITVEC ? factory.constant(ConstantKind.BINARY, "#b" + "0".repeat(s.width()), s)
        : null;
  }

  private Term eq(Term a, Term b) {
    return app("=", a, b);
  }

  private Term app(String op, Term a, Term b) {
    return factory.apply(table.op(op), Sort.BOOL, a, b);
  }
}
