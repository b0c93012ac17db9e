package io.tamis.core.reduce;

import io.tamis.core.script.Command;
import io.tamis.core.script.Datatype;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ByteBuf;
import io.tamis.core.smtlib.ScriptPrinter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Removes whole commands, chunks first (ddmin over the complements): assertions, declarations,
 * definitions, set-logic and informational commands; a declaration the rest still uses stays (the
 * script would not read back). check-sat, push, pop and get-model always stay (the finding is about
 * them).
 */
final class CommandPass {
  private final Trials trials;

  CommandPass(Trials trials) {
    this.trials = trials;
  }

  Script run(Script script) throws InterruptedException {
    Script current = script;
    for (int chunk = Math.max(1, removable(current).size() / 2); chunk >= 1 && !trials.exhausted(); ) {
      int size = chunk;
      Script smaller = trials.walk(current, true, (s, from) -> chunks(s, size, from));
      if (smaller == current) {
        chunk /= 2;
      }
      current = smaller;
    }
    return current;
  }

  /** Step k removes the k-th chunk of {@code chunk} removable commands; the walk starts at step {@code start}. */
  private static Steps chunks(Script s, int chunk, int start) {
    List<Integer> indices = removable(s);
    int count = (indices.size() + chunk - 1) / chunk;
    return new Steps(start, count, k -> List.of(without(s,
        indices.subList(k * chunk, Math.min(indices.size(), (k + 1) * chunk)))).iterator());
  }

  private static List<Integer> removable(Script s) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < s.commands().size(); i++) {
      if (removable(s.commands().get(i))) {
        out.add(i);
      }
    }
    return out;
  }

  private static boolean removable(Command c) {
    return switch (c) {
      case Command.Assert a -> true;
      case Command.DeclareFun d -> true;
      case Command.DefineFun d -> true;
      case Command.DefineFunsRec d -> true;
      case Command.DeclareSort d -> true;
      case Command.DefineSort d -> true;
      case Command.DeclareDatatypes d -> true;
      case Command.SetLogic l -> true;
      case Command.SetInfo i -> true;
      case Command.SetOption o -> true;
      case Command.Echo e -> true;
      case Command.GetValue g -> true;
      default -> false;
    };
  }

  /**
   * {@code s} without the commands at {@code drop}, except declarations the commands left still use (by
   * name, as written): such a candidate would not read back.
   */
  private static Script without(Script s, List<Integer> drop) {
    List<Command> commands = s.commands();
    Set<Integer> dropped = new HashSet<>(drop);
    boolean kept = true;
    while (kept) {
      Set<String> used = new HashSet<>();
      for (int i = 0; i < commands.size(); i++) {
        if (!dropped.contains(i)) {
          used.addAll(Names.of(command(commands.get(i))));
        }
      }
      kept = dropped.removeIf(i -> declared(commands.get(i)).stream().anyMatch(used::contains));
    }
    List<Command> out = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      if (!dropped.contains(i)) {
        out.add(commands.get(i));
      }
    }
    return Script.of(s.source(), out, s.factory());
  }

  private static String command(Command c) {
    ByteBuf buf = new ByteBuf();
    new ScriptPrinter(buf).print(c);
    return buf.toString();
  }

  /** The names a command declares or defines. */
  private static List<String> declared(Command c) {
    return switch (c) {
      case Command.DeclareFun d -> List.of(d.symbol().name());
      case Command.DefineFun d -> List.of(d.symbol().name());
      case Command.DefineFunsRec d -> d.definitions().stream().map(f -> f.symbol().name()).toList();
      case Command.DeclareSort d -> List.of(d.sortName());
      case Command.DefineSort d -> List.of(d.sortName());
      case Command.DeclareDatatypes d -> d.datatypes().stream().flatMap(CommandPass::names).toList();
      default -> List.of();
    };
  }

  private static Stream<String> names(Datatype d) {
    return Stream.concat(Stream.of(d.sortName()), d.constructors().stream().flatMap(c ->
        Stream.concat(Stream.of(c.name(), "is-" + c.name()), c.fields().stream().map(Datatype.Field::selector))));
  }
}
