package io.smtfuzz.core.op;

import io.smtfuzz.core.sort.Sort;

/** The sort of a signature position: a fixed sort, a sort parameter, or a constructed sort. */
public sealed interface SortPattern {

  /** Binds or checks {@code sort}; false when it does not fit. */
  boolean match(Sort sort, Bindings env);

  /** The sort under {@code env}, or null when something is unbound or a width is out of range. */
  Sort instantiate(Bindings env);

  /** A sort with no parameter, such as {@code Int}. */
  record Fixed(Sort sort) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      return actual == sort || (env.promoteIntToReal && sort == Sort.REAL && actual == Sort.INT);
    }

    @Override
    public Sort instantiate(Bindings env) {
      return sort;
    }

    @Override
    public String toString() {
      return sort.toString();
    }
  }

  /** A sort parameter of {@code par (A ...)}. */
  record Param(String name, int slot) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      Sort bound = env.sort(slot);
      if (bound == null || (env.promoteIntToReal && bound == Sort.INT && actual == Sort.REAL)) {
        env.bindSort(slot, actual);
        return true;
      }
      return bound == actual || (env.promoteIntToReal && bound == Sort.REAL && actual == Sort.INT);
    }

    @Override
    public Sort instantiate(Bindings env) {
      return env.sort(slot);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** A sort constructor applied to index expressions and sort patterns: {@code (_ BitVec m)}. */
  record Constructed(String name, IndexExpr[] indices, SortPattern[] args) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      if (!actual.name().equals(name) || actual.isParameter() || actual.indexCount() != indices.length
          || actual.paramCount() != args.length) {
        return false;
      }
      for (int i = 0; i < indices.length; i++) {
        if (!indices[i].match(numeral(actual.index(i)), env)) {
          return false;
        }
      }
      for (int i = 0; i < args.length; i++) {
        if (!args[i].match(actual.param(i), env)) {
          return false;
        }
      }
      return true;
    }

    private static long numeral(String index) {
      try {
        return Long.parseLong(index);
      } catch (NumberFormatException e) {
        return Long.MIN_VALUE;
      }
    }

    @Override
    public Sort instantiate(Bindings env) {
      String[] values = new String[indices.length];
      for (int i = 0; i < indices.length; i++) {
        long value = indices[i].evaluate(env);
        if (value < 1 || value > Integer.MAX_VALUE) {
          return null;
        }
        values[i] = Long.toString(value);
      }
      Sort[] params = new Sort[args.length];
      for (int i = 0; i < args.length; i++) {
        params[i] = args[i].instantiate(env);
        if (params[i] == null) {
          return null;
        }
      }
      return Sort.of(name, values, params);
    }

    @Override
    public String toString() {
      StringBuilder out = new StringBuilder();
      out.append(args.length > 0 ? "(" : "");
      if (indices.length > 0) {
        out.append("(_ ").append(name);
        for (IndexExpr index : indices) {
          out.append(' ').append(index);
        }
        out.append(')');
      } else {
        out.append(name);
      }
      for (SortPattern arg : args) {
        out.append(' ').append(arg);
      }
      return out.append(args.length > 0 ? ")" : "").toString();
    }
  }
}
