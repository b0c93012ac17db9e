package io.tamis.mutator;

import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import java.util.Set;

/**
 * Keeps mutants of linear-arithmetic seeds linear: z3 and cvc5 reject a product of two
 * non-constant terms, or a division by a non-constant, in a linear logic.
 */
public final class Linearity {
  private static final Set<String> NONLINEAR = Set.of("*", "/", "div", "mod");

  private Linearity() {}

  /** True when {@code op} applied to {@code args} stays linear. */
  public static boolean allows(String op, Term[] args) {
    if (!NONLINEAR.contains(op)) {
      return true;
    }
    if (op.equals("*")) {
      int variable = 0;
      for (Term a : args) {
        variable += isConstant(a) ? 0 : 1;
      }
      return variable <= 1;
    }
    for (int i = 1; i < args.length; i++) {
      if (!isConstant(args[i]) || isZero(args[i])) {
        return false;
      }
    }
    return true;
  }

  /** True when a node, rebuilt by a mutation somewhere below it, is still linear. */
  public static boolean holdsAt(Term t) {
    if (!(t instanceof Apply a) || !NONLINEAR.contains(a.name())) {
      return true;
    }
    Term[] args = new Term[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i);
    }
    return allows(a.name(), args);
  }

  /**
   * What z3 counts as a constant factor: a numeral or decimal, its negation, or a division of two
   * such (not {@code (- 1 3)}, {@code (+ 1 2)}, nested divisions or {@code to_real}).
   */
  static boolean isConstant(Term t) {
    if (t instanceof Apply a && a.name().equals("/") && a.argCount() == 2) {
      return isSignedLiteral(a.arg(0)) && isSignedLiteral(a.arg(1));
    }
    return isSignedLiteral(t);
  }

  private static boolean isSignedLiteral(Term t) {
    if (t instanceof Apply a && a.name().equals("-") && a.argCount() == 1) {
      return isLiteral(a.arg(0));
    }
    return isLiteral(t);
  }

  private static boolean isLiteral(Term t) {
    return t instanceof Constant c && (c.kind() == ConstantKind.NUMERAL || c.kind() == ConstantKind.DECIMAL);
  }

  private static boolean isZero(Term t) {
    return t instanceof Constant c && c.text().matches("0+(\\.0*)?");
  }
}
