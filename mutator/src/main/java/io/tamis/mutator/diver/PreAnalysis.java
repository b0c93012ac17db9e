package io.tamis.mutator.diver;

import io.tamis.core.eval.BoolValue;
import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Rational;
import io.tamis.core.eval.Value;
import io.tamis.core.term.Annotation;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import io.tamis.mutator.Position;
import io.tamis.mutator.ValueTerms;

/**
 * The SAT-preserving constraint at one occurrence, computed down its path from the assertion (which
 * must stay true) using the model's values of the siblings: and/or/not/=>/ite pass Boolean
 * requirements down or release them, comparisons turn them into intervals, + and - shift intervals;
 * every other operator pins its arguments to their values. The constraints only weight the choice
 * of a position: acceptance always evaluates the whole mutated assertion.
 */
final class PreAnalysis {
  private final Evaluator evaluator;

  PreAnalysis(Evaluator evaluator) {
    this.evaluator = evaluator;
  }

  Constraint at(Position p) {
    Constraint c = Constraint.TRUE;
    for (int k = 0; k + 1 < p.path().size(); k++) {
      Term parent = p.path().get(k);
      if (c instanceof Constraint.Top || c instanceof Constraint.Unknown) {
        return c;
      }
      if (parent instanceof Annotation) {
        continue;
      }
      if (!(parent instanceof Apply a)) {
        return Constraint.UNKNOWN;
      }
      c = step(a, p.childIndex()[k], c);
    }
    return c;
  }

  private Constraint step(Apply a, int i, Constraint c) {
    if (c instanceof Constraint.Truth t) {
      return bool(a, i, t.value());
    }
    if (c instanceof Constraint.Range r) {
      return arith(a, i, r.interval());
    }
    return keep(a.arg(i));
  }

  private Constraint bool(Apply a, int i, boolean want) {
    return switch (a.name()) {
      case "not" -> want ? Constraint.FALSE : Constraint.TRUE;
      case "and" -> want ? Constraint.TRUE : (anyOther(a, i, false) ? Constraint.TOP : Constraint.FALSE);
      case "or" -> !want ? Constraint.FALSE : (anyOther(a, i, true) ? Constraint.TOP : Constraint.TRUE);
      case "=>" -> a.argCount() == 2 ? implies(a, i, want) : keep(a.arg(i));
      case "ite" -> ite(a, i, want);
      case "<", "<=", ">", ">=", "=", "distinct" -> compare(a, i, want);
      default -> keep(a.arg(i));
    };
  }

  private Constraint implies(Apply a, int i, boolean want) {
    if (!want) {
      return i == 0 ? Constraint.TRUE : Constraint.FALSE;
    }
    return i == 0 ? (is(a.arg(1), true) ? Constraint.TOP : Constraint.FALSE)
        : (is(a.arg(0), false) ? Constraint.TOP : Constraint.TRUE);
  }

  private Constraint ite(Apply a, int i, boolean want) {
    Value cond = evaluator.evaluate(a.arg(0));
    if (!(cond instanceof BoolValue b)) {
      return Constraint.UNKNOWN;
    }
    if (i == 0) {
      return is(a.arg(1), want) && is(a.arg(2), want) ? Constraint.TOP : keep(a.arg(0));
    }
    return (i == 1) == (b == BoolValue.TRUE) ? (want ? Constraint.TRUE : Constraint.FALSE) : Constraint.TOP;
  }

  /** A binary comparison over numbers: the child's interval given the other side's value. */
  private Constraint compare(Apply a, int i, boolean want) {
    Rational other = a.argCount() == 2 ? number(a.arg(1 - i)) : null;
    if (other == null) {
      return keep(a.arg(i));
    }
    String op = i == 0 ? a.name() : mirror(a.name());
    if (!want) {
      op = negate(op);
    }
    return new Constraint.Range(switch (op) {
      case "<", "<=" -> new Interval(null, other);
      case ">", ">=" -> new Interval(other, null);
      case "=" -> Interval.point(other);
      default -> Interval.ALL;
    });
  }

  private static String mirror(String op) {
    return switch (op) {
      case "<" -> ">";
      case "<=" -> ">=";
      case ">" -> "<";
      case ">=" -> "<=";
      default -> op;
    };
  }

  private static String negate(String op) {
    return switch (op) {
      case "<" -> ">=";
      case "<=" -> ">";
      case ">" -> "<=";
      case ">=" -> "<";
      case "=" -> "distinct";
      default -> "=";
    };
  }

  private Constraint arith(Apply a, int i, Interval want) {
    if (a.name().equals("+")) {
      Rational others = Rational.ZERO;
      for (int j = 0; j < a.argCount(); j++) {
        Rational v = j == i ? Rational.ZERO : number(a.arg(j));
        if (v == null) {
          return Constraint.POINT;
        }
        others = others.add(v);
      }
      return new Constraint.Range(want.shift(others.negate()));
    }
    if (a.name().equals("-") && a.argCount() <= 2) {
      Rational x = a.argCount() == 1 ? Rational.ZERO : number(a.arg(0));
      Rational y = a.argCount() == 1 ? null : number(a.arg(1));
      if (a.argCount() == 1 || i == 1) {
        return x == null ? Constraint.POINT : new Constraint.Range(want.subtractedFrom(x));
      }
      return y == null ? Constraint.POINT : new Constraint.Range(want.shift(y));
    }
    return Constraint.POINT;
  }

  /** The child must keep its value: for a Boolean its truth, else its point. */
  private Constraint keep(Term child) {
    Value v = evaluator.evaluate(child);
    if (v instanceof BoolValue b) {
      return b == BoolValue.TRUE ? Constraint.TRUE : Constraint.FALSE;
    }
    return v.isUnknown() ? Constraint.UNKNOWN : Constraint.POINT;
  }

  private boolean anyOther(Apply a, int i, boolean value) {
    for (int j = 0; j < a.argCount(); j++) {
      if (j != i && is(a.arg(j), value)) {
        return true;
      }
    }
    return false;
  }

  private boolean is(Term t, boolean value) {
    return evaluator.evaluate(t) == (value ? BoolValue.TRUE : BoolValue.FALSE);
  }

  private Rational number(Term t) {
    return ValueTerms.rational(evaluator.evaluate(t));
  }
}
