package io.tamis.mutator;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Datatype;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For each sub-term, the index of the last command that declares a symbol it uses, and the index of
 * the first pop that removes one of them (in an incremental script).
 */
final class DeclarationOrder {
  private DeclarationOrder() {}

  static Object2IntOpenHashMap<Term> lastNeeded(Script script, Map<Sort, List<Term>> termsBySort) {
    Map<String, Integer> declaredAt = declaredAt(script);
    return over(termsBySort, -1, Math::max, t -> own(t, declaredAt, -1));
  }

  /** The first command at which some symbol of the term is no longer declared (a pop), else MAX_VALUE. */
  static Object2IntOpenHashMap<Term> firstGone(Script script, Map<Sort, List<Term>> termsBySort) {
    Map<String, Integer> poppedAt = poppedAt(script);
    return over(termsBySort, Integer.MAX_VALUE, Math::min, t -> own(t, poppedAt, Integer.MAX_VALUE));
  }

  private static Object2IntOpenHashMap<Term> over(Map<Sort, List<Term>> termsBySort, int none,
      java.util.function.IntBinaryOperator combine, java.util.function.ToIntFunction<Term> own) {
    Object2IntOpenHashMap<Term> needed = new Object2IntOpenHashMap<>();
    needed.defaultReturnValue(none);
    List<Term> all = termsBySort.values().stream().flatMap(List::stream).toList();
    for (Term t : all) {
      needed.put(t, resolve(t, needed, combine, own));
    }
    return needed;
  }

  private static int resolve(Term root, Object2IntOpenHashMap<Term> needed,
      java.util.function.IntBinaryOperator combine, java.util.function.ToIntFunction<Term> own) {
    java.util.ArrayList<Term> stack = new java.util.ArrayList<>();
    stack.add(root);
    while (!stack.isEmpty()) {
      Term t = stack.get(stack.size() - 1);
      if (needed.containsKey(t)) {
        stack.remove(stack.size() - 1);
        continue;
      }
      boolean ready = true;
      for (int i = 0; i < t.argCount(); i++) {
        if (!needed.containsKey(t.arg(i))) {
          stack.add(t.arg(i));
          ready = false;
        }
      }
      if (ready) {
        stack.remove(stack.size() - 1);
        int value = own.applyAsInt(t);
        for (int i = 0; i < t.argCount(); i++) {
          value = combine.applyAsInt(value, needed.getInt(t.arg(i)));
        }
        needed.put(t, value);
      }
    }
    return needed.getInt(root);
  }

  private static int own(Term t, Map<String, Integer> at, int none) {
    return t instanceof Apply a && a.op() instanceof FunctionSymbol f ? at.getOrDefault(f.name(), none) : none;
  }

  /** For each name whose last declaration is inside a push, the pop that ends that level. */
  private static Map<String, Integer> poppedAt(Script script) {
    Map<String, Integer> declaredAt = declaredAt(script);
    Map<String, Integer> popped = new HashMap<>();
    java.util.ArrayList<Integer> pushes = new java.util.ArrayList<>();
    List<Command> commands = script.commands();
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i) instanceof Command.Push p) {
        for (int k = 0; k < p.levels(); k++) {
          pushes.add(i);
        }
      } else if (commands.get(i) instanceof Command.Pop p && !pushes.isEmpty()) {
        int level = pushes.get(Math.max(0, pushes.size() - p.levels()));
        pushes.subList(Math.max(0, pushes.size() - p.levels()), pushes.size()).clear();
        int pop = i;
        declaredAt.forEach((name, at) -> {
          if (at > level && at < pop) {
            popped.putIfAbsent(name, pop);
          }
        });
      }
    }
    return popped;
  }

  private static Map<String, Integer> declaredAt(Script script) {
    Map<String, Integer> at = new HashMap<>();
    List<Command> commands = script.commands();
    for (int k = 0; k < commands.size(); k++) {
      int i = k;
      switch (commands.get(i)) {
        case Command.DeclareFun d -> at.put(d.symbol().name(), i);
        case Command.DefineFun d -> at.put(d.symbol().name(), i);
        case Command.DefineFunsRec d -> {
          for (Command.DefineFun f : d.definitions()) {
            at.put(f.symbol().name(), i);
          }
        }
        case Command.DeclareDatatypes d -> {
          for (Datatype dt : d.datatypes()) {
            for (Datatype.Constructor c : dt.constructors()) {
              at.put(c.name(), i);
              c.fields().forEach(f -> at.put(f.selector(), i));
            }
          }
        }
        default -> { }
      }
    }
    return at;
  }
}
