package io.tamis.core.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Prints a tree of values without recursion: each node is expanded into the parts of its text. */
final class TreeText {
  private TreeText() {}

  /**
   * The text of {@code root}: {@code expand} gives the parts of a node (strings and nodes, in
   * order), or null for a leaf, which prints as its {@code toString}.
   */
  static String print(Object root, Function<Object, List<?>> expand) {
    StringBuilder out = new StringBuilder();
    List<Object> work = new ArrayList<>(List.of(root));
    while (!work.isEmpty()) {
      Object next = work.remove(work.size() - 1);
      List<?> parts = next instanceof String ? null : expand.apply(next);
      if (parts == null) {
        out.append(next);
      } else {
        for (int i = parts.size() - 1; i >= 0; i--) {
          work.add(parts.get(i));
        }
      }
    }
    return out.toString();
  }
}
