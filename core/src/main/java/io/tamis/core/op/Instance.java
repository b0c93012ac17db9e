package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.List;

/** A signature at concrete sorts (and indices): what a generator needs to build an application. */
public record Instance(TheoryOp op, Signature signature, List<String> indices, List<Sort> args, Sort result) {
  public Instance {
    indices = List.copyOf(indices);
    args = List.copyOf(args);
  }

  public String[] indexArray() {
    return indices.toArray(new String[0]);
  }
}
