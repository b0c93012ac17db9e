package io.tamis.core.eval;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Datatype;
import io.tamis.core.term.Apply;
import java.util.HashMap;
import java.util.Map;

/**
 * Constructors, selectors and testers. A selector applied to a value of another constructor is not
 * specified by the standard, so it is unknown (solvers' models do not interpret it).
 */
final class DatatypeOps {
  private final Model model;
  private final Map<FunctionSymbol, Field> fields = new HashMap<>();

  /** Field {@code index} of {@code constructor}. */
  private record Field(String constructor, int index) {}

  DatatypeOps(Model model) {
    this.model = model;
  }

  Value apply(Apply term, FunctionSymbol s, Value[] args) {
    Value unknown = Values.firstUnknown(args);
    if (unknown != null) {
      return unknown;
    }
    return switch (s.kind()) {
      case CONSTRUCTOR -> new DatatypeValue(term.sort(), s.name(), args.clone());
      case TESTER -> BoolValue.of(args[0] instanceof DatatypeValue d && d.constructor().equals(s.name()));
      case UPDATER -> update(s, args[0], args[1]);
      default -> select(s, args[0]);
    };
  }

  /** The value with the updated field replaced; a value of another constructor stays as it is. */
  private Value update(FunctionSymbol updater, Value arg, Value value) {
    Field field = fields.computeIfAbsent(updater, this::field);
    if (!(arg instanceof DatatypeValue d) || field == null) {
      return Unknown.of("update of " + updater.name() + " on " + arg);
    }
    if (!d.constructor().equals(field.constructor())) {
      return d;
    }
    Value[] values = new Value[d.fieldCount()];
    for (int i = 0; i < values.length; i++) {
      values[i] = i == field.index() ? value : d.field(i);
    }
    return new DatatypeValue(d.sort(), d.constructor(), values);
  }

  private Value select(FunctionSymbol selector, Value arg) {
    Field field = fields.computeIfAbsent(selector, this::field);
    if (!(arg instanceof DatatypeValue d) || field == null) {
      return Unknown.of("selector " + selector.name() + " on " + arg);
    }
    if (!d.constructor().equals(field.constructor())) {
      return Unknown.of("(" + selector.name() + " " + d + ") selects a field of " + field.constructor());
    }
    return d.field(field.index());
  }

  private Field field(FunctionSymbol selector) {
    Datatype d = model.datatype(selector.args().get(0).name());
    if (d == null) {
      return null;
    }
    for (Datatype.Constructor c : d.constructors()) {
      for (int i = 0; i < c.fields().size(); i++) {
        if (c.fields().get(i).selector().equals(selector.name())) {
          return new Field(c.name(), i);
        }
      }
    }
    return null;
  }
}
