package io.tamis.core.smtlib;

import io.tamis.core.smtlib.Applications.Head;
import io.tamis.core.sort.Sort;
import io.tamis.core.sort.SortKind;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.regex.Pattern;

/**
 * Literals written as symbols: the negative numbers z3 and cvc5 read ({@code -1}, {@code -2.5},
 * {@code -1/3}) and cvc5's finite-field elements {@code (as ff3 (_ FiniteField 7))}.
 */
final class Literal {
  private static final Pattern NEGATIVE = Pattern.compile("-[0-9]+(\\.[0-9]*|/[0-9]+)?");
  private static final Pattern FIELD = Pattern.compile("ff-?[0-9]+");

  private Literal() {}

  /** The literal {@code head} names, or null when it names none; numerals get {@code numeralSort}. */
  static Term of(TermFactory factory, Head head, Sort numeralSort) {
    String name = head.name();
    Sort as = head.asSort();
    if (as != null && as.kind() == SortKind.FINITE_FIELD && FIELD.matcher(name).matches()) {
      return factory.constant(ConstantKind.FIELD, name, as);
    }
    if (as != null || !NEGATIVE.matcher(name).matches() || name.matches(".*/0+")) {
      return null;
    }
    if (name.indexOf('/') >= 0) {
      return factory.constant(ConstantKind.RATIONAL, name, Sort.REAL);
    }
    return name.indexOf('.') >= 0 ? factory.constant(ConstantKind.DECIMAL, name, Sort.REAL)
        : factory.constant(ConstantKind.NUMERAL, name, numeralSort);
  }
}
