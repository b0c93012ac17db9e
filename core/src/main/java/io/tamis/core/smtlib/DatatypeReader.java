package io.tamis.core.smtlib;

import io.tamis.core.script.Command;
import io.tamis.core.script.Datatype;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.List;

/** Reads declare-datatype and declare-datatypes (SMT-LIB 2.6 syntax, with par). */
final class DatatypeReader {
  private final ReaderState state;
  private final Tokenizer tokens;
  private final SortParser sorts;

  DatatypeReader(ReaderState state, SortParser sorts) {
    this.state = state;
    this.tokens = state.tokens;
    this.sorts = sorts;
  }

  Command declareDatatype(boolean codata) {
    String name = state.symbol("a datatype name");
    state.sorts.put(name, new Declarations.SortDef(name, 0, List.of(), null));
    Datatype datatype = datatype(name, 0);
    if (tokens.next() == Tokenizer.KEYWORD && tokens.text().equals(":subterm")) {
      datatype = datatype.withSubterm(state.symbol("the name of the subterm predicate"));
    } else {
      tokens.unread();
    }
    register(datatype);
    return new Command.DeclareDatatypes(List.of(datatype), true, codata);
  }

  Command declareDatatypes(boolean codata) {
    state.expect(Tokenizer.LPAR, "'(' of the sort declarations");
    int first = tokens.next();
    tokens.unread();
    if (first == Tokenizer.RPAR || first == Tokenizer.SYMBOL) {
      return oldStyle(codata);
    }
    List<String> names = new ArrayList<>();
    List<Integer> arities = new ArrayList<>();
    while (tokens.next() == Tokenizer.LPAR) {
      names.add(state.symbol("a datatype name"));
      arities.add(state.numeral("the datatype's arity"));
      state.expect(Tokenizer.RPAR, "')' after a sort declaration");
    }
    if (tokens.kind() != Tokenizer.RPAR || names.isEmpty()) {
      throw state.unexpected("(NAME ARITY)");
    }
    for (int i = 0; i < names.size(); i++) {
      state.sorts.put(names.get(i), new Declarations.SortDef(names.get(i), arities.get(i), List.of(), null));
    }
    state.expect(Tokenizer.LPAR, "'(' of the datatype declarations");
    List<Datatype> datatypes = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      datatypes.add(datatype(names.get(i), arities.get(i)));
    }
    state.expect(Tokenizer.RPAR, "')' after the datatype declarations");
    datatypes.forEach(this::register);
    return new Command.DeclareDatatypes(datatypes, false, codata);
  }

  private Datatype datatype(String name, int arity) {
    state.expect(Tokenizer.LPAR, "'(' of the constructors of " + name);
    List<String> params = List.of();
    int mark = state.sortParams.mark();
    boolean par = tokens.next() == Tokenizer.SYMBOL && tokens.isSymbol("par");
    if (par) {
      params = parameters();
      state.expect(Tokenizer.LPAR, "'(' of the constructors of " + name);
    } else {
      tokens.unread();
    }
    // declare-datatype gives no arity: arity 0 then stands for "as many as par names".
    if (params.size() != arity && !(arity == 0 && par)) {
      throw state.error("datatype " + name + " is declared with arity " + arity + " but has "
          + params.size() + " parameters");
    }
    if (par && arity == 0) {
      state.sorts.put(name, new Declarations.SortDef(name, params.size(), List.of(), null));
    }
    List<Datatype.Constructor> constructors = constructors();
    if (par) {
      state.expect(Tokenizer.RPAR, "')' after the par declaration");
    }
    state.sortParams.undo(mark);
    return new Datatype(name, params, constructors);
  }

  /** Constructors up to the closing ')'; z3 also reads a bare name for one without fields. */
  private List<Datatype.Constructor> constructors() {
    List<Datatype.Constructor> constructors = new ArrayList<>();
    while (true) {
      int kind = tokens.next();
      if (kind == Tokenizer.LPAR) {
        constructors.add(constructor());
      } else if (kind == Tokenizer.SYMBOL) {
        constructors.add(new Datatype.Constructor(tokens.text(), List.of()));
      } else {
        break;
      }
    }
    if (tokens.kind() != Tokenizer.RPAR || constructors.isEmpty()) {
      throw state.unexpected("a constructor (NAME (SELECTOR SORT) ...)");
    }
    return constructors;
  }

  /**
   * SMT-LIB 2.5's form, which z3 and older cvc5 scripts use: {@code (declare-datatypes (T ...)
   * ((Name ctor ...) ...))}, the parameters shared by every datatype and a datatype's own name
   * standing for itself applied to them.
   */
  private Command oldStyle(boolean codata) {
    int mark = state.sortParams.mark();
    List<String> params = parameterNames();
    List<Sort> paramSorts = params.stream().map(Sort::parameter).toList();
    state.expect(Tokenizer.LPAR, "'(' of the datatype declarations");
    List<Datatype> datatypes = new ArrayList<>();
    List<String> names = new ArrayList<>();
    int[] start = tokens.tokenStart();
    while (tokens.next() == Tokenizer.LPAR) {
      String name = state.symbol("a datatype name");
      names.add(name);
      Sort self = Sort.of(name, paramSorts);
      state.sorts.put(name, new Declarations.SortDef(name, 0, List.of(), params.isEmpty() ? null : self));
      skipBalanced();
    }
    tokens.rewind(start);
    tokens.next();
    for (String name : names) {
      state.expect(Tokenizer.LPAR, "'(' of datatype " + name);
      state.symbol("a datatype name");
      datatypes.add(new Datatype(name, params, constructors()));
    }
    state.expect(Tokenizer.RPAR, "')' after the datatype declarations");
    state.sortParams.undo(mark);
    for (String name : names) {
      state.sorts.put(name, new Declarations.SortDef(name, params.size(), List.of(), null));
    }
    datatypes.forEach(this::register);
    return new Command.DeclareDatatypes(datatypes, false, codata);
  }

  /** Skips to the ')' that closes the list whose '(' and first token were read. */
  private void skipBalanced() {
    int depth = 1;
    while (depth > 0) {
      int kind = tokens.next();
      if (kind == Tokenizer.EOF) {
        throw state.unexpected("')'");
      }
      depth += kind == Tokenizer.LPAR ? 1 : kind == Tokenizer.RPAR ? -1 : 0;
    }
  }

  private List<String> parameters() {
    state.expect(Tokenizer.LPAR, "'(' of the sort parameters");
    return parameterNames();
  }

  /** After '(': sort parameter names up to ')', each in scope as a sort variable. */
  private List<String> parameterNames() {
    List<String> params = new ArrayList<>();
    while (tokens.next() == Tokenizer.SYMBOL) {
      params.add(tokens.text());
      state.sortParams.put(tokens.text(), Sort.parameter(tokens.text()));
    }
    if (tokens.kind() != Tokenizer.RPAR) {
      throw state.unexpected("a sort parameter or ')'");
    }
    return params;
  }

  private Datatype.Constructor constructor() {
    String name = state.symbol("a constructor name");
    List<Datatype.Field> fields = new ArrayList<>();
    while (tokens.next() == Tokenizer.LPAR) {
      String selector = state.symbol("a selector name");
      fields.add(new Datatype.Field(selector, sorts.read()));
      state.expect(Tokenizer.RPAR, "')' after a selector");
    }
    if (tokens.kind() != Tokenizer.RPAR) {
      throw state.unexpected("a selector (NAME SORT) or ')'");
    }
    return new Datatype.Constructor(name, fields);
  }

  private static void put(ReaderState state, String name, Object entry) {
    state.globals.put(name, Declarations.Overloads.add(state.globals.get(name), entry));
  }

  private void register(Datatype datatype) {
    register(state, datatype);
  }

  /** Declares the constructors, selectors and subterm predicate of {@code datatype}. */
  static void register(ReaderState state, Datatype datatype) {
    if (datatype.subterm() != null) {
      Sort self = datatype.sort();
      put(state, datatype.subterm(), state.factory.symbol(io.tamis.core.op.FunctionSymbol.Kind.DECLARED,
          datatype.subterm(), List.of(self, self), Sort.BOOL));
    }
    for (int c = 0; c < datatype.constructors().size(); c++) {
      Datatype.Constructor ctor = datatype.constructors().get(c);
      put(state, ctor.name(), new Declarations.Constructor(datatype, c));
      for (int f = 0; f < ctor.fields().size(); f++) {
        put(state, ctor.fields().get(f).selector(), new Declarations.Selector(datatype, c, f));
      }
    }
  }
}
