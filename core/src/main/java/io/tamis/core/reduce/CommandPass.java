package io.tamis.core.reduce;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import java.util.ArrayList;
import java.util.List;

/**
 * Removes whole commands, chunks first (ddmin over the complements): assertions, declarations,
 * definitions and informational commands. A declaration still used makes the solvers reject the
 * script, so it stays; set-logic, check-sat, push, pop and get-model always stay.
 */
final class CommandPass {
  private final Candidates candidates;

  CommandPass(Candidates candidates) {
    this.candidates = candidates;
  }

  Script run(Script script) throws InterruptedException {
    Script current = script;
    int chunk = Math.max(1, removable(current).size() / 2);
    while (chunk >= 1 && !candidates.exhausted()) {
      boolean removed = false;
      int start = 0;
      List<Integer> indices = removable(current);
      while (start < indices.size() && !candidates.exhausted()) {
        List<Integer> drop = indices.subList(start, Math.min(indices.size(), start + chunk));
        Script smaller = candidates.accept(without(current, drop));
        if (smaller == null) {
          start += chunk;
        } else {
          // The next chunk now starts where this one did.
          current = smaller;
          removed = true;
          indices = removable(current);
        }
      }
      if (!removed) {
        chunk /= 2;
      }
    }
    return current;
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
      case Command.SetInfo i -> true;
      case Command.SetOption o -> true;
      case Command.Echo e -> true;
      case Command.GetValue g -> true;
      default -> false;
    };
  }

  private static Script without(Script s, List<Integer> drop) {
    List<Command> kept = new ArrayList<>(s.commands());
    for (int i = drop.size() - 1; i >= 0; i--) {
      kept.remove((int) drop.get(i));
    }
    return Script.of(s.source(), kept, s.factory());
  }
}
