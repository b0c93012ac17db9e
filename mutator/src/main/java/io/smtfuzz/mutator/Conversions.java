package io.smtfuzz.mutator;

import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.core.op.TheoryOp;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.Term;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How a widened seed gets terms of a sort it lacks or has few of: a seed sub-term of a related sort
 * under a conversion ({@code (to_int r)}, {@code (to_real i)}, {@code (str.len s)}). This is what mixes
 * Int with Real in an arithmetic seed and brings integer arithmetic into a plain string seed.
 */
public final class Conversions {
  private record Conversion(TheoryOp op, Sort from, Sort to) {}

  private static final Conversions NONE = new Conversions(List.of());

  private final List<Conversion> conversions;

  private Conversions(List<Conversion> conversions) {
    this.conversions = conversions;
  }

  /** The conversions open to {@code seed}: none unless it is widened. */
  public static Conversions of(SignatureTable table, PreparedSeed seed) {
    if (!seed.widened()) {
      return NONE;
    }
    Set<String> theories = LogicTheories.of(seed.logic());
    List<Conversion> out = new ArrayList<>();
    add(out, table, seed, theories.contains("Reals_Ints"), "to_int", Sort.REAL, Sort.INT);
    add(out, table, seed, theories.contains("Reals_Ints"), "to_real", Sort.INT, Sort.REAL);
    add(out, table, seed, theories.contains("Strings") && theories.contains("Ints"), "str.len", Sort.STRING, Sort.INT);
    return out.isEmpty() ? NONE : new Conversions(List.copyOf(out));
  }

  private static void add(List<Conversion> out, SignatureTable table, PreparedSeed seed, boolean allowed, String op,
      Sort from, Sort to) {
    TheoryOp theoryOp = table.op(op);
    if (allowed && theoryOp != null && !seed.terms(from).isEmpty()) {
      out.add(new Conversion(theoryOp, from, to));
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
    Term from = seed.argument(c.from(), p, random);
    return from == null ? null : p.target().factory().apply(c.op(), sort, from);
  }
}
