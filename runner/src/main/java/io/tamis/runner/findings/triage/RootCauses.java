package io.tamis.runner.findings.triage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Findings grouped by root cause: two share one when they share any of their {@link Candidate#causes()},
 * directly or through others (a union-find over the findings, its paths halved as it goes).
 */
final class RootCauses {
  private final int[] parent;

  private RootCauses(int n) {
    parent = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
    }
  }

  /** The groups of {@code findings}, each in the order given, ordered by their first member. */
  static List<List<Candidate>> of(List<Candidate> findings) {
    RootCauses sets = new RootCauses(findings.size());
    Map<String, Integer> firstWith = new HashMap<>();
    for (int i = 0; i < findings.size(); i++) {
      for (String cause : findings.get(i).causes()) {
        Integer other = firstWith.putIfAbsent(cause, i);
        if (other != null) {
          sets.join(other, i);
        }
      }
    }
    Map<Integer, List<Candidate>> groups = new LinkedHashMap<>();
    for (int i = 0; i < findings.size(); i++) {
      groups.computeIfAbsent(sets.root(i), k -> new ArrayList<>()).add(findings.get(i));
    }
    return List.copyOf(groups.values());
  }

  private int root(int i) {
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }

  private void join(int a, int b) {
    parent[root(b)] = root(a);
  }
}
