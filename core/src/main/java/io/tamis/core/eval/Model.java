package io.tamis.core.eval;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Datatype;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.Variable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An interpretation of a script's symbols: a body (over parameters) for each interpreted function or
 * constant, the abstract values of uninterpreted sorts, the universes the model states for them, and
 * the script's own definitions and datatypes. Symbols are matched by name and sorts, whatever
 * introduced them (declare-fun in the script, define-fun in the model). Immutable once built; build
 * with {@link #builder()} or read one with {@link ModelReader}.
 */
public final class Model {
  /** The body of {@code symbol} over {@code params}. */
  public record Definition(FunctionSymbol symbol, List<Variable> params, Term body) {
    public Definition {
      params = List.copyOf(params);
      if (params.size() != symbol.arity()) {
        throw new IllegalArgumentException(symbol.name() + " takes " + symbol.arity() + " arguments, the body "
            + params.size() + " parameters");
      }
    }
  }

  private final Map<FunctionSymbol, Definition> definitions;
  private final Map<String, Definition> byName;
  private final Map<FunctionSymbol, Value> constants;
  private final Map<Sort, List<Value>> universes;
  private final Map<String, Datatype> datatypes;

  private Model(Builder b) {
    this.definitions = Map.copyOf(b.definitions);
    this.byName = Map.copyOf(b.byName);
    this.universes = Map.copyOf(b.universes);
    this.datatypes = Map.copyOf(b.datatypes);
    Map<FunctionSymbol, Value> values = new HashMap<>(b.values);
    b.arrays.forEach((constant, function) -> {
      Definition d = definitions.get(key(function));
      if (d != null && d.params().size() == 1) {
        values.put(key(constant), ArrayValue.ofFunction(constant.result(), d));
      }
    });
    this.constants = Map.copyOf(values);
  }

  private Model(Model m, Map<FunctionSymbol, Definition> definitions, Map<String, Definition> byName) {
    this.definitions = definitions;
    this.byName = byName;
    this.universes = m.universes;
    this.datatypes = m.datatypes;
    this.constants = m.constants;
  }

  /**
   * This model and one more constant, {@code constant = value} (a closed term): how a generator
   * extends the model of a script it adds a fresh constant to.
   */
  public Model withConstant(FunctionSymbol constant, Term value) {
    Definition d = new Definition(constant, List.of(), value);
    Map<FunctionSymbol, Definition> defs = new HashMap<>(definitions);
    defs.put(key(constant), d);
    Map<String, Definition> names = new HashMap<>(byName);
    names.put(constant.name(), d);
    return new Model(this, Map.copyOf(defs), Map.copyOf(names));
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The definition of {@code f} (an interpretation of the model, or the script's define-fun), or null. */
  public Definition definition(FunctionSymbol f) {
    return definitions.get(key(f));
  }

  /** The model's definition of the function named {@code name} (such as z3's {@code div0}), or null. */
  public Definition named(String name) {
    return byName.get(name);
  }

  /**
   * The value of a constant that the model names rather than defines: abstract values, as-array and
   * z3's unlisted sets.
   */
  public Value constant(FunctionSymbol f) {
    return constants.get(key(f));
  }

  /** The elements of an uninterpreted sort as the model lists them, or null when it does not. */
  public List<Value> universe(Sort sort) {
    return universes.get(sort);
  }

  /** The datatype declaration of the script for a sort name, or null. */
  public Datatype datatype(String sortName) {
    return datatypes.get(sortName);
  }

  private static FunctionSymbol key(FunctionSymbol f) {
    return f.kind() == FunctionSymbol.Kind.DECLARED ? f
        : new FunctionSymbol(FunctionSymbol.Kind.DECLARED, f.name(), f.args(), f.result());
  }

  /** Collects a model; the first definition of a symbol wins (the script's come first). */
  public static final class Builder {
    private final Map<FunctionSymbol, Definition> definitions = new HashMap<>();
    private final Map<String, Definition> byName = new HashMap<>();
    private final Map<FunctionSymbol, Value> values = new HashMap<>();
    private final Map<FunctionSymbol, FunctionSymbol> arrays = new HashMap<>();
    private final Map<Sort, List<Value>> universes = new HashMap<>();
    private final Map<String, Datatype> datatypes = new HashMap<>();

    private Builder() {}

    /** The script's define-funs, {@code :named} terms and datatypes. */
    public Builder script(Script script) {
      ScriptDefinitions.addTo(this, script);
      return this;
    }

    public Builder define(FunctionSymbol f, List<Variable> params, Term body) {
      Definition d = new Definition(f, params, body);
      definitions.putIfAbsent(key(f), d);
      byName.putIfAbsent(f.name(), d);
      return this;
    }

    /** {@code constant} names an element of its (uninterpreted) sort. */
    public Builder abstractValue(FunctionSymbol constant) {
      return value(constant, new AbstractValue(constant.result(), constant.name()));
    }

    /** {@code constant} stands for a value the model names in a form of its own. */
    public Builder value(FunctionSymbol constant, Value value) {
      values.put(key(constant), value);
      return this;
    }

    /** {@code constant} is the array {@code (_ as-array function)}. */
    public Builder arrayOf(FunctionSymbol constant, FunctionSymbol function) {
      arrays.put(constant, function);
      return this;
    }

    /** The model says these abstract values are all the elements of {@code sort}. */
    public Builder universe(Sort sort, List<String> names) {
      universes.put(sort, names.stream().map(n -> (Value) new AbstractValue(sort, n)).toList());
      return this;
    }

    public Builder datatype(Datatype d) {
      datatypes.put(d.sortName(), d);
      return this;
    }

    public Model build() {
      return new Model(this);
    }
  }
}
