package io.tamis.mutator;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How a widened seed gets terms of a sort it lacks or has few of: a seed sub-term of a related sort
 * under a conversion ({@code (to_int r)}, {@code (to_real i)}, {@code (str.len s)}, {@code
 * (str.from_int i)}, {@code (str.to_re s)}), or under two when the seed lacks the sort between them
 * ({@code (str.from_int (to_int r))} in a real seed). This is what mixes Int with Real in an
 * arithmetic seed, brings integer arithmetic into a plain string seed, regular expressions into one
 * without them and decimal strings into an arithmetic one.
 */
public final class Conversions {
  private record Step(TheoryOp op, Sort from, Sort to) {}

  /** Steps applied in order: the first takes a seed term of {@code from}, the last gives {@code to}. */
  private record Conversion(List<Step> steps) {
    Sort from() {
      return steps.get(0).from();
    }

    Sort to() {
      return steps.get(steps.size() - 1).to();
    }
  }

  private static final Conversions NONE = new Conversions(List.of());
  private static final Sort REGLAN = Sort.of("RegLan");

  private final List<Conversion> conversions;

  private Conversions(List<Conversion> conversions) {
    this.conversions = conversions;
  }

  /** The conversions open to {@code seed}: none unless it is widened. */
  public static Conversions of(SignatureTable table, PreparedSeed seed) {
    if (!seed.widened()) {
      return NONE;
    }
    List<Step> steps = steps(table, LogicTheories.of(seed.logic()));
    List<Conversion> out = new ArrayList<>();
    for (Step last : steps) {
      if (!seed.terms(last.from()).isEmpty()) {
        out.add(new Conversion(List.of(last)));
        continue;
      }
      for (Step first : steps) {
        if (first.to().equals(last.from()) && !first.from().equals(last.to()) && !seed.terms(first.from()).isEmpty()) {
          out.add(new Conversion(List.of(first, last)));
        }
      }
    }
    return out.isEmpty() ? NONE : new Conversions(List.copyOf(out));
  }

  private static List<Step> steps(SignatureTable table, Set<String> theories) {
    boolean mixed = theories.contains("Reals_Ints");
    boolean strings = theories.contains("Strings");
    boolean stringInts = strings && theories.contains("Ints");
    List<Step> out = new ArrayList<>();
    add(out, table, mixed, "to_int", Sort.REAL, Sort.INT);
    add(out, table, mixed, "to_real", Sort.INT, Sort.REAL);
    add(out, table, stringInts, "str.len", Sort.STRING, Sort.INT);
    add(out, table, stringInts, "str.from_int", Sort.INT, Sort.STRING);
    add(out, table, strings, "str.to_re", Sort.STRING, REGLAN);
    return out;
  }

  private static void add(List<Step> out, SignatureTable table, boolean allowed, String op, Sort from, Sort to) {
    TheoryOp theoryOp = table.op(op);
    if (allowed && theoryOp != null) {
      out.add(new Step(theoryOp, from, to));
    }
  }

  /** The sorts a conversion produces. */
  public Set<Sort> targets() {
    Set<Sort> out = new LinkedHashSet<>();
    for (Conversion c : conversions) {
      out.add(c.to());
    }
    return out;
  }

  /** True when some conversion produces {@code sort}. */
  public boolean produce(Sort sort) {
    for (Conversion c : conversions) {
      if (c.to().equals(sort)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A conversion of a seed sub-term to {@code sort}, where the sub-term may stand at the position;
   * null when none was found.
   */
  public Term convert(Sort sort, PreparedSeed seed, Position p, RandomSource random) {
    List<Conversion> fitting = conversions.stream().filter(c -> c.to().equals(sort)).toList();
    if (fitting.isEmpty()) {
      return null;
    }
    Conversion c = random.pick(fitting);
    Term term = seed.argument(c.from(), p, random);
    for (int i = 0; term != null && i < c.steps().size(); i++) {
      Step step = c.steps().get(i);
      term = p.target().factory().apply(step.op(), step.to(), term);
    }
    return term;
  }
}
