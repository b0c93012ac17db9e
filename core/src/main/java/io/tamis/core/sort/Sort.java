package io.tamis.core.sort;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An SMT-LIB sort: a name, numeral or symbol indices and sort arguments. Sorts are interned
 * process-wide (there are few of them), so equality is identity.
 */
public final class Sort {
  private static final ConcurrentHashMap<Key, Sort> TABLE = new ConcurrentHashMap<>();
  private static final String[] NO_INDICES = {};
  private static final Sort[] NO_PARAMS = {};

  public static final Sort BOOL = of("Bool");
  public static final Sort INT = of("Int");
  public static final Sort REAL = of("Real");
  public static final Sort STRING = of("String");
  public static final Sort REGLAN = of("RegLan");
  public static final Sort ROUNDING_MODE = of("RoundingMode");

  private final String name;
  private final String[] indices;
  private final Sort[] params;
  private final boolean parameter;
  private final SortKind kind;
  private final int hash;

  private Sort(Key key) {
    this.name = key.name;
    this.indices = key.indices;
    this.params = key.params;
    this.parameter = key.parameter;
    this.kind = parameter ? SortKind.PARAMETER : SortKind.of(name, indices.length, params.length);
    this.hash = key.hashCode();
  }

  public static Sort of(String name) {
    return of(name, NO_INDICES, NO_PARAMS);
  }

  /**
   * The sort {@code (name params...)} or {@code ((_ name indices...) params...)}. Function sorts are
   * flat: {@code (-> A (-> B C))} is {@code (-> A B C)} (SMT-LIB 2.7's {@code ->} is right
   * associative), and {@code (-> A)} is {@code A}.
   */
  public static Sort of(String name, String[] indices, Sort[] params) {
    if (name.equals(FUNCTION) && indices.length == 0 && params.length > 0
        && (params.length == 1 || params[params.length - 1].kind == SortKind.FUNCTION)) {
      return flatFunction(params);
    }
    return intern(new Key(name, indices.length == 0 ? NO_INDICES : indices.clone(),
        params.length == 0 ? NO_PARAMS : params.clone(), false));
  }

  /** The name of function sorts. */
  public static final String FUNCTION = "->";

  /** {@code (-> args... result)}, flattened where {@code result} is itself a function sort. */
  public static Sort function(List<Sort> args, Sort result) {
    Sort[] params = args.toArray(new Sort[args.size() + 1]);
    params[args.size()] = result;
    return of(FUNCTION, NO_INDICES, params);
  }

  private static Sort flatFunction(Sort[] params) {
    if (params.length == 1) {
      return params[0];
    }
    Sort last = params[params.length - 1];
    Sort[] flat = Arrays.copyOf(params, params.length - 1 + last.params.length);
    System.arraycopy(last.params, 0, flat, params.length - 1, last.params.length);
    return intern(new Key(FUNCTION, NO_INDICES, flat, false));
  }

  public static Sort of(String name, List<Sort> params) {
    return of(name, NO_INDICES, params.toArray(NO_PARAMS));
  }

  /** A sort variable of a parametric datatype or signature, such as {@code T} in {@code par (T)}. */
  public static Sort parameter(String name) {
    return intern(new Key(name, NO_INDICES, NO_PARAMS, true));
  }

  public static Sort bitVec(int width) {
    if (width < 1) {
      throw new IllegalArgumentException("bit-vector width must be >= 1, got " + width);
    }
    return of("BitVec", new String[] {Integer.toString(width)}, NO_PARAMS);
  }

  public static Sort floatingPoint(int exponent, int significand) {
    if (exponent < 2 || significand < 2) {
      throw new IllegalArgumentException(
          "floating-point sort needs eb >= 2 and sb >= 2, got " + exponent + " " + significand);
    }
    return of("FloatingPoint", new String[] {Integer.toString(exponent), Integer.toString(significand)},
        NO_PARAMS);
  }

  public static Sort array(Sort index, Sort element) {
    return of("Array", NO_INDICES, new Sort[] {index, element});
  }

  private static Sort intern(Key key) {
    Sort sort = TABLE.get(key);
    return sort != null ? sort : TABLE.computeIfAbsent(key, Sort::new);
  }

  public String name() {
    return name;
  }

  public SortKind kind() {
    return kind;
  }

  public int indexCount() {
    return indices.length;
  }

  public String index(int i) {
    return indices[i];
  }

  /** The numeric value of index {@code i} (bit-vector width, exponent and significand sizes). */
  public int numericIndex(int i) {
    return Integer.parseInt(indices[i]);
  }

  public int paramCount() {
    return params.length;
  }

  public Sort param(int i) {
    return params[i];
  }

  public boolean isParameter() {
    return parameter;
  }

  /** True when this sort or one of its arguments is a sort variable. */
  public boolean hasParameters() {
    if (parameter) {
      return true;
    }
    for (Sort p : params) {
      if (p.hasParameters()) {
        return true;
      }
    }
    return false;
  }

  /** Bit-vector width; only for {@code (_ BitVec n)}. */
  public int width() {
    if (kind != SortKind.BITVEC) {
      throw new IllegalStateException("not a bit-vector sort: " + this);
    }
    return numericIndex(0);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public boolean equals(Object other) {
    return this == other;
  }

  /** SMT-LIB text of the sort. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    appendTo(out);
    return out.toString();
  }

  public void appendTo(StringBuilder out) {
    if (params.length > 0) {
      out.append('(');
    }
    appendHead(out);
    for (Sort p : params) {
      out.append(' ');
      p.appendTo(out);
    }
    if (params.length > 0) {
      out.append(')');
    }
  }

  private void appendHead(StringBuilder out) {
    if (kind == SortKind.TUPLE && params.length == 0) {
      out.append("UnitTuple");
      return;
    }
    if (indices.length == 0) {
      out.append(Symbols.quoteIfNeeded(name));
      return;
    }
    out.append("(_ ").append(Symbols.quoteIfNeeded(name));
    for (String index : indices) {
      out.append(' ').append(index);
    }
    out.append(')');
  }

  private record Key(String name, String[] indices, Sort[] params, boolean parameter) {
    Key {
      Objects.requireNonNull(name, "name");
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && parameter == k.parameter && name.equals(k.name)
          && Arrays.equals(indices, k.indices) && Arrays.equals(params, k.params);
    }

    @Override
    public int hashCode() {
      return (name.hashCode() * 31 + Arrays.hashCode(indices)) * 31 + Arrays.hashCode(params)
          + (parameter ? 1 : 0);
    }
  }
}
