package io.tamis.mutator.fusion;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.TextTemplate;
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
  private final SignatureTable table;
  private final Map<String, Term> placeholderOf = new HashMap<>();
  private final Map<Term, String> names = new HashMap<>();
  private TextTemplate template;
  private String declarationsText;

  private Side(List<Command> declarations, List<Term> assertions, Map<Sort, List<Term>> constants,
      TermFactory factory, SignatureTable table) {
    this.declarations = declarations;
    this.assertions = assertions;
    this.constants = constants;
    this.factory = factory;
    this.table = table;
  }

  /** @param rename null for the seed itself; for a partner, the prefix of its symbols' new names */
  static Side of(Script script, TermFactory factory, SignatureTable table, String rename) {
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
    return new Side(declarations, assertions, constants(assertions), factory, table);
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

  Map<Sort, List<Term>> constants() {
    return constants;
  }

  /** The declarations as text, printed once. */
  String declarationsText() {
    if (declarationsText == null) {
      declarationsText = ScriptPrinter.toText(Script.of("fusion", declarations, factory));
    }
    return declarationsText;
  }

  /**
   * The conjunction of the assertions as text, with every free constant cut out as a placeholder
   * (named {@code placeholders} + k): printed once, then each fused test puts at each occurrence of
   * its fused variable either the variable or the inversion, and the other constants back.
   *
   * @param variable the fused variable
   * @param inversion what may stand for it
   */
  String conjunction(String placeholders, Term variable, String inversion, RandomSource random) {
    if (template == null) {
      template = template(placeholders);
    }
    return template.fill(name -> {
      Term v = placeholderOf.get(name);
      return v == variable && random.nextInt(2) == 0 ? inversion : names.get(v);
    });
  }

  private TextTemplate template(String placeholders) {
    Map<Term, Term> byConstant = new HashMap<>();
    constants.values().forEach(list -> list.forEach(c -> {
      String name = placeholders + byConstant.size();
      byConstant.put(c, factory.apply(factory.symbol(FunctionSymbol.Kind.DECLARED, name, List.of(), c.sort()),
          c.sort()));
      placeholderOf.put(name, c);
      names.put(c, TermPrinter.toText(c));
    }));
    Rewriter rewriter = new Rewriter(factory, t -> byConstant.getOrDefault(t, t));
    List<Term> replaced = assertions.stream().map(rewriter::rewrite).toList();
    Term all = replaced.isEmpty() ? factory.apply(table.op("true"), Sort.BOOL) : replaced.size() == 1
        ? replaced.get(0) : factory.apply(table.op("and"), Sort.BOOL, replaced.toArray(Term[]::new));
    String text = ScriptPrinter.toText(Script.of("fusion", List.of(new Command.Assert(all)), factory));
    // "(assert T)\n" to T: a let the printer adds for shared sub-terms stays inside T
    return TextTemplate.of(text.substring("(assert ".length(), text.length() - 2), placeholders,
        placeholderOf.keySet());
  }
}
