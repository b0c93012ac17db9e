package io.tamis.core.smtlib;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A name-to-entry map with undo, for scopes: {@link #mark()} before entering, {@link #undo(int)} to
 * leave. Used for global declarations (push/pop) and for bound variables (let, forall, match).
 */
final class SymbolTable<V> {
  private final Map<String, V> entries = new HashMap<>();
  private final List<String> undoNames = new ArrayList<>();
  private final List<V> undoValues = new ArrayList<>();

  V get(String name) {
    return entries.get(name);
  }

  boolean contains(String name) {
    return entries.containsKey(name);
  }

  void put(String name, V value) {
    undoNames.add(name);
    undoValues.add(entries.put(name, value));
  }

  int mark() {
    return undoNames.size();
  }

  void undo(int mark) {
    for (int i = undoNames.size() - 1; i >= mark; i--) {
      String name = undoNames.remove(i);
      V previous = undoValues.remove(i);
      if (previous == null) {
        entries.remove(name);
      } else {
        entries.put(name, previous);
      }
    }
  }

  void clear() {
    entries.clear();
    undoNames.clear();
    undoValues.clear();
  }
}
