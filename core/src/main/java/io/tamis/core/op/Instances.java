package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Enumerates the instances of signatures over a given set of sorts: every way to give the
 * arguments sorts from the set so the result is in the set too (typefuzz's "argument sorts occur
 * in the seed"). Each candidate is confirmed by {@link SignatureTable#resolve}, the one typing rule.
 */
public final class Instances {
  private final SignatureTable table;
  private final List<Sort> sorts;
  private final Set<Sort> sortSet;
  private final int limit;

  /** {@code limit} caps the instances per signature (a guard against huge sort sets). */
  public Instances(SignatureTable table, Collection<Sort> sorts, int limit) {
    this.table = table;
    this.sorts = List.copyOf(sorts);
    this.sortSet = Set.copyOf(sorts);
    this.limit = limit;
  }

  /** Instances of {@code sig} with {@code arity} arguments and the given operator indices. */
  public List<Instance> of(TheoryOp op, Signature sig, int arity, long[] indices) {
    if (!SignatureMatcher.arityFits(sig, arity) || !sig.indexCountFits(indices.length)) {
      return List.of();
    }
    Bindings env = new Bindings(sig.sortSlots(), sig.indexSlots(), false);
    SignatureMatcher.bindOpIndices(sig, indices, env);
    List<Instance> out = new ArrayList<>();
    String[] idx = Arrays.stream(indices).mapToObj(Long::toString).toArray(String[]::new);
    extend(op, sig, idx, new Sort[arity], 0, env, out);
    return out;
  }

  private void extend(TheoryOp op, Signature sig, String[] idx, Sort[] args, int pos, Bindings env,
      List<Instance> out) {
    if (out.size() >= limit) {
      return;
    }
    if (pos == args.length) {
      Typing typing = table.resolve(op, idx, args, null, false);
      if (typing.ok() && sortSet.contains(typing.sort())) {
        out.add(new Instance(op, sig, List.of(idx), List.of(args), typing.sort()));
      }
      return;
    }
    SortPattern pattern = sig.argPattern(pos, args.length);
    for (Sort s : sorts) {
      Bindings next = env.copy();
      if (pattern.match(s, next)) {
        args[pos] = s;
        extend(op, sig, idx, args, pos + 1, next, out);
      }
    }
  }

}
