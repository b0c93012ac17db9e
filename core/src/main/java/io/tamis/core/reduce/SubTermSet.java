package io.tamis.core.reduce;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.objects.ObjectOpenHashSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** The distinct sub-terms of a script, found on an explicit stack. */
final class SubTermSet {
  private SubTermSet() {}

  /** Of the assertions: what the passes replace. */
  static Set<Term> of(Script script) {
    return of(script.assertions());
  }

  /** Of every command's terms: assertions, definitions' bodies, get-value and the like. */
  static Set<Term> ofCommands(Script script) {
    return of(roots(script));
  }

  /** The terms of every command, in order: asserted, defined, asked for. */
  static List<Term> roots(Script script) {
    List<Term> roots = new ArrayList<>();
    for (Command c : script.commands()) {
      switch (c) {
        case Command.Assert a -> roots.add(a.term());
        case Command.DefineFun d -> roots.add(d.body());
        case Command.DefineFunsRec d -> d.definitions().forEach(f -> roots.add(f.body()));
        case Command.CheckSatAssuming a -> roots.addAll(a.assumptions());
        case Command.GetValue g -> roots.addAll(g.terms());
        case Command.Opaque o -> roots.addAll(o.terms());
        default -> { }
      }
    }
    return roots;
  }

  static Set<Term> of(Collection<Term> roots) {
    Set<Term> seen = new ObjectOpenHashSet<>();
    List<Term> stack = new ArrayList<>(roots);
    while (!stack.isEmpty()) {
      Term t = stack.remove(stack.size() - 1);
      if (seen.add(t)) {
        for (int i = 0; i < t.argCount(); i++) {
          stack.add(t.arg(i));
        }
      }
    }
    return seen;
  }
}
