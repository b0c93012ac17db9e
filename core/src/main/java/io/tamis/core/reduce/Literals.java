package io.tamis.core.reduce;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The simplest literals of a sort: what a sub-term is first replaced by. */
final class Literals {
  /** One character of a string literal's text: a backslash-u escape (braced or four digits), or a plain one. */
  private static final Pattern CHARACTER =
      Pattern.compile("\\\\u\\{[0-9a-fA-F]{1,5}\\}|\\\\u[0-9a-fA-F]{4}|.", Pattern.DOTALL);

  private final TermFactory factory;
  private final SignatureTable table;

  Literals(TermFactory factory, SignatureTable table) {
    this.factory = factory;
    this.table = table;
  }

  /** Literals of {@code sort}, simplest first; empty for sorts without a simple one (arrays, floats ...). */
  List<Term> of(Sort sort) {
    if (sort.equals(Sort.BOOL)) {
      return List.of(nullary("false", sort), nullary("true", sort));
    }
    if (sort.equals(Sort.INT)) {
      return List.of(factory.constant(ConstantKind.NUMERAL, "0", sort));
    }
    if (sort.equals(Sort.REAL)) {
      return List.of(factory.constant(ConstantKind.DECIMAL, "0.0", sort));
    }
    if (sort.equals(Sort.STRING)) {
      return List.of(factory.constant(ConstantKind.STRING, "", sort));
    }
    if (sort.equals(Sort.REGLAN)) {
      return List.of(nullary("re.none", sort));
    }
    if (sort.equals(Sort.ROUNDING_MODE)) {
      return List.of(nullary("RNE", sort));
    }
    if (sort.name().equals("BitVec") && sort.indexCount() == 1) {
      return List.of(zero(sort));
    }
    return List.of();
  }

  /** The shortest zero of a bit-vector sort: #b00 at width 2, #x00 at 8, (_ bv0 32) at 32. */
  private Term zero(Sort sort) {
    int width = sort.width();
    int indexed = "(_ bv0 )".length() + String.valueOf(width).length();
    if (width % 4 == 0 && width / 4 + 2 <= Math.min(indexed, width + 2)) {
      return factory.constant(ConstantKind.HEXADECIMAL, "#x" + "0".repeat(width / 4), sort);
    }
    if (width + 2 <= indexed) {
      return factory.constant(ConstantKind.BINARY, "#b" + "0".repeat(width), sort);
    }
    return factory.constant(ConstantKind.BITVEC_NUMERAL, "bv0", sort);
  }

  /**
   * For a string literal of two characters or more: its first character and its first half, cut
   * between SMT-LIB characters (a backslash-u escape is one).
   */
  List<Term> prefixes(Term t) {
    if (!(t instanceof Constant c) || c.kind() != ConstantKind.STRING) {
      return List.of();
    }
    List<Integer> ends = characterEnds(c.text());
    if (ends.size() < 2) {
      return List.of();
    }
    List<Term> out = new ArrayList<>();
    out.add(factory.constant(ConstantKind.STRING, c.text().substring(0, ends.get(0)), Sort.STRING));
    if (ends.size() >= 4) {
      String half = c.text().substring(0, ends.get(ends.size() / 2 - 1));
      out.add(factory.constant(ConstantKind.STRING, half, Sort.STRING));
    }
    return out;
  }

  /** Where each SMT-LIB character of a string literal's text ends. */
  private static List<Integer> characterEnds(String text) {
    List<Integer> ends = new ArrayList<>();
    Matcher m = CHARACTER.matcher(text);
    while (m.find()) {
      ends.add(m.end());
    }
    return ends;
  }

  private Term nullary(String name, Sort sort) {
    TheoryOp op = table.op(name);
    return factory.apply(op, sort);
  }
}
