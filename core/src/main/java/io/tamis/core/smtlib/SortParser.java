package io.tamis.core.smtlib;

import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads sorts with an explicit stack: {@code Int}, {@code (_ BitVec 8)}, {@code (Array Int (Seq Int))}. */
final class SortParser {
  private static final Map<String, Integer> BUILTIN_ARITY = Map.ofEntries(Map.entry("Bool", 0),
      Map.entry("Int", 0), Map.entry("Real", 0), Map.entry("String", 0), Map.entry("RegLan", 0),
      Map.entry("RoundingMode", 0), Map.entry("Array", 2), Map.entry("Seq", 1), Map.entry("Set", 1),
      Map.entry("Bag", 1), Map.entry("Nullable", 1), Map.entry("FiniteSet", 1), Map.entry("->", 2),
      Map.entry("UnitTuple", 0));
  private final ReaderState state;

  SortParser(ReaderState state) {
    this.state = state;
  }

  /** Reads one sort starting at the next token. */
  Sort read() {
    Tokenizer tokens = state.tokens;
    List<String> names = new ArrayList<>();
    List<List<Sort>> args = new ArrayList<>();
    List<int[]> positions = new ArrayList<>();
    while (true) {
      int kind = tokens.next();
      Sort done;
      if (kind == Tokenizer.SYMBOL) {
        done = named(tokens.text(), List.of(), tokens.line(), tokens.column());
      } else if (kind == Tokenizer.LPAR) {
        int line = tokens.line();
        int column = tokens.column();
        if (tokens.next() == Tokenizer.SYMBOL && tokens.isSymbol("_")) {
          done = indexed(line, column);
        } else if (tokens.kind() == Tokenizer.SYMBOL) {
          names.add(tokens.text());
          args.add(new ArrayList<>());
          positions.add(new int[] {line, column});
          continue;
        } else {
          throw state.unexpected("a sort name");
        }
      } else if (kind == Tokenizer.RPAR && !names.isEmpty()) {
        int top = names.size() - 1;
        if (args.get(top).isEmpty() && takesArguments(names.get(top))) {
          throw state.error("sort '" + names.get(top) + "' applied to no sort");
        }
        int[] at = positions.remove(top);
        done = named(names.remove(top), args.remove(top), at[0], at[1]);
      } else {
        throw state.unexpected("a sort");
      }
      if (names.isEmpty()) {
        return done;
      }
      args.get(args.size() - 1).add(done);
    }
  }

  /**
   * z3 reads {@code (S)} as {@code S} for a sort without arguments (F* writes {@code (Universe)});
   * a sort that takes arguments needs at least one.
   */
  private boolean takesArguments(String name) {
    Declarations.SortDef def = state.sorts.get(name);
    if (def != null) {
      return def.arity() > 0;
    }
    return !ZERO_ARITY.contains(name) && state.sortParams.get(name) == null;
  }

  private static final java.util.Set<String> ZERO_ARITY = java.util.Set.of("Bool", "Int", "Real", "String",
      "RegLan", "RoundingMode", "Float16", "Float32", "Float64", "Float128", "UnitTuple");

  private Sort indexed(int line, int column) {
    String name = state.symbol("an indexed sort name");
    List<String> indices = new ArrayList<>();
    while (state.tokens.next() != Tokenizer.RPAR) {
      if (state.tokens.kind() != Tokenizer.NUMERAL) {
        throw state.unexpected("a numeral index or ')'");
      }
      indices.add(state.tokens.text());
    }
    try {
      return switch (name) {
        case "BitVec" -> indices.size() == 1 ? Sort.bitVec(Integer.parseInt(indices.get(0))) : null;
        case "FloatingPoint" -> indices.size() == 2
            ? Sort.floatingPoint(Integer.parseInt(indices.get(0)), Integer.parseInt(indices.get(1))) : null;
        case "FiniteField" -> indices.size() == 1 ? Sort.of(name, indices.toArray(new String[0]), new Sort[0])
            : null;
        default -> throw state.tokens.errorAt(line, column, "unknown indexed sort '" + name + "'");
      };
    } catch (IllegalArgumentException e) {
      throw state.tokens.errorAt(line, column, "bad sort index: " + e.getMessage());
    }
  }

  private Sort named(String name, List<Sort> params, int line, int column) {
    Sort param = params.isEmpty() ? state.sortParams.get(name) : null;
    if (param != null) {
      return param;
    }
    Sort builtin = builtin(name, params);
    if (builtin != null) {
      if (name.equals("FiniteSet")) {
        state.preferredTheory = "FiniteSets";
      }
      return builtin;
    }
    Declarations.SortDef def = state.sorts.get(name);
    if (def == null && name.equals("List") && params.size() == 1) {
      def = Z3List.declare(state);
    }
    if (def == null && BUILTIN_ARITY.containsKey(name)) {
      throw state.tokens.errorAt(line, column, "sort '" + name + "' takes " + BUILTIN_ARITY.get(name)
          + " arguments, got " + params.size());
    }
    if (def == null) {
      throw state.tokens.errorAt(line, column, "unknown sort '" + name + "'");
    }
    if (def.arity() != params.size()) {
      throw state.tokens.errorAt(line, column, "sort '" + name + "' takes " + def.arity()
          + " arguments, got " + params.size());
    }
    if (def.body() == null) {
      return Sort.of(name, params);
    }
    if (def.params().isEmpty()) {
      return def.body();
    }
    Map<String, Sort> env = new HashMap<>();
    for (int i = 0; i < params.size(); i++) {
      env.put(def.params().get(i), params.get(i));
    }
    return SortUnifier.substitute(def.body(), env);
  }

  private static Sort builtin(String name, List<Sort> params) {
    int n = params.size();
    return switch (name) {
      case "Bool" -> n == 0 ? Sort.BOOL : null;
      case "Int" -> n == 0 ? Sort.INT : null;
      case "Real" -> n == 0 ? Sort.REAL : null;
      case "String" -> n == 0 ? Sort.STRING : null;
      case "RegLan", "RoundingMode" -> n == 0 ? Sort.of(name) : null;
      case "Float16" -> n == 0 ? Sort.floatingPoint(5, 11) : null;
      case "Float32" -> n == 0 ? Sort.floatingPoint(8, 24) : null;
      case "Float64" -> n == 0 ? Sort.floatingPoint(11, 53) : null;
      case "Float128" -> n == 0 ? Sort.floatingPoint(15, 113) : null;
      // z3 reads (Array I1 ... In E) as an n-dimensional array
      case "Array" -> n >= 2 ? Sort.of(name, params) : null;
      case "Seq", "Set", "Bag", "Nullable", "FiniteSet" -> n == 1 ? Sort.of(name, params) : null;
      case "->" -> n >= 2 ? Sort.of(name, params) : null;
      // z3's other names: (=> A B) for an array, (RegEx String) for RegLan
      case "=>" -> n >= 2 ? Sort.of("Array", params) : null;
      case "RegEx" -> n == 1 && params.get(0) == Sort.STRING ? Sort.REGLAN : null;
      case "Tuple" -> Sort.of(name, params);
      case "UnitTuple" -> n == 0 ? Sort.of("Tuple", params) : null;
      // cvc5's abbreviations: a relation is a set of tuples, a table a bag of tuples
      case "Relation" -> Sort.of("Set", List.of(Sort.of("Tuple", params)));
      case "Table" -> Sort.of("Bag", List.of(Sort.of("Tuple", params)));
      default -> null;
    };
  }
}
