package io.tamis.core.script;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.List;

/** The commands of an SMT-LIB 2.6 script as they appear in real benchmarks. */
public sealed interface Command {

  /** The command's name as written in SMT-LIB. */
  String name();

  record SetLogic(String logic) implements Command {
    public String name() {
      return "set-logic";
    }
  }

  /** {@code value} is the attribute value as written, or null. */
  record SetOption(String keyword, String value) implements Command {
    public String name() {
      return "set-option";
    }
  }

  /** {@code value} is the attribute value as written, or null. */
  record SetInfo(String keyword, String value) implements Command {
    public String name() {
      return "set-info";
    }
  }

  record DeclareSort(String sortName, int arity) implements Command {
    public String name() {
      return "declare-sort";
    }
  }

  /** {@code body} mentions the parameters as sort variables. */
  record DefineSort(String sortName, List<String> params, Sort body) implements Command {
    public DefineSort {
      params = List.copyOf(params);
    }

    public String name() {
      return "define-sort";
    }
  }

  /** declare-fun, or declare-const when {@code asConst}. */
  record DeclareFun(FunctionSymbol symbol, boolean asConst) implements Command {
    public String name() {
      return asConst ? "declare-const" : "declare-fun";
    }
  }

  /** define-fun, or define-fun-rec when the symbol's kind is {@code DEFINED_REC}. */
  record DefineFun(FunctionSymbol symbol, List<Variable> params, Term body) implements Command {
    public DefineFun {
      params = List.copyOf(params);
    }

    public String name() {
      return symbol.kind() == FunctionSymbol.Kind.DEFINED_REC ? "define-fun-rec" : "define-fun";
    }
  }

  record DefineFunsRec(List<DefineFun> definitions) implements Command {
    public DefineFunsRec {
      definitions = List.copyOf(definitions);
    }

    public String name() {
      return "define-funs-rec";
    }
  }

  /**
   * declare-datatypes, or declare-datatype when {@code single}; {@code codata} for cvc5's
   * declare-codatatypes and declare-codatatype (the same syntax, coinductive sorts).
   */
  record DeclareDatatypes(List<Datatype> datatypes, boolean single, boolean codata) implements Command {
    public DeclareDatatypes {
      datatypes = List.copyOf(datatypes);
    }

    public DeclareDatatypes(List<Datatype> datatypes, boolean single) {
      this(datatypes, single, false);
    }

    public String name() {
      return (codata ? "declare-codatatype" : "declare-datatype") + (single ? "" : "s");
    }
  }

  record Assert(Term term) implements Command {
    public String name() {
      return "assert";
    }
  }

  record CheckSat() implements Command {
    public String name() {
      return "check-sat";
    }
  }

  record CheckSatAssuming(List<Term> assumptions) implements Command {
    public CheckSatAssuming {
      assumptions = List.copyOf(assumptions);
    }

    public String name() {
      return "check-sat-assuming";
    }
  }

  record Push(int levels) implements Command {
    public String name() {
      return "push";
    }
  }

  record Pop(int levels) implements Command {
    public String name() {
      return "pop";
    }
  }

  record GetValue(List<Term> terms) implements Command {
    public GetValue {
      terms = List.copyOf(terms);
    }

    public String name() {
      return "get-value";
    }
  }

  record Echo(String text) implements Command {
    public String name() {
      return "echo";
    }
  }

  /**
   * A command without term arguments kept as written: reset, reset-assertions, get-model, get-info,
   * get-option, get-assertions, get-unsat-core, get-proof, exit and the like. {@code arguments} is
   * the text after the name, or empty.
   */
  record Plain(String name, String arguments) implements Command {}

  /**
   * A solver extension that no generator changes, printed back as read: z3's tactics
   * ({@code check-sat-using}, {@code apply}), {@code simplify}, {@code eval} and optimization, cvc5's
   * abduction, interpolation, quantifier elimination, pools and heaps. {@code parts} are the
   * arguments in order: a term where the command takes one, else the text as written.
   */
  record Opaque(String name, List<Part> parts) implements Command {
    public Opaque {
      parts = List.copyOf(parts);
    }

    /** The terms among the parts, in order. */
    public List<Term> terms() {
      return parts.stream().filter(p -> p instanceof TermPart).map(p -> ((TermPart) p).term()).toList();
    }

    /** A copy with every term part mapped by {@code f}. */
    public Opaque mapTerms(java.util.function.UnaryOperator<Term> f) {
      return new Opaque(name, parts.stream().map(p -> p instanceof TermPart t ? new TermPart(f.apply(t.term())) : p)
          .toList());
    }
  }

  /** One argument of an {@link Opaque} command. */
  sealed interface Part permits TextPart, TermPart {}

  /** Arguments kept as written (a tactic, a sort, attributes, a grammar). */
  record TextPart(String text) implements Part {}

  record TermPart(Term term) implements Part {}
}
