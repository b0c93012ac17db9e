package io.tamis.core.eval;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Datatype;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The declarations a model is read against: the script's commands before its first check-sat that
 * introduce sorts and symbols (and set-logic, push and pop), printed as SMT-LIB, plus the names they
 * declare.
 */
final class ScriptScope {
  final String prelude;
  final int commandCount;
  final Set<String> uninterpretedSorts = new HashSet<>();
  final Map<String, FunctionSymbol> functions = new HashMap<>();

  private ScriptScope(Script script) {
    ByteBuf out = new ByteBuf();
    ScriptPrinter printer = new ScriptPrinter(out);
    int count = 0;
    for (Command c : script.commands()) {
      if (c instanceof Command.CheckSat || c instanceof Command.CheckSatAssuming) {
        break;
      }
      if (declares(c)) {
        note(c);
        printer.print(c);
        out.append('\n');
        count++;
      }
    }
    this.prelude = out.toString();
    this.commandCount = count;
  }

  static ScriptScope of(Script script) {
    return new ScriptScope(script);
  }

  private static boolean declares(Command c) {
    return switch (c) {
      case Command.SetLogic s -> true;
      case Command.DeclareSort s -> true;
      case Command.DefineSort s -> true;
      case Command.DeclareFun s -> true;
      case Command.DefineFun s -> true;
      case Command.DefineFunsRec s -> true;
      case Command.DeclareDatatypes s -> true;
      case Command.Push s -> true;
      case Command.Pop s -> true;
      case Command.Plain p -> p.name().startsWith("reset");
      case Command.Opaque o -> o.name().startsWith("declare-");
      default -> false;
    };
  }

  private void note(Command c) {
    switch (c) {
      case Command.DeclareSort s when s.arity() == 0 -> uninterpretedSorts.add(s.sortName());
      case Command.DeclareFun f -> functions.put(f.symbol().name(), f.symbol());
      case Command.DefineFun f -> functions.put(f.symbol().name(), f.symbol());
      case Command.DefineFunsRec r -> r.definitions().forEach(f -> functions.put(f.symbol().name(), f.symbol()));
      case Command.DeclareDatatypes d -> d.datatypes().forEach(this::noteDatatype);
      default -> { }
    }
  }

  private void noteDatatype(Datatype d) {
    for (Datatype.Constructor c : d.constructors()) {
      functions.put(c.name(), null);
      c.fields().forEach(f -> functions.put(f.selector(), null));
    }
  }

  /** True when the script declares a function, constant, constructor or selector of this name. */
  boolean declares(String name) {
    return functions.containsKey(name);
  }
}
