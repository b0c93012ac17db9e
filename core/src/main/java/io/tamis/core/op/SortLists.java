package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.List;

/**
 * Matches and builds lists of sorts against patterns with at most one list-valued element (a list
 * parameter {@code A*} or a list form), which takes the run of sorts the other elements leave.
 */
final class SortLists {
  private SortLists() {}

  static boolean isList(SortPattern p) {
    return p instanceof SortPattern.ListParam || p instanceof SortPattern.ListForm;
  }

  static boolean hasList(SortPattern[] patterns) {
    return listPosition(patterns) >= 0;
  }

  static int listPosition(SortPattern[] patterns) {
    for (int i = 0; i < patterns.length; i++) {
      if (isList(patterns[i])) {
        return i;
      }
    }
    return -1;
  }

  /** Binds or checks {@code actual} against {@code patterns}; false when it does not fit. */
  static boolean match(SortPattern[] patterns, List<Sort> actual, Bindings env) {
    int at = listPosition(patterns);
    if (at < 0) {
      if (patterns.length != actual.size()) {
        return false;
      }
      for (int i = 0; i < patterns.length; i++) {
        if (!patterns[i].match(actual.get(i), env)) {
          return false;
        }
      }
      return true;
    }
    int after = patterns.length - at - 1;
    if (actual.size() < at + after) {
      return false;
    }
    for (int i = 0; i < at; i++) {
      if (!patterns[i].match(actual.get(i), env)) {
        return false;
      }
    }
    int runEnd = actual.size() - after;
    List<Sort> run = actual.subList(at, runEnd);
    boolean fits = patterns[at] instanceof SortPattern.ListParam p ? bind(p, run, env) : matchForm(
        (SortPattern.ListForm) patterns[at], run, env);
    for (int i = 0; fits && i < after; i++) {
      fits = patterns[at + 1 + i].match(actual.get(runEnd + i), env);
    }
    return fits;
  }

  /** A {@code map} form binds its list from the run's arguments; other forms only compare. */
  private static boolean matchForm(SortPattern.ListForm form, List<Sort> run, Bindings env) {
    if (!form.function().equals("map")) {
      return run.equals(form.sorts(env));
    }
    List<Sort> elements = new ArrayList<>(run.size());
    for (Sort s : run) {
      if (!s.name().equals(form.constructor()) || s.paramCount() != 1 || s.indexCount() != 0) {
        return false;
      }
      elements.add(s.param(0));
    }
    return bind(form.list(), elements, env);
  }

  /** Binds list parameter {@code p} to {@code sorts}, or checks them against its binding. */
  static boolean bind(SortPattern.ListParam p, List<Sort> sorts, Bindings env) {
    List<Sort> bound = env.list(p.slot());
    if (bound == null) {
      env.bindList(p.slot(), List.copyOf(sorts));
      return true;
    }
    return bound.equals(sorts);
  }

  /** The sorts {@code patterns} stand for under {@code env}, or null when one is unbound. */
  static List<Sort> instantiate(SortPattern[] patterns, Bindings env) {
    List<Sort> out = new ArrayList<>(patterns.length);
    for (SortPattern p : patterns) {
      List<Sort> run = p instanceof SortPattern.ListParam l ? env.list(l.slot())
          : p instanceof SortPattern.ListForm f ? f.sorts(env) : null;
      if (isList(p)) {
        if (run == null) {
          return null;
        }
        out.addAll(run);
        continue;
      }
      Sort s = p.instantiate(env);
      if (s == null) {
        return null;
      }
      out.add(s);
    }
    return out;
  }
}
