package io.tamis.mutator.valfuzz;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Match;
import io.tamis.core.term.MatchCase;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.core.term.Variable;
import io.tamis.mutator.PreparedSeed;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The SMT-LIB skeleton of a seed (valfuzz step 1): each distinct literal of its assertions becomes a
 * hole, a fresh constant of the literal's sort, and each quantified variable a fresh constant
 * (skolemisation, unless NOSKOLE). Literals are holes per DAG node: a literal written twice is one hole.
 * The assertions over the holes are what the meta-formula monitors.
 */
final class Skeleton {
  static final int MAX_HOLES = 128;
  private static final Set<ConstantKind> HOLE_KINDS = EnumSet.of(ConstantKind.NUMERAL, ConstantKind.DECIMAL,
      ConstantKind.RATIONAL, ConstantKind.STRING, ConstantKind.HEXADECIMAL, ConstantKind.BINARY,
      ConstantKind.BITVEC_NUMERAL);
  private static final Set<String> LITERAL_ARGUMENTS = Set.of("re.range", "const");

  private final PreparedSeed seed;
  private final String holePrefix;
  private final Map<Term, Term> holeOf;
  private final List<FunctionSymbol> declared;
  private final List<Term> assertions;

  private Skeleton(PreparedSeed seed, String holePrefix, Map<Term, Term> holeOf, List<FunctionSymbol> declared,
      List<Term> assertions) {
    this.seed = seed;
    this.holePrefix = holePrefix;
    this.holeOf = holeOf;
    this.declared = declared;
    this.assertions = assertions;
  }

  /** @param prefix the fresh constants are named prefix + "h" + k (holes) and prefix + "s" + k (skolems) */
  static Skeleton of(PreparedSeed seed, String prefix, boolean skolemise) {
    TermFactory factory = seed.factory();
    Map<Term, Term> holeOf = new LinkedHashMap<>();
    List<FunctionSymbol> declared = new ArrayList<>();
    Set<Term> fixed = literalsOnly(seed);
    for (Sort sort : seed.sorts()) {
      for (Term t : seed.terms(sort)) {
        if (t instanceof Constant c && HOLE_KINDS.contains(c.kind()) && !fixed.contains(t)
            && holeOf.size() < MAX_HOLES) {
          holeOf.put(t, fresh(factory, prefix + "h" + holeOf.size(), sort, declared));
        }
      }
    }
    Map<Term, Term> skolemOf = skolemise ? skolems(seed, factory, prefix, declared) : Map.of();
    Rewriter rewriter = new Rewriter(factory, t -> step(t, holeOf, skolemOf));
    List<Term> assertions = new ArrayList<>();
    for (Term a : seed.script().assertions()) {
      assertions.add(rewriter.rewrite(a));
    }
    return new Skeleton(seed, prefix + "h", holeOf, List.copyOf(declared), List.copyOf(assertions));
  }

  /** Arguments that cvc5 takes only as literals: of re.range and of a constant array. */
  private static Set<Term> literalsOnly(PreparedSeed seed) {
    Set<Term> out = new HashSet<>();
    for (Sort sort : seed.sorts()) {
      for (Term t : seed.terms(sort)) {
        if (t instanceof Apply a && LITERAL_ARGUMENTS.contains(a.name())) {
          for (int i = 0; i < a.argCount(); i++) {
            out.add(a.arg(i));
          }
        }
      }
    }
    return out;
  }

  private static Term fresh(TermFactory factory, String name, Sort sort, List<FunctionSymbol> declared) {
    FunctionSymbol f = factory.symbol(FunctionSymbol.Kind.DECLARED, name, List.of(), sort);
    declared.add(f);
    return factory.apply(f, sort);
  }

  /** Quantified variables that no match case, lambda or other binder also binds: one constant each. */
  private static Map<Term, Term> skolems(PreparedSeed seed, TermFactory factory, String prefix,
      List<FunctionSymbol> declared) {
    Set<Variable> quantified = new HashSet<>();
    Set<Variable> otherwise = new HashSet<>();
    for (Sort sort : seed.sorts()) {
      for (Term t : seed.terms(sort)) {
        switch (t) {
          case Quantifier q -> quantified.addAll(q.bound());
          case Binder b -> otherwise.addAll(b.bound());
          case Match m -> m.cases().stream().map(MatchCase::variables).forEach(otherwise::addAll);
          default -> { }
        }
      }
    }
    Map<Term, Term> out = new LinkedHashMap<>();
    for (Sort sort : seed.sorts()) {
      for (Term t : seed.terms(sort)) {
        if (t instanceof Variable v && quantified.contains(v) && !otherwise.contains(v)) {
          out.put(v, fresh(factory, prefix + "s" + out.size(), sort, declared));
        }
      }
    }
    return out;
  }

  private static Term step(Term t, Map<Term, Term> holeOf, Map<Term, Term> skolemOf) {
    return switch (t) {
      case Constant c -> holeOf.getOrDefault(c, c);
      case Variable v -> skolemOf.getOrDefault(v, v);
      case Quantifier q -> q.body().isClosed() ? q.body() : q;
      case Annotation a -> a.attributes().stream().anyMatch(x -> x.keyword().equals(":pattern")) ? a.term() : a;
      default -> t;
    };
  }

  PreparedSeed seed() {
    return seed;
  }

  /** What the hole constants' names start with (and no other name). */
  String holePrefix() {
    return holePrefix;
  }

  /** The seed's literals that are holes, each with its hole constant, in first-seen order. */
  Map<Term, Term> holes() {
    return holeOf;
  }

  /** The hole constants and skolem constants to declare. */
  List<FunctionSymbol> declared() {
    return declared;
  }

  /** The seed's assertions over the holes. */
  List<Term> assertions() {
    return assertions;
  }

  /**
   * The compound closed Boolean sub-terms of the assertions, in first-seen order: what the monitors watch.
   *
   * @param leavesOnly LEAFOPT: only those without a compound Boolean sub-term
   */
  List<Term> booleanSubExpressions(boolean leavesOnly, int max) {
    List<Term> out = new ArrayList<>();
    for (Term t : PreparedSeed.SubTerms.bySort(assertions).getOrDefault(Sort.BOOL, List.of())) {
      if (out.size() < max && t instanceof Apply && t.argCount() > 0 && t.isClosed()
          && (!leavesOnly || leaf(t))) {
        out.add(t);
      }
    }
    return out;
  }

  private static boolean leaf(Term t) {
    List<Term> below = new ArrayList<>();
    for (int i = 0; i < t.argCount(); i++) {
      below.add(t.arg(i));
    }
    return PreparedSeed.SubTerms.bySort(below).getOrDefault(Sort.BOOL, List.of()).stream()
        .noneMatch(b -> b.argCount() > 0);
  }
}
