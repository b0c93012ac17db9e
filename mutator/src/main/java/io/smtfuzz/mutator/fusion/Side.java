package io.smtfuzz.mutator.fusion;

import io.smtfuzz.core.op.FunctionSymbol;
import io.smtfuzz.core.script.Command;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.Apply;
import io.smtfuzz.core.term.Rewriter;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.TermFactory;
import io.smtfuzz.mutator.PreparedSeed;
import io.smtfuzz.mutator.RandomSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One seed as a side of a fusion, in the stream's factory: its declarations and assertions (the
 * partner's with every declared and defined symbol renamed apart) and its free constants by sort.
 */
final class Side {
  private final List<Command> declarations;
  private final List<Term> assertions;
  private final Map<Sort, List<Term>> constants;
  private final TermFactory factory;

  private Side(List<Command> declarations, List<Term> assertions, Map<Sort, List<Term>> constants,
      TermFactory factory) {
    this.declarations = declarations;
    this.assertions = assertions;
    this.constants = constants;
    this.factory = factory;
  }

  /** @param rename null for the seed itself; for a partner, the prefix of its symbols' new names */
  static Side of(Script script, TermFactory factory, String rename) {
    PreparedSeed seed = PreparedSeed.of(script, factory);
    Map<FunctionSymbol, FunctionSymbol> renamed = new HashMap<>();
    Rewriter rewriter = new Rewriter(factory, t -> rename == null ? t : renamed(t, renamed, rename, factory));
    List<Command> declarations = new ArrayList<>();
    List<Term> assertions = new ArrayList<>();
    for (Command c : seed.script().commands()) {
      switch (c) {
        case Command.Assert a -> assertions.add(rewriter.rewrite(a.term()));
        case Command.DeclareFun d -> declarations.add(new Command.DeclareFun(
            rename == null ? d.symbol() : symbol(d.symbol(), renamed, rename, factory), d.asConst()));
        case Command.DefineFun d -> declarations.add(rename == null ? d : defined(d, rewriter, renamed, rename,
            factory));
        case Command.DefineFunsRec d -> declarations.add(rename == null ? d : new Command.DefineFunsRec(
            d.definitions().stream().map(x -> defined(x, rewriter, renamed, rename, factory)).toList()));
        case Command.DeclareSort d -> declarations.add(d);
        case Command.DefineSort d -> declarations.add(d);
        case Command.DeclareDatatypes d -> declarations.add(d);
        default -> { }
      }
    }
    return new Side(declarations, assertions, constants(assertions), factory);
  }

  private static Command.DefineFun defined(Command.DefineFun d, Rewriter rewriter,
      Map<FunctionSymbol, FunctionSymbol> renamed, String rename, TermFactory factory) {
    return new Command.DefineFun(symbol(d.symbol(), renamed, rename, factory), d.params(), rewriter.rewrite(d.body()));
  }

  private static Term renamed(Term t, Map<FunctionSymbol, FunctionSymbol> renamed, String rename,
      TermFactory factory) {
    if (!(t instanceof Apply a) || !(a.op() instanceof FunctionSymbol f) || !renames(f)) {
      return t;
    }
    Term[] args = new Term[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i);
    }
    return factory.apply(symbol(f, renamed, rename, factory), a.sort(), args);
  }

  private static boolean renames(FunctionSymbol f) {
    return f.kind() == FunctionSymbol.Kind.DECLARED || f.kind() == FunctionSymbol.Kind.DEFINED
        || f.kind() == FunctionSymbol.Kind.DEFINED_REC;
  }

  private static FunctionSymbol symbol(FunctionSymbol f, Map<FunctionSymbol, FunctionSymbol> renamed,
      String rename, TermFactory factory) {
    return renamed.computeIfAbsent(f, k -> factory.symbol(k.kind(), rename + renamed.size(), k.args(), k.result()));
  }

  /** The 0-ary declared constants of the assertions, by sort, in first-seen order. */
  private static Map<Sort, List<Term>> constants(List<Term> assertions) {
    Map<Sort, List<Term>> out = new LinkedHashMap<>();
    PreparedSeed.SubTerms.bySort(assertions).forEach((sort, terms) -> {
      for (Term t : terms) {
        if (t instanceof Apply a && a.argCount() == 0 && a.op() instanceof FunctionSymbol f
            && f.kind() == FunctionSymbol.Kind.DECLARED) {
          out.computeIfAbsent(sort, k -> new ArrayList<>()).add(t);
        }
      }
    });
    return out;
  }

  List<Command> declarations() {
    return declarations;
  }

  Map<Sort, List<Term>> constants() {
    return constants;
  }

  /** The assertions with {@code variable} replaced by {@code by} below a random half of its parents. */
  List<Term> assertions(Term variable, Term by, RandomSource random) {
    Rewriter rewriter = new Rewriter(factory, t -> {
      Term out = t;
      for (int i = 0; i < t.argCount(); i++) {
        if (t.arg(i) == variable && random.nextInt(2) == 0) {
          out = factory.withArg(out, i, by);
        }
      }
      return out;
    });
    return assertions.stream().map(rewriter::rewrite).toList();
  }
}
