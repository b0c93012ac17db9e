package io.tamis.core.smtlib;

import io.tamis.core.sort.Sort;
import java.util.Map;

/**
 * Binds the sort variables of a parametric datatype or defined sort. Recursion here follows the
 * nesting of sorts, which is shallow, never the depth of terms.
 */
final class SortUnifier {
  private SortUnifier() {}

  static boolean unify(Sort pattern, Sort actual, Map<String, Sort> env) {
    if (pattern.isParameter()) {
      Sort bound = env.putIfAbsent(pattern.name(), actual);
      return bound == null || bound == actual;
    }
    if (!pattern.hasParameters()) {
      return pattern == actual;
    }
    if (!pattern.name().equals(actual.name()) || pattern.paramCount() != actual.paramCount()
        || pattern.indexCount() != actual.indexCount()) {
      return false;
    }
    for (int i = 0; i < pattern.paramCount(); i++) {
      if (!unify(pattern.param(i), actual.param(i), env)) {
        return false;
      }
    }
    return true;
  }

  /** {@code pattern} with bound variables replaced; null when one is unbound. */
  static Sort substitute(Sort pattern, Map<String, Sort> env) {
    if (pattern.isParameter()) {
      return env.get(pattern.name());
    }
    if (!pattern.hasParameters()) {
      return pattern;
    }
    Sort[] params = new Sort[pattern.paramCount()];
    for (int i = 0; i < params.length; i++) {
      params[i] = substitute(pattern.param(i), env);
      if (params[i] == null) {
        return null;
      }
    }
    String[] indices = new String[pattern.indexCount()];
    for (int i = 0; i < indices.length; i++) {
      indices[i] = pattern.index(i);
    }
    return Sort.of(pattern.name(), indices, params);
  }
}
