package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.List;

/**
 * A symbol the script introduces: a declared or defined function (a constant when it has no
 * arguments), a datatype constructor, selector or tester, or a {@code :named} term. Instances are
 * interned by their {@code TermFactory}, so equality is identity.
 */
public record FunctionSymbol(Kind kind, String name, List<Sort> args, Sort result) implements Operator {

  /**
   * What introduced the symbol. An {@code UPDATER} is cvc5's {@code (_ update s)} for selector
   * {@code s} (its name): {@code ((_ update s) t v)} is {@code t} with that field set to {@code v}.
   * An {@code INDEXED} symbol is an indexed identifier naming a function, such as z3's
   * {@code (_ map or)}; its name is the identifier as written.
   */
  public enum Kind { DECLARED, DEFINED, DEFINED_REC, CONSTRUCTOR, SELECTOR, TESTER, NAMED, UPDATER, INDEXED }

  public FunctionSymbol {
    args = List.copyOf(args);
    if (kind == Kind.TESTER && (args.size() != 1 || result != Sort.BOOL)) {
      throw new IllegalArgumentException("a tester takes one datatype argument and returns Bool: " + name);
    }
  }

  public int arity() {
    return args.size();
  }

  /** Stable across runs (an enum's own hash is not), so interning order is reproducible. */
  @Override
  public int hashCode() {
    return (name.hashCode() * 31 + args.hashCode()) * 31 + result.hashCode() + kind.ordinal();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FunctionSymbol f && kind == f.kind && name.equals(f.name) && result == f.result
        && args.equals(f.args);
  }
}
