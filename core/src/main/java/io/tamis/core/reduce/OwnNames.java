package io.tamis.core.reduce;

import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Binder;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The names a script gives: declared and defined symbols and sorts, definitions' parameters, variables
 * bound by quantifiers and binders. Datatypes' constructors and selectors are left out: a tester's name
 * is made from its constructor's.
 */
final class OwnNames {
  private OwnNames() {}

  static Set<String> of(Script script) {
    Set<String> out = new HashSet<>();
    for (Command c : script.commands()) {
      switch (c) {
        case Command.DeclareFun d -> out.add(d.symbol().name());
        case Command.DefineFun d -> definition(d, out);
        case Command.DefineFunsRec d -> d.definitions().forEach(f -> definition(f, out));
        case Command.DeclareSort d -> out.add(d.sortName());
        case Command.DefineSort d -> out.add(d.sortName());
        default -> { }
      }
    }
    for (Term t : SubTermSet.ofCommands(script)) {
      List<Variable> bound = t instanceof Quantifier q ? q.bound() : t instanceof Binder b ? b.bound() : List.of();
      bound.forEach(v -> out.add(v.name()));
    }
    return out;
  }

  private static void definition(Command.DefineFun d, Set<String> out) {
    out.add(d.symbol().name());
    d.params().forEach(p -> out.add(p.name()));
  }
}
