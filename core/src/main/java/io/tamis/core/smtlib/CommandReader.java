package io.tamis.core.smtlib;

import io.tamis.core.check.Logic;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;

/** Reads the commands of a script; terms go to {@link TermParser}, datatypes to {@link DatatypeReader}. */
final class CommandReader {
  private final ReaderState state;
  private final Tokenizer tokens;
  private final SortParser sorts;
  private final TermParser terms;
  private final IntArrayList scopeMarks = new IntArrayList();
  private final IntArrayList sortMarks = new IntArrayList();
  private boolean globalDeclarations;

  CommandReader(ReaderState state) {
    this.state = state;
    this.tokens = state.tokens;
    this.sorts = new SortParser(state);
    this.terms = new TermParser(state, sorts);
  }

  Script readScript(String source) {
    List<Command> commands = new ArrayList<>();
    IntArrayList lines = new IntArrayList();
    IntArrayList columns = new IntArrayList();
    while (tokens.next() != Tokenizer.EOF) {
      if (tokens.kind() != Tokenizer.LPAR) {
        throw state.unexpected("'(' of a command");
      }
      lines.add(tokens.line());
      columns.add(tokens.column());
      commands.add(command());
    }
    return new Script(source, commands, lines.toIntArray(), columns.toIntArray(), state.factory);
  }

  private Command command() {
    String name = state.symbol("a command name");
    int line = tokens.line();
    int column = tokens.column();
    Command c = switch (name) {
      case "set-logic" -> setLogic();
      case "set-option" -> setOption();
      case "set-info" -> new Command.SetInfo(keyword(), optionalValue());
      case "declare-sort" -> declareSort();
      case "define-sort" -> defineSort();
      case "declare-const" -> declareConst();
      case "declare-fun" -> declareFun();
      case "define-fun", "define-fun-rec" -> new FunctionDefinitions(state, sorts, terms)
          .defineFun(name.equals("define-fun-rec"));
      case "define-const" -> new FunctionDefinitions(state, sorts, terms).defineConst();
      case "define-funs-rec" -> new FunctionDefinitions(state, sorts, terms).defineFunsRec();
      case "declare-datatype" -> new DatatypeReader(state, sorts).declareDatatype(false);
      case "declare-datatypes" -> new DatatypeReader(state, sorts).declareDatatypes(false);
      case "assert" -> new Command.Assert(terms.readFormula("assert"));
      case "check-sat" -> checkSat();
      case "check-sat-assuming" -> new Command.CheckSatAssuming(termList());
      case "get-value" -> getValue();
      case "push" -> push();
      case "pop" -> pop(line, column);
      case "echo" -> echo();
      case "reset" -> reset(name);
      case "reset-assertions", "get-model", "get-assertions", "get-assignment", "get-proof",
          "get-unsat-core", "get-unsat-assumptions", "exit", "get-info", "get-option",
          "get-objectives", "get-difficulty", "get-learned-literals", "get-timeout-core",
          "block-model", "block-model-values"
          -> new Command.Plain(name, rawRest());
      case "declare-codatatypes" -> new DatatypeReader(state, sorts).declareDatatypes(true);
      case "declare-codatatype" -> new DatatypeReader(state, sorts).declareDatatype(true);
      default -> {
        if (!OpaqueCommands.knows(name)) {
          throw tokens.errorAt(line, column, "unknown command '" + name + "'");
        }
        yield new OpaqueCommands(state, sorts, terms).read(name);
      }
    };
    if (!(c instanceof Command.Plain) && !(c instanceof Command.Opaque)) {
      state.expect(Tokenizer.RPAR, "')' to close " + name);
    }
    return c;
  }

  /** cvc5's {@code :global-declarations true} keeps declarations past the pop of their level. */
  private Command setOption() {
    Command.SetOption option = new Command.SetOption(keyword(), optionalValue());
    if (option.keyword().equals(":global-declarations")) {
      globalDeclarations = "true".equals(option.value());
    }
    return option;
  }

