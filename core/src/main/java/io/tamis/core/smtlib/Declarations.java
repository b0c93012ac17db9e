package io.tamis.core.smtlib;

import io.tamis.core.script.Datatype;
import io.tamis.core.sort.Sort;
import java.util.List;

/** Entries of the reader's global namespaces besides plain function symbols. */
final class Declarations {
  private Declarations() {}

  /** A declared sort or datatype ({@code body == null}) or a define-sort alias. */
  record SortDef(String name, int arity, List<String> params, Sort body) {}

  /**
   * Datatype symbols or declared functions that share a name: cvc5 reads overloaded symbols and
   * picks one by the argument sorts.
   */
  record Overloads(List<Object> entries) {
    static Object add(Object existing, Object entry) {
      if (existing instanceof Overloads o) {
        List<Object> all = new java.util.ArrayList<>(o.entries());
        all.add(entry);
        return new Overloads(List.copyOf(all));
      }
      boolean overloadable = existing instanceof Constructor || existing instanceof Selector
          || existing instanceof io.tamis.core.op.FunctionSymbol f && f.arity() > 0;
      return overloadable ? new Overloads(List.of(existing, entry)) : entry;
    }

    static List<Object> of(Object entry) {
      return entry instanceof Overloads o ? o.entries() : entry == null ? List.of() : List.of(entry);
    }
  }

  /** Constructor {@code index} of a datatype. */
  record Constructor(Datatype datatype, int index) {
    Datatype.Constructor decl() {
      return datatype.constructors().get(index);
    }
  }

  /** Field {@code field} of constructor {@code constructor} of a datatype. */
  record Selector(Datatype datatype, int constructor, int field) {
    Datatype.Field decl() {
      return datatype.constructors().get(constructor).fields().get(field);
    }
  }
}
