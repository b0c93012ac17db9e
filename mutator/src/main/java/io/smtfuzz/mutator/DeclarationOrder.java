package io.smtfuzz.mutator;

import io.smtfuzz.core.op.FunctionSymbol;
import io.smtfuzz.core.script.Command;
import io.smtfuzz.core.script.Datatype;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.Apply;
import io.smtfuzz.core.term.Term;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** For each sub-term, the index of the last command that declares a symbol it uses. */
final class DeclarationOrder {
  private DeclarationOrder() {}

  static Object2IntOpenHashMap<Term> lastNeeded(Script script, Map<Sort, List<Term>> termsBySort) {
    Map<String, Integer> declaredAt = declaredAt(script);
    Object2IntOpenHashMap<Term> needed = new Object2IntOpenHashMap<>();
    needed.defaultReturnValue(-1);
    List<Term> all = termsBySort.values().stream().flatMap(List::stream).toList();
    for (Term t : all) {
      needed.put(t, resolve(t, declaredAt, needed));
    }
    return needed;
  }

  private static int resolve(Term root, Map<String, Integer> declaredAt, Object2IntOpenHashMap<Term> needed) {
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
        int max = own(t, declaredAt);
        for (int i = 0; i < t.argCount(); i++) {
          max = Math.max(max, needed.getInt(t.arg(i)));
        }
        needed.put(t, max);
      }
    }
    return needed.getInt(root);
  }

  private static int own(Term t, Map<String, Integer> declaredAt) {
    return t instanceof Apply a && a.op() instanceof FunctionSymbol f ? declaredAt.getOrDefault(f.name(), -1) : -1;
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
