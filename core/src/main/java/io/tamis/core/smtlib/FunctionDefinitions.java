package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.ArrayList;
import java.util.List;

/** Reads define-fun, define-fun-rec and define-funs-rec. */
final class FunctionDefinitions {
  private final ReaderState state;
  private final Tokenizer tokens;
  private final SortParser sorts;
  private final TermParser terms;

  FunctionDefinitions(ReaderState state, SortParser sorts, TermParser terms) {
    this.state = state;
    this.tokens = state.tokens;
    this.sorts = sorts;
    this.terms = terms;
  }

  /** A function's name, parameter names and sorts, and result sort. */
  private record Header(String name, List<String> params, List<Sort> sorts, Sort result, int line, int column) {}

  Command defineFun(boolean recursive) {
    Header h = header();
    FunctionSymbol.Kind kind = recursive ? FunctionSymbol.Kind.DEFINED_REC : FunctionSymbol.Kind.DEFINED;
    FunctionSymbol symbol = state.factory.symbol(kind, h.name(), h.sorts(), h.result());
    if (recursive) {
      state.globals.put(h.name(), symbol);
    }
    Command.DefineFun definition = body(h, symbol);
    state.globals.put(h.name(), symbol);
    return definition;
  }

  /** cvc5's {@code (define-const c S t)}, read as {@code (define-fun c () S t)}. */
  Command defineConst() {
    String name = state.symbol("a constant name");
    Header h = new Header(name, List.of(), List.of(), sorts.read(), tokens.line(), tokens.column());
    FunctionSymbol symbol = state.factory.symbol(FunctionSymbol.Kind.DEFINED, name, List.of(), h.result());
    Command.DefineFun definition = body(h, symbol);
    state.globals.put(name, symbol);
    return definition;
  }

  Command defineFunsRec() {
    state.expect(Tokenizer.LPAR, "'(' of the function declarations");
    List<Header> headers = new ArrayList<>();
    List<FunctionSymbol> symbols = new ArrayList<>();
    while (tokens.next() == Tokenizer.LPAR) {
      Header h = header();
      state.expect(Tokenizer.RPAR, "')' after a function declaration");
      FunctionSymbol symbol =
          state.factory.symbol(FunctionSymbol.Kind.DEFINED_REC, h.name(), h.sorts(), h.result());
      state.globals.put(h.name(), symbol);
      headers.add(h);
      symbols.add(symbol);
    }
    if (tokens.kind() != Tokenizer.RPAR || headers.isEmpty()) {
      throw state.unexpected("'(' of a function declaration");
    }
    state.expect(Tokenizer.LPAR, "'(' of the function bodies");
    List<Command.DefineFun> definitions = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) {
      definitions.add(body(headers.get(i), symbols.get(i)));
    }
    state.expect(Tokenizer.RPAR, "')' after the function bodies");
    return new Command.DefineFunsRec(definitions);
  }

  private Header header() {
    String name = state.symbol("a function name");
    int line = tokens.line();
    int column = tokens.column();
    state.expect(Tokenizer.LPAR, "'(' of the parameters");
    List<String> names = new ArrayList<>();
    List<Sort> paramSorts = new ArrayList<>();
    while (tokens.next() == Tokenizer.LPAR) {
      names.add(state.symbol("a parameter name"));
      paramSorts.add(sorts.read());
      state.expect(Tokenizer.RPAR, "')' after a parameter");
    }
    if (tokens.kind() != Tokenizer.RPAR) {
      throw state.unexpected("'(' of a parameter or ')'");
    }
    return new Header(name, names, paramSorts, sorts.read(), line, column);
  }

  private Command.DefineFun body(Header h, FunctionSymbol symbol) {
    int mark = state.locals.mark();
    List<Variable> params = new ArrayList<>();
    for (int i = 0; i < h.params().size(); i++) {
      params.add(state.binderVariable(h.params().get(i), h.sorts().get(i)));
    }
    Term body = terms.definitionBody(terms.readOpen(), h.result(), h.line(), h.column());
    state.locals.undo(mark);
    boolean promoted = state.logic.promotesIntToReal() && h.result() == Sort.REAL && body.sort() == Sort.INT;
    if (body.sort() != h.result() && !promoted) {
      throw tokens.errorAt(h.line(), h.column(), "body of '" + h.name() + "' has sort " + body.sort()
          + ", declared " + h.result());
    }
    return new Command.DefineFun(symbol, params, body);
  }
}
