package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the solver extension commands of z3 and cvc5 into {@link Command.Opaque}, by their argument
 * shapes: {@code term} and {@code formula} (read as terms), {@code terms} (a list of terms),
 * {@code symbol}, {@code sort} and {@code sorts} (a list), {@code tactic} (one s-expression as
 * written) and {@code rest}, the text up to the closing parenthesis (attributes, grammars). A few of
 * them declare what they name.
 */
final class OpaqueCommands {
  private static final String REST = "rest";
  private static final Map<String, String> SHAPES = Map.ofEntries(
      // z3: tactics and probes, rewriting, evaluation, optimization, fixedpoints, debugging
      Map.entry("check-sat-using", "tactic rest"), Map.entry("apply", "tactic rest"),
      Map.entry("simplify", "term rest"),
      Map.entry("eval", "term rest"), Map.entry("display", "term rest"), Map.entry("minimize", "term rest"),
      Map.entry("maximize", "term rest"), Map.entry("assert-soft", "formula rest"),
      Map.entry("get-consequences", "terms terms"), Map.entry("labels", REST),
      Map.entry("declare-rel", "symbol sorts rest"), Map.entry("declare-var", "symbol sort"),
      Map.entry("rule", "formula rest"), Map.entry("query", REST), Map.entry("dbg-sort", "term"),
      Map.entry("dbg-used-vars", "term"), Map.entry("dbg-elim-unused-vars", "term"),
      Map.entry("dbg-instantiate", "term rest"), Map.entry("dbg-instantiate-nested", "term rest"),
      Map.entry("poly/factor", REST), Map.entry("poly/isolate-roots", REST), Map.entry("to-poly", REST),
      // cvc5: quantifier elimination, abduction, interpolation, synthesis, pools, separation logic
      Map.entry("get-qe", "formula"), Map.entry("get-qe-disjunct", "formula"),
      Map.entry("get-abduct", "symbol formula rest"), Map.entry("get-abduct-next", REST),
      Map.entry("get-interpolant", "symbol formula rest"), Map.entry("get-interpolant-next", REST),
      Map.entry("find-synth", REST), Map.entry("find-synth-next", REST),
      Map.entry("declare-pool", "symbol sort terms"), Map.entry("declare-heap", REST),
      Map.entry("declare-sort-parameter", "symbol"), Map.entry("get-unsat-core-lemmas", REST),
      Map.entry("get-model-domain-elements", REST), Map.entry("get-timeout-core-assuming", "terms"));

  private final ReaderState state;
  private final Tokenizer tokens;
  private final SortParser sorts;
  private final TermParser terms;

  OpaqueCommands(ReaderState state, SortParser sorts, TermParser terms) {
    this.state = state;
    this.tokens = state.tokens;
    this.sorts = sorts;
    this.terms = terms;
  }

  static boolean knows(String name) {
    return SHAPES.containsKey(name);
  }

  /** Names of the commands read here that declare a symbol or a sort. */
  static boolean declares(String name) {
    return name.startsWith("declare-");
  }

  /** Reads the arguments of {@code name} and its closing parenthesis. */
  Command read(String name) {
    List<Command.Part> parts = new ArrayList<>();
    List<Sort> sortsRead = new ArrayList<>();
    for (String shape : SHAPES.get(name).split(" ")) {
      switch (shape) {
        case "term" -> parts.add(new Command.TermPart(terms.read()));
        case "formula" -> parts.add(new Command.TermPart(terms.readFormula(name)));
        case "terms" -> parts.add(new Command.TextPart(termList(parts)));
        case "symbol" -> parts.add(new Command.TextPart(symbolText()));
        case "tactic" -> parts.add(new Command.TextPart(state.rawSExpr("a tactic")));
        case "sort" -> parts.add(new Command.TextPart(sort(sortsRead).toString()));
        case "sorts" -> parts.add(new Command.TextPart(sortList(sortsRead)));
        case REST -> {
          String rest = rest();
          if (!rest.isEmpty()) {
            parts.add(new Command.TextPart(rest));
          }
          declare(name, parts, sortsRead);
          return new Command.Opaque(name, parts);
        }
        default -> throw new IllegalStateException("unknown shape " + shape);
      }
    }
    state.expect(Tokenizer.RPAR, "')' to close " + name);
    declare(name, parts, sortsRead);
    return new Command.Opaque(name, parts);
  }

  private String symbolText() {
    String name = state.symbol("a symbol");
    return io.tamis.core.sort.Symbols.quoteIfNeeded(name);
  }

  private Sort sort(List<Sort> sortsRead) {
    Sort s = sorts.read();
    sortsRead.add(s);
    return s;
  }

  /** {@code (S ...)}: the sorts join {@code sortsRead}; returns their text. */
  private String sortList(List<Sort> sortsRead) {
    state.expect(Tokenizer.LPAR, "'(' of a sort list");
    StringBuilder text = new StringBuilder("(");
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      text.append(text.length() > 1 ? " " : "").append(sort(sortsRead));
    }
    return text.append(')').toString();
  }

  /**
   * {@code (t ...)}: each term becomes a part of its own between text parts "(" and ")", so that
   * rewriting maps them; returns the opening text.
   */
  private String termList(List<Command.Part> parts) {
    state.expect(Tokenizer.LPAR, "'(' of a term list");
    int open = parts.size();
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      parts.add(new Command.TermPart(terms.read()));
    }
    parts.add(open, new Command.TextPart("("));
    return ")";
  }

  /** The text up to the command's closing parenthesis, which is consumed. */
  private String rest() {
    StringBuilder out = new StringBuilder();
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      out.append(out.isEmpty() ? "" : " ").append(state.rawSExpr());
    }
    return out.toString();
  }

  private void declare(String name, List<Command.Part> parts, List<Sort> sortsRead) {
    switch (name) {
      case "declare-pool" -> function(parts, List.of(), Sort.of("Set", List.of(sortsRead.get(0))));
      case "declare-var" -> function(parts, List.of(), sortsRead.get(0));
      case "declare-rel" -> function(parts, sortsRead, Sort.BOOL);
      case "declare-sort-parameter" -> {
        String sort = symbolOf(parts);
        state.sorts.put(sort, new Declarations.SortDef(sort, 0, List.of(), null));
      }
      default -> { }
    }
  }

  private void function(List<Command.Part> parts, List<Sort> args, Sort result) {
    String name = symbolOf(parts);
    FunctionSymbol f = state.factory.symbol(FunctionSymbol.Kind.DECLARED, name, args, result);
    state.globals.put(name, Declarations.Overloads.add(state.globals.get(name), f));
  }

  private static String symbolOf(List<Command.Part> parts) {
    String text = ((Command.TextPart) parts.get(0)).text();
    return text.startsWith("|") ? text.substring(1, text.length() - 1) : text;
  }
}
