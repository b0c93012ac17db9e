package io.tamis.core.eval;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Theory operators by name with their evaluation rules. Operators the standard leaves partly to the
 * model (division by zero) are registered with the name of the model function that completes them.
 * Operators without a rule evaluate to {@link Unknown}.
 */
final class Operations {
  private static final Operations STANDARD = build();

  /** A partial rule: where {@code undefined} holds, the value is the model function's. */
  record Partial(String modelFunction, Predicate<Call> undefined) {}

  private final Map<String, Operation> rules = new HashMap<>();
  private final Map<String, Partial> partial = new HashMap<>();

  static Operations standard() {
    return STANDARD;
  }

  private static Operations build() {
    Operations ops = new Operations();
    CoreOps.register(ops);
    ArithOps.register(ops);
    BitVecOps.register(ops);
    StringOps.register(ops);
    RegexOps.register(ops);
    ArrayOps.register(ops);
    FloatOps.register(ops);
    SetOps.register(ops);
    SeqOps.register(ops); // after StringOps: it widens the str. rules to sequences
    return ops;
  }

  void add(Operation rule, String... names) {
    for (String name : names) {
      if (rules.put(name, rule) != null) {
        throw new IllegalStateException("two rules for " + name);
      }
    }
  }

  /** {@code rule} instead of the one {@code name} has (a rule widened to more sorts). */
  void replace(String name, Operation rule) {
    if (rules.put(name, rule) == null) {
      throw new IllegalStateException("no rule to replace for " + name);
    }
  }

  void addPartial(String name, String modelFunction, Predicate<Call> undefined, Operation rule) {
    add(rule, name);
    partial.put(name, new Partial(modelFunction, undefined));
  }

  Operation rule(String name) {
    return rules.get(name);
  }

  Partial partial(String name) {
    return partial.get(name);
  }
}
