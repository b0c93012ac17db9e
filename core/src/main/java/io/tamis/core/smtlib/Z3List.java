package io.tamis.core.smtlib;

import io.tamis.core.script.Datatype;
import io.tamis.core.sort.Sort;
import java.util.List;

/**
 * z3's predefined {@code (List T)}: {@code nil}, {@code (insert (head T) (tail (List T)))}. A script
 * that uses the sort without declaring it gets it at its first use, as in z3.
 */
final class Z3List {
  private Z3List() {}

  static Declarations.SortDef declare(ReaderState state) {
    Sort t = Sort.parameter("T");
    Sort list = Sort.of("List", List.of(t));
    Datatype datatype = new Datatype("List", List.of("T"), List.of(new Datatype.Constructor("nil", List.of()),
        new Datatype.Constructor("insert", List.of(new Datatype.Field("head", t), new Datatype.Field("tail", list)))));
    Declarations.SortDef def = new Declarations.SortDef("List", 1, List.of(), null);
    state.sorts.put("List", def);
    DatatypeReader.register(state, datatype);
    return def;
  }
}
