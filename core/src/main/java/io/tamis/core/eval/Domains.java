package io.tamis.core.eval;

import io.tamis.core.script.Datatype;
import io.tamis.core.sort.Sort;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The elements of a sort, when there are few and they are known: Bool, small bit-vectors, small
 * floating-point formats (up to 16 bits), rounding modes, uninterpreted sorts whose universe the model states, and datatypes without recursion over
 * such sorts. Recurses on the structure of sorts (shallow), never on terms.
 */
final class Domains {
  /** The size of an infinite or very large sort. */
  static final long LARGE = Long.MAX_VALUE;
  private static final int MAX_BITS = 16;

  private Domains() {}

  /** The number of elements of {@code sort}: {@link #LARGE} when infinite or huge, -1 when not known. */
  static long size(Sort sort, Model model) {
    return size(sort, model, new HashSet<>());
  }

  private static long size(Sort sort, Model model, Set<Sort> open) {
    return switch (sort.kind()) {
      case BOOL -> 2;
      case BITVEC -> sort.width() < 62 ? 1L << sort.width() : LARGE;
      case ROUNDING_MODE -> 5;
      case FLOATING_POINT -> floatCount(sort);
      case INT, REAL, STRING, REGLAN, SEQ -> LARGE;
      case OTHER -> other(sort, model, open);
      default -> -1;
    };
  }

  private static long other(Sort sort, Model model, Set<Sort> open) {
    Datatype d = model.datatype(sort.name());
    if (d == null) {
      List<Value> universe = model.universe(sort);
      return universe == null ? -1 : universe.size();
    }
    if (!open.add(sort)) {
      return LARGE;
    }
    long total = 0;
    for (Datatype.Constructor c : d.constructors()) {
      long product = 1;
      for (Sort field : fieldSorts(d, c, sort)) {
        long n = size(field, model, open);
        if (n < 0) {
          return -1;
        }
        product = n == 0 ? 0 : product > LARGE / Math.max(n, 1) ? LARGE : product * n;
      }
      total = total > LARGE - product ? LARGE : total + product;
    }
    open.remove(sort);
    return total;
  }

  /** Every element of {@code sort}, or null when unknown, infinite or more than {@code limit}. */
  static List<Value> values(Sort sort, Model model, int limit) {
    long n = size(sort, model);
    if (n < 0 || n > limit) {
      return null;
    }
    return switch (sort.kind()) {
      case BOOL -> List.of(BoolValue.FALSE, BoolValue.TRUE);
      case BITVEC -> sort.width() <= MAX_BITS ? bitVectors(sort.width()) : null;
      case ROUNDING_MODE -> List.of(RoundingModeValue.values());
      case FLOATING_POINT -> floats(sort.numericIndex(0), sort.numericIndex(1));
      case OTHER -> model.datatype(sort.name()) == null ? model.universe(sort) : datatypeValues(sort, model, limit);
      default -> null;
    };
  }

  /** Bit patterns less the NaN patterns (2 signs, every non-zero significand) plus the one NaN. */
  private static long floatCount(Sort sort) {
    int eb = sort.numericIndex(0);
    int sb = sort.numericIndex(1);
    return eb + sb > MAX_BITS ? LARGE : (1L << (eb + sb)) - 2 * ((1L << (sb - 1)) - 1) + 1;
  }

  /** Every floating-point value of a small format: each bit pattern once, NaN once. */
  private static List<Value> floats(int eb, int sb) {
    List<Value> out = new ArrayList<>();
    boolean nan = false;
    for (long i = 0; i < 1L << (eb + sb); i++) {
      FloatValue v = FloatValue.ofBits(eb, sb, BigInteger.valueOf(i));
      if (!v.isNaN() || !nan) {
        out.add(v);
        nan |= v.isNaN();
      }
    }
    return out;
  }

  private static List<Value> bitVectors(int width) {
    List<Value> out = new ArrayList<>(1 << width);
    for (long i = 0; i < 1L << width; i++) {
      out.add(BitVecValue.of(width, i));
    }
    return out;
  }

  private static List<Value> datatypeValues(Sort sort, Model model, int limit) {
    Datatype d = model.datatype(sort.name());
    List<Value> out = new ArrayList<>();
    for (Datatype.Constructor c : d.constructors()) {
      List<List<Value>> fields = new ArrayList<>();
      for (Sort field : fieldSorts(d, c, sort)) {
        fields.add(values(field, model, limit));
      }
      for (List<Value> tuple : Tuples.of(fields, limit)) {
        out.add(new DatatypeValue(sort, c.name(), tuple));
      }
    }
    return out;
  }

  /** The field sorts of constructor {@code c} at the datatype instance {@code sort}. */
  static List<Sort> fieldSorts(Datatype d, Datatype.Constructor c, Sort sort) {
    Map<String, Sort> env = new HashMap<>();
    for (int i = 0; i < d.params().size() && i < sort.paramCount(); i++) {
      env.put(d.params().get(i), sort.param(i));
    }
    List<Sort> out = new ArrayList<>();
    for (Datatype.Field f : c.fields()) {
      out.add(substitute(f.sort(), env));
    }
    return out;
  }

  private static Sort substitute(Sort s, Map<String, Sort> env) {
    if (s.isParameter()) {
      return env.getOrDefault(s.name(), s);
    }
    if (s.paramCount() == 0) {
      return s;
    }
    Sort[] params = new Sort[s.paramCount()];
    for (int i = 0; i < params.length; i++) {
      params[i] = substitute(s.param(i), env);
    }
    String[] indices = new String[s.indexCount()];
    for (int i = 0; i < indices.length; i++) {
      indices[i] = s.index(i);
    }
    return Sort.of(s.name(), indices, params);
  }
}