  /** z3 reads {@code (check-sat a b)} as {@code (check-sat-assuming (a b))}. */
  private Command checkSat() {
    List<Term> assumptions = new ArrayList<>();
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      assumptions.add(terms.readFormula("check-sat"));
    }
    tokens.unread();
    return assumptions.isEmpty() ? new Command.CheckSat() : new Command.CheckSatAssuming(assumptions);
  }

  private Command setLogic() {
    String logic = state.symbol("a logic name");
    state.logic = Logic.of(logic);
    return new Command.SetLogic(logic);
  }

  private String keyword() {
    if (tokens.next() != Tokenizer.KEYWORD) {
      throw state.unexpected("a keyword such as :status");
    }
    return tokens.text();
  }

  private String optionalValue() {
    int next = tokens.next();
    tokens.unread();
    return next == Tokenizer.RPAR ? null : state.rawSExpr();
  }

  private Command declareSort() {
    String name = state.symbol("a sort name");
    int arity = tokens.next() == Tokenizer.NUMERAL ? Integer.parseInt(tokens.text()) : unreadZero();
    state.sorts.put(name, new Declarations.SortDef(name, arity, List.of(), null));
    return new Command.DeclareSort(name, arity);
  }

  private int unreadZero() {
    tokens.unread();
    return 0;
  }

  private Command defineSort() {
    String name = state.symbol("a sort name");
    List<String> params = symbolList("sort parameter");
    int mark = state.sortParams.mark();
    for (String p : params) {
      state.sortParams.put(p, Sort.parameter(p));
    }
    Sort body = sorts.read();
    state.sortParams.undo(mark);
    state.sorts.put(name, new Declarations.SortDef(name, params.size(), params, body));
    return new Command.DefineSort(name, params, body);
  }

  private Command declareConst() {
    String name = state.symbol("a constant name");
    Sort sort = sorts.read();
    return new Command.DeclareFun(declare(name, List.of(), sort), true);
  }

  private Command declareFun() {
    String name = state.symbol("a function name");
    state.expect(Tokenizer.LPAR, "'(' of the argument sorts");
    List<Sort> args = new ArrayList<>();
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      args.add(sorts.read());
    }
    return new Command.DeclareFun(declare(name, args, sorts.read()), false);
  }

  private FunctionSymbol declare(String name, List<Sort> args, Sort result) {
    FunctionSymbol f = state.factory.symbol(FunctionSymbol.Kind.DECLARED, name, args, result);
    state.globals.put(name, Declarations.Overloads.add(state.globals.get(name), f));
    return f;
  }

  private List<Term> termList() {
    state.expect(Tokenizer.LPAR, "'(' of a term list");
    List<Term> out = new ArrayList<>();
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      out.add(terms.read());
    }
    return out;
  }

  /**
   * get-value may name a function without arguments (cvc5 prints its model); such a list is kept
   * as written rather than rejected.
   */
  private Command getValue() {
    tokens.next();
    tokens.unread();
    int line = tokens.line();
    int column = tokens.column();
    int from = tokens.start();
    String raw = state.rawSExpr();
    ReaderState inner = state.reading(new Tokenizer(tokens.file(), tokens.data(), from, line, column));
    try {
      return new Command.GetValue(new CommandReader(inner).termList());
    } catch (SmtLibException e) {
      state.expect(Tokenizer.RPAR, "')' to close get-value");
      return new Command.Plain("get-value", raw);
    }
  }

  private List<String> symbolList(String what) {
    state.expect(Tokenizer.LPAR, "'(' of the " + what + "s");
    List<String> out = new ArrayList<>();
    while (tokens.next() == Tokenizer.SYMBOL) {
      out.add(tokens.text());
    }
    if (tokens.kind() != Tokenizer.RPAR) {
      throw state.unexpected("a " + what + " or ')'");
    }
    return out;
  }

  private Command push() {
    int levels = optionalNumeral();
    for (int i = 0; i < levels; i++) {
      scopeMarks.add(state.globals.mark());
      sortMarks.add(state.sorts.mark());
    }
    return new Command.Push(levels);
  }

  private Command pop(int line, int column) {
    int levels = optionalNumeral();
    if (levels > scopeMarks.size()) {
      throw tokens.errorAt(line, column, "pop " + levels + " with only " + scopeMarks.size()
          + " levels pushed");
    }
    for (int i = 0; i < levels; i++) {
      int globals = scopeMarks.popInt();
      int sortNames = sortMarks.popInt();
      if (!globalDeclarations) {
        state.globals.undo(globals);
        state.sorts.undo(sortNames);
      }
    }
    return new Command.Pop(levels);
  }

  private int optionalNumeral() {
    if (tokens.next() == Tokenizer.NUMERAL) {
      return Integer.parseInt(tokens.text());
    }
    tokens.unread();
    return 1;
  }

  private Command echo() {
    if (tokens.next() != Tokenizer.STRING) {
      throw state.unexpected("a string");
    }
    return new Command.Echo(tokens.text());
  }

  private Command reset(String name) {
    globalDeclarations = false;
    state.globals.clear();
    state.sorts.clear();
    scopeMarks.clear();
    sortMarks.clear();
    state.logic = Logic.ALL;
    return new Command.Plain(name, rawRest());
  }

  /** The text up to the command's closing parenthesis, which is consumed. */
  private String rawRest() {
    StringBuilder out = new StringBuilder();
    while (tokens.next() != Tokenizer.RPAR) {
      tokens.unread();
      String value = state.rawSExpr();
      out.append(out.isEmpty() ? "" : " ").append(value);
    }
    return out.toString();
  }
}
