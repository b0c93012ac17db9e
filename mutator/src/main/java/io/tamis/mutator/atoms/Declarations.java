package io.tamis.mutator.atoms;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The constants a script declares before its first assertion, and adding more (in logic ALL). */
public final class Declarations {
  private Declarations() {}

  /**
   * The 0-ary declared constants usable in every assertion (declared before the first assertion or
   * push), by sort, in declaration order.
   */
  public static Map<Sort, List<Term>> constants(Script script) {
    Map<Sort, List<Term>> out = new LinkedHashMap<>();
    for (Command c : script.commands()) {
      if (body(c)) {
        break;
      }
      if (c instanceof Command.DeclareFun d && d.symbol().args().isEmpty()) {
        out.computeIfAbsent(d.symbol().result(), k -> new ArrayList<>())
            .add(script.factory().apply(d.symbol(), d.symbol().result()));
      }
    }
    return out;
  }

  /**
   * {@code script} declaring each of {@code symbols} it does not declare yet, just before its first
   * assertion, and in logic ALL: generated atoms may come from any theory.
   */
  public static Script with(Script script, Collection<FunctionSymbol> symbols) {
    Set<FunctionSymbol> declared = new HashSet<>();
    for (Command c : script.commands()) {
      if (c instanceof Command.DeclareFun d) {
        declared.add(d.symbol());
      }
    }
    List<Command> added = new ArrayList<>();
    for (FunctionSymbol f : symbols) {
      if (declared.add(f)) {
        added.add(new Command.DeclareFun(f, f.args().isEmpty()));
      }
    }
    List<Command> out = new ArrayList<>(script.commands().size() + added.size() + 1);
    boolean placed = false;
    for (Command c : script.commands()) {
      if (!placed && body(c)) {
        out.addAll(added);
        placed = true;
      }
      out.add(c instanceof Command.SetLogic l && !l.logic().equals("ALL") ? new Command.SetLogic("ALL") : c);
    }
    if (!placed) {
      out.addAll(added);
    }
    return Script.of(script.source(), out, script.factory());
  }

  /** The index of the first command of the script's body (where {@link #with} puts declarations). */
  public static int bodyStart(List<Command> commands) {
    for (int i = 0; i < commands.size(); i++) {
      if (body(commands.get(i))) {
        return i;
      }
    }
    return commands.size();
  }

  private static boolean body(Command c) {
    return c instanceof Command.Assert || c instanceof Command.Push || c instanceof Command.CheckSat
        || c instanceof Command.CheckSatAssuming || c instanceof Command.Pop;
  }
}
