package io.tamis.mutator;

import io.tamis.core.gen.Generator;
import io.tamis.core.op.SignatureTable;
import io.tamis.mutator.opfuzz.OpFuzz;
import io.tamis.mutator.opfuzz.OperatorClasses;
import io.tamis.mutator.typefuzz.TypeFuzz;
import java.util.List;
import java.util.Set;

/**
 * Test helper: the mutators under test with the differential z3+cvc5 configuration; typefuzz twice,
 * in the seeds' own logics and widened.
 */
final class Generators {
  private Generators() {}

  static List<Generator> all() {
    Set<String> solvers = Set.of("z3", "cvc5");
    return List.of(new TypeFuzz(SignatureTable.standard(), solvers, 10, 0),
        new TypeFuzz(SignatureTable.standard(), solvers, 10, 1),
        new OpFuzz(SignatureTable.standard(), OperatorClasses.standard(), solvers, 2));
  }
}
