package io.smtfuzz.core.reduce;

import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.core.op.TheoryOp;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.ConstantKind;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.core.term.TermFactory;
import java.util.List;

/** The simplest literals of a sort: what a sub-term is first replaced by. */
final class Literals {
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
      return List.of(factory.constant(ConstantKind.BITVEC_NUMERAL, "bv0", sort));
    }
    return List.of();
  }

  private Term nullary(String name, Sort sort) {
    TheoryOp op = table.op(name);
    return factory.apply(op, sort);
  }
}
