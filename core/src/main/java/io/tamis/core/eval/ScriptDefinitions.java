package io.tamis.core.eval;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Attribute;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** What a script defines itself: define-fun bodies, {@code :named} terms and datatype declarations. */
final class ScriptDefinitions {
  private ScriptDefinitions() {}

  static void addTo(Model.Builder model, Script script) {
    List<Term> roots = new ArrayList<>();
    for (Command c : script.commands()) {
      switch (c) {
        case Command.DefineFun d -> define(model, d, roots);
        case Command.DefineFunsRec r -> r.definitions().forEach(d -> define(model, d, roots));
        case Command.DeclareDatatypes d -> d.datatypes().forEach(model::datatype);
        case Command.Assert a -> roots.add(a.term());
        case Command.CheckSatAssuming a -> roots.addAll(a.assumptions());
        default -> { }
      }
    }
    namedTerms(model, roots);
  }

  private static void define(Model.Builder model, Command.DefineFun d, List<Term> roots) {
    model.define(d.symbol(), d.params(), d.body());
    roots.add(d.body());
  }

  /** Every {@code (! t :named n)} below the roots defines the constant {@code n} as {@code t}. */
  private static void namedTerms(Model.Builder model, List<Term> roots) {
    Set<Term> seen = new HashSet<>();
    List<Term> work = new ArrayList<>(roots);
    while (!work.isEmpty()) {
      Term t = work.remove(work.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      if (t instanceof Annotation a) {
        named(model, a);
      }
      for (int i = 0; i < t.argCount(); i++) {
        work.add(t.arg(i));
      }
    }
  }

  private static void named(Model.Builder model, Annotation a) {
    for (Attribute attribute : a.attributes()) {
      if (attribute.isNamed() && attribute.value() != null) {
        String v = attribute.value();
        String name = v.startsWith("|") ? v.substring(1, v.length() - 1) : v;
        FunctionSymbol symbol = new FunctionSymbol(FunctionSymbol.Kind.NAMED, name, List.of(), a.term().sort());
        model.define(symbol, List.of(), a.term());
      }
    }
  }
}
