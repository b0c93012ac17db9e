package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.List;

/**
 * The sort of a signature position: a fixed sort, a sort parameter, or a constructed sort; inside a
 * list of sorts (a constructed sort's arguments or an operator's arguments) also a list parameter
 * {@code A*} and the list forms {@code (pick A* i*)} and {@code (reverse A*)}.
 */
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

  /**
   * A list parameter {@code A*} of {@code par (A* ...)}: zero or more sorts. In a sort list it takes
   * a run of the list; standing alone (one operator argument chosen by a generator) it is one sort.
   */
  record ListParam(String name, int slot) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      return SortLists.bind(this, List.of(actual), env);
    }

    @Override
    public Sort instantiate(Bindings env) {
      List<Sort> list = env.list(slot);
      return list != null && list.size() == 1 ? list.get(0) : null;
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** {@code (nth A* i)}: element {@code i} (counted from 0) of a list parameter. */
  record Nth(ListParam list, IndexExpr index) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      return instantiate(env) == actual;
    }

    @Override
    public Sort instantiate(Bindings env) {
      List<Sort> sorts = env.list(list.slot());
      long i = index.evaluate(env);
      return sorts == null || i < 0 || i >= sorts.size() ? null : sorts.get((int) i);
    }

    @Override
    public String toString() {
      return "(nth " + list + " " + index + ")";
    }
  }

  /**
   * A list form inside a sort list: {@code (pick A* i*)}, the elements of {@code A*} at the
   * operator's list of indices in that order; {@code (reverse A*)}; {@code (map C A*)}, each element
   * {@code A} as {@code (C A)} ({@code constructor} is {@code C}, else null).
   */
  record ListForm(String function, String constructor, ListParam list) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      return false;
    }

    @Override
    public Sort instantiate(Bindings env) {
      return null;
    }

    /** The sorts this form stands for, or null. */
    List<Sort> sorts(Bindings env) {
      List<Sort> sorts = env.list(list.slot());
      if (sorts == null) {
        return null;
      }
      if (function.equals("reverse")) {
        return sorts.reversed();
      }
      if (function.equals("map")) {
        return sorts.stream().map(e -> Sort.of(constructor, List.of(e))).toList();
      }
      List<Sort> picked = new java.util.ArrayList<>();
      for (long i : env.indexList()) {
        if (i < 0 || i >= sorts.size()) {
          return null;
        }
        picked.add(sorts.get((int) i));
      }
      return picked;
    }

    @Override
    public String toString() {
      String middle = constructor == null ? "" : constructor + " ";
      return "(" + function + " " + middle + list + (function.equals("pick") ? " i*)" : ")");
    }
  }

  /**
   * A sort constructor applied to index expressions and sort patterns: {@code (_ BitVec m)}. A
   * function sort pattern matches curried: {@code (-> A B)} takes {@code (-> Int Int Bool)} with
   * {@code B} the function sort {@code (-> Int Bool)}.
   */
  record Constructed(String name, IndexExpr[] indices, SortPattern[] args) implements SortPattern {
    @Override
    public boolean match(Sort actual, Bindings env) {
      if (!actual.name().equals(name) || actual.isParameter() || actual.indexCount() != indices.length) {
        return false;
      }
      for (int i = 0; i < indices.length; i++) {
        long value = numeral(actual.index(i));
        int slot = indices[i].singleSlot();
        boolean fits = value == Long.MIN_VALUE && slot >= 0 ? env.matchBig(slot, actual.index(i))
            : indices[i].match(value, env);
        if (!fits) {
          return false;
        }
      }
      boolean lists = SortLists.hasList(args);
      if (!lists && actual.paramCount() == args.length) {
        // the common case (bit-vectors, arrays, sequences): no list to build
        for (int i = 0; i < args.length; i++) {
          if (!args[i].match(actual.param(i), env)) {
            return false;
          }
        }
        return true;
      }
      List<Sort> params = params(actual);
      if (name.equals(Sort.FUNCTION) && params.size() > args.length && !lists) {
        params = curried(params);
      }
      return SortLists.match(args, params, env);
    }

    private static List<Sort> params(Sort s) {
      Sort[] out = new Sort[s.paramCount()];
      for (int i = 0; i < out.length; i++) {
        out[i] = s.param(i);
      }
      return List.of(out);
    }

    /** The argument sorts with the surplus ones moved into the result: {@code (-> A (-> B C))}. */
    private List<Sort> curried(List<Sort> params) {
      int last = args.length - 1;
      List<Sort> out = new java.util.ArrayList<>(params.subList(0, last));
      out.add(Sort.of(Sort.FUNCTION, new String[0], params.subList(last, params.size()).toArray(new Sort[0])));
      return out;
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
        int slot = indices[i].singleSlot();
        if (slot >= 0 && env.bigIndex(slot) != null) {
          values[i] = env.bigIndex(slot);
          continue;
        }
        long value = indices[i].evaluate(env);
        if (value < 1 || value > Integer.MAX_VALUE) {
          return null;
        }
        values[i] = Long.toString(value);
      }
      if (!SortLists.hasList(args)) {
        Sort[] params = new Sort[args.length];
        for (int i = 0; i < args.length; i++) {
          params[i] = args[i].instantiate(env);
          if (params[i] == null) {
            return null;
          }
        }
        return Sort.of(name, values, params);
      }
      List<Sort> params = SortLists.instantiate(args, env);
      return params == null ? null : Sort.of(name, values, params.toArray(new Sort[0]));
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
