package io.tamis.core.smtlib;

import io.tamis.core.check.Logic;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.core.term.Variable;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** Everything one read of one script shares: tokens, factory, logic and the scoped namespaces. */
final class ReaderState {
  final Tokenizer tokens;
  final TermFactory factory;
  final SignatureTable table;
  Logic logic = Logic.ALL;
  /**
   * The theory whose signatures win where several fit, once the script uses a sort only that
   * theory has (z3's {@code FiniteSet}: its {@code set.singleton}, not cvc5's); null before.
   */
  String preferredTheory;
  /** Function namespace: FunctionSymbol, Declarations.Constructor or Declarations.Selector. */
  final SymbolTable<Object> globals;
  final SymbolTable<Declarations.SortDef> sorts;
  /** Bound variables and let-bound terms (let is read by substitution: sharing is the DAG). */
  final SymbolTable<Term> locals;
  /** Sort variables in scope (par of datatypes and define-sort). */
  final SymbolTable<io.tamis.core.sort.Sort> sortParams;
  /** How many visible let values mention a free variable of each name: binders must not capture. */
  private final Map<String, Integer> letFreeNames = new HashMap<>();
  private int renames;

  ReaderState(Tokenizer tokens, TermFactory factory, SignatureTable table) {
    this(tokens, factory, table, new SymbolTable<>(), new SymbolTable<>(), new SymbolTable<>(),
        new SymbolTable<>());
  }

  private ReaderState(Tokenizer tokens, TermFactory factory, SignatureTable table, SymbolTable<Object> globals,
      SymbolTable<Declarations.SortDef> sorts, SymbolTable<Term> locals,
      SymbolTable<io.tamis.core.sort.Sort> sortParams) {
    this.tokens = tokens;
    this.factory = factory;
    this.table = table;
    this.globals = globals;
    this.sorts = sorts;
    this.locals = locals;
    this.sortParams = sortParams;
  }

  /** A state that shares everything with this one but reads from {@code other} tokens. */
  ReaderState reading(Tokenizer other) {
    ReaderState copy = new ReaderState(other, factory, table, globals, sorts, locals, sortParams);
    copy.logic = logic;
    copy.preferredTheory = preferredTheory;
    return copy;
  }

  SmtLibException error(String message) {
    return tokens.error(message);
  }

  void expect(int kind, String what) {
    if (tokens.next() != kind) {
      throw unexpected(what);
    }
  }

  SmtLibException unexpected(String expected) {
    return tokens.error(switch (tokens.kind()) {
      case Tokenizer.EOF -> "unexpected end of input, expected " + expected;
      case Tokenizer.RPAR -> "unexpected ')', expected " + expected;
      case Tokenizer.LPAR -> "unexpected '(', expected " + expected;
      default -> "unexpected '" + tokens.text() + "', expected " + expected;
    });
  }

  String symbol(String what) {
    if (tokens.next() != Tokenizer.SYMBOL) {
      throw unexpected(what);
    }
    return tokens.text();
  }

  int numeral(String what) {
    if (tokens.next() != Tokenizer.NUMERAL) {
      throw unexpected(what);
    }
    try {
      return Integer.parseInt(tokens.text());
    } catch (NumberFormatException e) {
      throw error("numeral out of range: " + tokens.text());
    }
  }

  /** Binds a let name to a term, counting the names free in it. */
  void bindLet(String name, Term value) {
    locals.put(name, value);
    for (Variable v : value.freeVariables()) {
      letFreeNames.merge(v.name(), 1, Integer::sum);
    }
  }

  /** Undoes bindings back to {@code mark}, keeping the let counts in step. */
  void unbind(int mark, Iterable<Term> letValues) {
    locals.undo(mark);
    for (Term value : letValues) {
      for (Variable v : value.freeVariables()) {
        letFreeNames.merge(v.name(), -1, Integer::sum);
      }
    }
  }

  /**
   * A variable for a binder. When a visible let value mentions a variable of the same name, the
   * binder is renamed so that substituting the let value cannot capture it.
   */
  Variable binderVariable(String name, io.tamis.core.sort.Sort sort) {
    String actual = name;
    if (letFreeNames.getOrDefault(name, 0) > 0) {
      do {
        actual = name + "!" + (++renames);
      } while (globals.contains(actual) || locals.contains(actual) || letFreeNames.containsKey(actual));
    }
    Variable v = factory.variable(actual, sort);
    locals.put(name, v);
    return v;
  }

  /** The raw text of the next s-expression (atom or balanced list), for attribute values. */
  String rawSExpr() {
    return rawSExpr("an attribute value");
  }

  /** The raw text of the next s-expression, which is {@code what}. */
  String rawSExpr(String what) {
    int kind = tokens.next();
    int from = tokens.start();
    if (kind == Tokenizer.EOF || kind == Tokenizer.RPAR) {
      throw unexpected(what);
    }
    int depth = kind == Tokenizer.LPAR ? 1 : 0;
    while (depth > 0) {
      kind = tokens.next();
      if (kind == Tokenizer.EOF) {
        throw error("unbalanced '(' in attribute value: missing ')' before end of input");
      }
      depth += kind == Tokenizer.LPAR ? 1 : kind == Tokenizer.RPAR ? -1 : 0;
    }
    return new String(tokens.data(), from, tokens.position() - from, StandardCharsets.ISO_8859_1);
  }
}
