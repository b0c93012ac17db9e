package io.tamis.core.reduce;

import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The other operators of an application's signature: the same indices and argument sorts, the same
 * result sort, a shorter name, accepted by every solver the finding runs (the table's solver tags).
 * Swapping tells a maintainer which operator matters: a crash that stays when set.intersect becomes
 * set.union is not about intersection.
 */
final class OperatorSwaps {
  private final SignatureTable table;
  private final Set<String> solvers;
  private final Map<List<Object>, List<TheoryOp>> cache = new HashMap<>();

  OperatorSwaps(SignatureTable table, Set<String> solvers) {
    this.table = table;
    this.solvers = solvers;
  }

  /** {@code a} with its operator swapped, shortest name first; empty for a declared function's application. */
  List<Term> of(Apply a) {
    if (!(a.op() instanceof TheoryOp op) || a.argCount() == 0) {
      return List.of();
    }
    Sort[] args = new Sort[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i).sort();
    }
    String[] indices = a.indices();
    List<Object> key = List.of(op.name(), Arrays.asList(indices), Arrays.asList(args), a.sort());
    List<TheoryOp> ops = cache.computeIfAbsent(key, k -> others(op, indices, args, a.sort()));
    List<Term> out = new ArrayList<>();
    Term[] same = new Term[a.argCount()];
    for (int i = 0; i < same.length; i++) {
      same[i] = a.arg(i);
    }
    for (TheoryOp other : ops) {
      out.add(a.factory().apply(other, indices, a.sort(), a.qualified(), same));
    }
    return out;
  }

  private List<TheoryOp> others(TheoryOp op, String[] indices, Sort[] args, Sort result) {
    List<TheoryOp> out = new ArrayList<>();
    for (TheoryOp other : table.ops()) {
      // Not from SMT-LIB's ite to z3's if: a synonym says nothing.
      boolean toExtension = standard(op) && !standard(other);
      if (other.name().length() < op.name().length() && !toExtension && fits(other, indices, args, result)) {
        out.add(other);
      }
    }
    // Core's first among names as short: (= 0 x) reads plainer than (< 0 x).
    out.sort(Comparator.comparingInt((TheoryOp o) -> o.name().length())
        .thenComparing(o -> o.signatures().stream().noneMatch(sig -> sig.theory().equals("Core")))
        .thenComparing(TheoryOp::name));
    return out;
  }

  private static boolean standard(TheoryOp op) {
    return op.signatures().stream().anyMatch(Signature::standard);
  }

  private boolean fits(TheoryOp other, String[] indices, Sort[] args, Sort result) {
    if (!solvers.isEmpty()) {
      return table.acceptedBy(other, indices, args, result, solvers);
    }
    var typing = table.resolve(other, indices, args, null, false);
    return typing.ok() && typing.sort().equals(result);
  }
}
