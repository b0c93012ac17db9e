package io.tamis.core.smtlib;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.smtlib.Applications.Head;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Attribute;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.MatchCase;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one term with an explicit stack of frames, so nesting depth costs heap, not Java stack.
 * Each frame collects the children of one construct; {@link Frame#accept} returns the finished term
 * or null when the frame wants another child.
 */
final class TermParser {
  private static final Term[] NO_TERMS = {};
  private final ReaderState state;
  private final Tokenizer tokens;
  private final Applications apps;
  private final SortParser sorts;
  private final List<Frame> stack = new ArrayList<>();

  TermParser(ReaderState state, SortParser sorts) {
    this.state = state;
    this.tokens = state.tokens;
    this.apps = new Applications(state);
    this.sorts = sorts;
  }

  Term read() {
    int line = peekLine();
    int column = tokens.column();
    return finished(readOpen(), line, column);
  }

  /** Reads a term that may be a constant whose sort its context gives (see {@link ContextSorts}). */
  Term readOpen() {
    stack.clear();
    Term value = null;
    while (true) {
      if (value == null) {
        value = start();
      } else if (stack.isEmpty()) {
        return value;
      } else {
        value = stack.get(stack.size() - 1).accept(value);
        if (value != null) {
          stack.remove(stack.size() - 1);
        }
      }
    }
  }

  /** A term whose sort is still open (a constant such as {@code seq.empty} alone) is an error. */
  private Term finished(Term open, int line, int column) {
    Term t = apps.close(Head.plain("term", line, column), open);
    if (t.sort().hasParameters()) {
      throw tokens.errorAt(line, column,
          "cannot infer the sort of " + TermPrinter.toText(t) + "; write (as NAME SORT)");
    }
    return t;
  }

  /** {@code t} as the body of a definition of sort {@code result}, defined at {@code line:column}. */
  Term definitionBody(Term t, Sort result, int line, int column) {
    return apps.definitionBody(Head.plain("define-fun", line, column), t, result);
  }

  /** Reads a Bool term, for assert and friends. */
  Term readFormula(String where) {
    int line = peekLine();
    int column = tokens.column();
    Term t = read();
    if (t.sort() != Sort.BOOL) {
      throw tokens.errorAt(line, column, where + " expects a Bool term, got sort " + t.sort());
    }
    return t;
  }

  private int peekLine() {
    tokens.next();
    tokens.unread();
    return tokens.line();
  }

  private Term start() {
    int kind = tokens.next();
    int line = tokens.line();
    int column = tokens.column();
    return switch (kind) {
      case Tokenizer.NUMERAL -> constant(ConstantKind.NUMERAL, state.logic.numeralSort());
      case Tokenizer.DECIMAL -> constant(ConstantKind.DECIMAL, Sort.REAL);
      case Tokenizer.HEXADECIMAL -> constant(ConstantKind.HEXADECIMAL, Sort.bitVec(4 * (tokenLength() - 2)));
      case Tokenizer.BINARY -> constant(ConstantKind.BINARY, Sort.bitVec(tokenLength() - 2));
      case Tokenizer.STRING -> constant(ConstantKind.STRING, Sort.STRING);
      case Tokenizer.RATIONAL -> rational();
      case Tokenizer.FIELD -> constant(ConstantKind.FIELD, fieldSort(tokens.text()));
      case Tokenizer.SYMBOL -> apps.build(Head.plain(tokens.text(), line, column), NO_TERMS);
      case Tokenizer.LPAR -> compound(line, column);
      default -> throw state.unexpected("a term");
    };
  }

  private Term rational() {
    if (tokens.text().matches(".*/0+")) {
      throw state.error("bad rational literal " + tokens.text() + ": zero denominator");
    }
    return constant(ConstantKind.RATIONAL, Sort.REAL);
  }

  /** The field of {@code #f3m7}: {@code (_ FiniteField 7)}. */
  private static Sort fieldSort(String literal) {
    String order = literal.substring(literal.indexOf('m') + 1);
    return Sort.of("FiniteField", new String[] {order}, new Sort[0]);
  }

  private int tokenLength() {
    return tokens.end() - tokens.start();
  }

  private Term constant(ConstantKind kind, Sort sort) {
    return state.factory.constant(kind, tokens.text(), sort);
  }

  private Term compound(int line, int column) {
    int kind = tokens.next();
    String word = kind == Tokenizer.SYMBOL ? tokens.text() : null;
    if (word != null && !tokens.quoted()) {
      Frame frame = switch (word) {
        case "let" -> new LetFrame();
        case "forall", "exists" -> new BinderFrame(word, line, column);
        case "match" -> new MatchFrame(line, column);
        case "!" -> new AnnotationFrame();
        case "lambda", "choice", "witness", "set.comprehension" ->
            state.globals.contains(word) ? null : new BinderFrame(word, line, column);
        default -> null;
      };
      if (frame != null) {
        stack.add(frame);
        return frame.begin();
      }
      if (tokens.isSymbol("_")) {
        return indexedAtom(indexedHead(line, column));
      }
      if (tokens.isSymbol("as")) {
        return apps.build(asHead(line, column), NO_TERMS);
      }
    }
    Head head;
    if (word != null) {
      head = Head.plain(word, line, column);
    } else if (kind != Tokenizer.LPAR) {
      throw state.unexpected("a function symbol, let, forall, exists, match or !");
    } else {
      int[] inner = tokens.tokenStart();
      if (tokens.next() == Tokenizer.SYMBOL && tokens.isSymbol("_")) {
        head = indexedHead(line, column);
      } else if (tokens.kind() == Tokenizer.SYMBOL && tokens.isSymbol("as")) {
        head = asHead(line, column);
      } else {
        // ((f x) y): a compound head is a function-valued term, read first
        tokens.rewind(inner);
        stack.add(new ValueApplyFrame(Head.plain("@", line, column)));
        return null;
      }
    }
    stack.add(new ApplyFrame(head));
    return null;
  }

  /** After {@code (_}: the name and indices up to the closing parenthesis. */
  private Head indexedHead(int line, int column) {
    String name = state.symbol("an indexed identifier's name");
    List<String> indices = new ArrayList<>();
    while (tokens.next() != Tokenizer.RPAR) {
      int k = tokens.kind();
      if (k == Tokenizer.LPAR) {
        // z3's (_ map (+ (Int Int) Int)): an index that is a function with its signature
        tokens.unread();
        indices.add(state.rawSExpr());
        continue;
      }
      if (k != Tokenizer.NUMERAL && k != Tokenizer.SYMBOL && k != Tokenizer.HEXADECIMAL) {
        throw state.unexpected("an index (numeral or symbol) or ')'");
      }
      indices.add(tokens.text());
    }
    if (indices.isEmpty()) {
      throw tokens.errorAt(line, column, "indexed identifier '" + name + "' has no index");
    }
    return new Head(name, indices.toArray(new String[0]), null, line, column);
  }

  /** After {@code (as}: an identifier, a sort and the closing parenthesis. */
  private Head asHead(int line, int column) {
    Head inner;
    int kind = tokens.next();
    if (kind == Tokenizer.SYMBOL) {
      inner = Head.plain(tokens.text(), line, column);
    } else if (kind == Tokenizer.LPAR && tokens.next() == Tokenizer.SYMBOL && tokens.isSymbol("_")) {
      inner = indexedHead(line, column);
    } else {
      throw state.unexpected("an identifier after 'as'");
    }
    Sort sort = sorts.read();
    state.expect(Tokenizer.RPAR, "')' after the sort of 'as'");
    return new Head(inner.name(), inner.indices(), sort, line, column);
  }

  private Term indexedAtom(Head head) {
    String name = head.name();
    if (name.equals("char")) {
      if (head.indices().length != 1 || !head.indices()[0].startsWith("#x")) {
        throw tokens.errorAt(head.line(), head.column(), "(_ char #xH) needs one hexadecimal index");
      }
      return state.factory.constant(ConstantKind.CHAR, head.indices()[0], Sort.STRING);
    }
    if (name.length() > 2 && name.startsWith("bv") && head.indices().length == 1 && isDigits(name, 2)) {
      try {
        Sort sort = Sort.bitVec(Integer.parseInt(head.indices()[0]));
        return state.factory.constant(ConstantKind.BITVEC_NUMERAL, name, sort);
      } catch (IllegalArgumentException e) {
        throw tokens.errorAt(head.line(), head.column(), "bad bit-vector literal: " + e.getMessage());
      }
    }
    return apps.build(head, NO_TERMS);
  }

  private static boolean isDigits(String s, int from) {
    for (int i = from; i < s.length(); i++) {
      if (!Character.isDigit(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** One construct being read. */
  private abstract static class Frame {
    /** Called once the frame is pushed; may read tokens; null to read a child next. */
    Term begin() {
      return null;
    }

    abstract Term accept(Term child);
  }

  private final class ApplyFrame extends Frame {
    private final Head head;
    private final List<Term> args = new ArrayList<>(4);

    ApplyFrame(Head head) {
      this.head = head;
    }

    @Override
    Term accept(Term child) {
      args.add(child);
      if (tokens.next() == Tokenizer.RPAR) {
        return apps.build(head, args.toArray(NO_TERMS));
      }
      tokens.unread();
      return null;
    }
  }

  /** {@code (t a ...)} with a compound head {@code t}: the head is the first child read. */
  private final class ValueApplyFrame extends Frame {
    private final Head head;
    private Term function;
    private final List<Term> args = new ArrayList<>(4);

    ValueApplyFrame(Head head) {
      this.head = head;
    }

    @Override
    Term accept(Term child) {
      if (function == null) {
        function = child;
      } else {
        args.add(child);
      }
      if (tokens.next() == Tokenizer.RPAR) {
        if (args.isEmpty()) {
          throw tokens.errorAt(head.line(), head.column(), "a compound head needs at least one argument");
        }
        return apps.applyValue(head, function, args.toArray(NO_TERMS));
      }
      tokens.unread();
      return null;
    }
  }

  /**
   * A binder over sorted variables: {@code forall} and {@code exists}, and {@code lambda},
   * {@code choice}, {@code witness}, {@code set.comprehension} (see {@link Binder}).
   */
  private final class BinderFrame extends Frame {
    private final String keyword;
    private final int line;
    private final int column;
    private final List<Variable> bound = new ArrayList<>();
    private final List<Term> children = new ArrayList<>(2);
    private int mark;

    BinderFrame(String keyword, int line, int column) {
      this.keyword = keyword;
      this.line = line;
      this.column = column;
    }

    @Override
    Term begin() {
      mark = state.locals.mark();
      bound.addAll(sortedVariables());
      return null;
    }

    @Override
    Term accept(Term child) {
      children.add(child);
      if (children.size() < (keyword.equals("set.comprehension") ? 2 : 1)) {
        return null;
      }
      state.expect(Tokenizer.RPAR, "')' after the " + keyword + " body");
      state.locals.undo(mark);
      boolean quantifier = keyword.equals("forall") || keyword.equals("exists");
      if (quantifier && child.sort() != Sort.BOOL) {
        throw tokens.errorAt(line, column, "quantifier body must be Bool, got sort " + child.sort());
      }
      return quantifier ? state.factory.quantifier(keyword.equals("exists"), bound, child)
          : state.factory.binder(keyword, bound, children, sort());
    }

    private Sort sort() {
      Term last = children.get(children.size() - 1);
      if (keyword.equals("lambda")) {
        return Sort.function(bound.stream().map(Term::sort).toList(), last.sort());
      }
      if (children.get(0).sort() != Sort.BOOL) {
        throw tokens.errorAt(line, column, keyword + " needs a Bool "
            + (children.size() > 1 ? "predicate" : "body") + ", got sort " + children.get(0).sort());
      }
      if (children.size() > 1) {
        return Sort.of("Set", List.of(last.sort()));
      }
      if (bound.size() != 1) {
        throw tokens.errorAt(line, column, keyword + " binds exactly one variable, got " + bound.size());
      }
      return bound.get(0).sort();
    }
  }

  /** {@code ((x S) ...)}: reads the sorted variables and binds them as locals (caller undoes). */
  private List<Variable> sortedVariables() {
    state.expect(Tokenizer.LPAR, "'(' of the sorted variables");
    List<String> names = new ArrayList<>();
    List<Sort> varSorts = new ArrayList<>();
    while (tokens.next() == Tokenizer.LPAR) {
      names.add(state.symbol("a variable name"));
      varSorts.add(sorts.read());
      state.expect(Tokenizer.RPAR, "')' after a sorted variable");
    }
    if (tokens.kind() != Tokenizer.RPAR || names.isEmpty()) {
      throw state.unexpected("a sorted variable (x S)");
    }
    List<Variable> out = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      out.add(state.binderVariable(names.get(i), varSorts.get(i)));
    }
    return out;
  }

  private final class LetFrame extends Frame {
    private final List<String> names = new ArrayList<>();
    private final List<Term> values = new ArrayList<>();
    private int mark = -1;

    @Override
    Term begin() {
      state.expect(Tokenizer.LPAR, "'(' of the let bindings");
      state.expect(Tokenizer.LPAR, "'(' of a let binding");
      names.add(state.symbol("a variable name"));
      return null;
    }

    @Override
    Term accept(Term child) {
      if (mark >= 0) {
        state.expect(Tokenizer.RPAR, "')' after the let body");
        state.unbind(mark, values);
        return child;
      }
      values.add(child);
      state.expect(Tokenizer.RPAR, "')' after a let binding");
      if (tokens.next() == Tokenizer.LPAR) {
        names.add(state.symbol("a variable name"));
        return null;
      }
      if (tokens.kind() != Tokenizer.RPAR) {
        throw state.unexpected("'(' of a let binding or ')'");
      }
      if (tokens.next() == Tokenizer.RPAR) {
        // z3 reads a let without a body as its last binding's value
        return values.get(values.size() - 1);
      }
      tokens.unread();
      mark = state.locals.mark();
      for (int i = 0; i < names.size(); i++) {
        state.bindLet(names.get(i), values.get(i));
      }
      return null;
    }
  }

  private final class MatchFrame extends Frame {
    private final int line;
    private final int column;
    private Term scrutinee;
    private final List<MatchCase> cases = new ArrayList<>();
    private final List<Term> bodies = new ArrayList<>();
    private int mark;

    MatchFrame(int line, int column) {
      this.line = line;
      this.column = column;
    }

    @Override
    Term accept(Term child) {
      if (scrutinee == null) {
        scrutinee = child;
        state.expect(Tokenizer.LPAR, "'(' of the match cases");
        state.expect(Tokenizer.LPAR, "'(' of a match case");
        return readPattern();
      }
      bodies.add(child);
      state.locals.undo(mark);
      state.expect(Tokenizer.RPAR, "')' after a match case");
      if (tokens.next() == Tokenizer.LPAR) {
        return readPattern();
      }
      if (tokens.kind() != Tokenizer.RPAR) {
        throw state.unexpected("'(' of a match case or ')'");
      }
      state.expect(Tokenizer.RPAR, "')' after the match cases");
      for (Term body : bodies) {
        if (body.sort() != bodies.get(0).sort()) {
          throw tokens.errorAt(line, column, "match cases have different sorts: " + bodies.get(0).sort()
              + " and " + body.sort());
        }
      }
      return state.factory.match(scrutinee, cases, bodies);
    }

    private Term readPattern() {
      mark = state.locals.mark();
      int kind = tokens.next();
      if (kind == Tokenizer.SYMBOL) {
        String name = tokens.text();
        FunctionSymbol ctor = constructorAt(name, 0);
        if (ctor != null) {
          cases.add(new MatchCase(ctor, List.of()));
        } else {
          cases.add(new MatchCase(null, List.of(state.binderVariable(name, scrutinee.sort()))));
        }
        return null;
      }
      if (kind != Tokenizer.LPAR) {
        throw state.unexpected("a pattern");
      }
      String name = state.symbol("a constructor");
      List<String> vars = new ArrayList<>();
      while (tokens.next() == Tokenizer.SYMBOL) {
        vars.add(tokens.text());
      }
      if (tokens.kind() != Tokenizer.RPAR) {
        throw state.unexpected("a pattern variable or ')'");
      }
      FunctionSymbol ctor = constructorAt(name, vars.size());
      if (ctor == null) {
        throw state.error("'" + name + "' is not a constructor of " + scrutinee.sort() + " with "
            + vars.size() + " fields");
      }
      List<Variable> bound = new ArrayList<>();
      for (int i = 0; i < vars.size(); i++) {
        bound.add(state.binderVariable(vars.get(i), ctor.args().get(i)));
      }
      cases.add(new MatchCase(ctor, bound));
      return null;
    }

    /** The constructor {@code name} instantiated at the scrutinee's sort, or null. */
    private FunctionSymbol constructorAt(String name, int arity) {
      for (Object entry : Declarations.Overloads.of(state.globals.get(name))) {
        Map<String, Sort> env = new HashMap<>();
        if (entry instanceof Declarations.Constructor c && c.decl().fields().size() == arity
            && SortUnifier.unify(c.datatype().sort(), scrutinee.sort(), env)) {
          List<Sort> fields = c.decl().fields().stream().map(f -> SortUnifier.substitute(f.sort(), env)).toList();
          return state.factory.symbol(FunctionSymbol.Kind.CONSTRUCTOR, name, fields, scrutinee.sort());
        }
      }
      return null;
    }
  }

  private final class AnnotationFrame extends Frame {
    private Term term;
    private final List<Attribute> attributes = new ArrayList<>();
    private final List<Term> patternTerms = new ArrayList<>();
    private String patternKeyword;
    private int patternCount;
    /** z3's {@code :pattern (f x)}: one pattern term without the list around it. */
    private boolean singleTerm;

    @Override
    Term accept(Term child) {
      if (term == null) {
        term = child;
        return readAttributes();
      }
      patternTerms.add(child);
      patternCount++;
      if (singleTerm) {
        singleTerm = false;
        attributes.add(new Attribute(patternKeyword, null, 1));
        return readAttributes();
      }
      if (tokens.next() == Tokenizer.RPAR) {
        attributes.add(new Attribute(patternKeyword, null, patternCount));
        return readAttributes();
      }
      tokens.unread();
      return null;
    }

    private Term readAttributes() {
      while (true) {
        int kind = tokens.next();
        if (kind == Tokenizer.RPAR) {
          return finish();
        }
        if (kind != Tokenizer.KEYWORD) {
          throw state.unexpected("an attribute keyword or ')'");
        }
        String keyword = tokens.text();
        if (keyword.equals(":pattern") || keyword.equals(":no-pattern")) {
          patternKeyword = keyword;
          patternCount = 0;
          if (patternList()) {
            return null;
          }
          attributes.add(new Attribute(keyword, "()", 0));
          continue;
        }
        int next = tokens.next();
        tokens.unread();
        String value = next == Tokenizer.KEYWORD || next == Tokenizer.RPAR ? null : state.rawSExpr();
        attributes.add(new Attribute(keyword, value, 0));
      }
    }

    /**
     * After {@code :pattern}: true when pattern terms follow (a list, or z3's single term
     * {@code (f x)} or {@code x} without one), false for the empty list {@code ()}.
     */
    private boolean patternList() {
      if (tokens.next() != Tokenizer.LPAR) {
        tokens.unread();
        singleTerm = true;
        return true;
      }
      int[] open = tokens.tokenStart();
      int first = tokens.next();
      if (first == Tokenizer.RPAR) {
        return false;
      }
      if (first == Tokenizer.SYMBOL && tokens.next() != Tokenizer.RPAR) {
        tokens.rewind(open);
        singleTerm = true;
        return true;
      }
      tokens.rewind(open);
      tokens.next();
      return true;
    }

    /** z3 reads {@code (! t)} without attributes as {@code t}. */
    private Term finish() {
      if (attributes.isEmpty()) {
        return term;
      }
      for (Attribute a : attributes) {
        if (a.isNamed() && a.value() == null) {
          throw state.error(":named needs a symbol");
        }
      }
      Term annotated = state.factory.annotation(term, attributes, patternTerms);
      for (Attribute a : attributes) {
        if (a.isNamed() && a.value() != null) {
          String name = a.value().startsWith("|") ? a.value().substring(1, a.value().length() - 1) : a.value();
          state.globals.put(name, state.factory.symbol(FunctionSymbol.Kind.NAMED, name, List.of(), term.sort()));
        }
      }
      return annotated;
    }
  }
}
