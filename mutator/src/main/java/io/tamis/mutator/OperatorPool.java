package io.tamis.mutator;

import io.tamis.core.op.Instance;
import io.tamis.core.op.Instances;
import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.SortPattern;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The operator instances typefuzz may use on one seed, by result sort: signatures of the seed's
 * theories that every configured solver accepts, at argument sorts that occur in the seed; and the
 * theories' constants of the seed's sorts ({@code re.none}, {@code RTZ}, {@code (_ NaN 8 24)}).
 */
public final class OperatorPool {
  /**
   * Operators whose arguments must be literals for cvc5, or that only make sense as written;
   * {@code re.range} gets one-character literals from typefuzz.
   */
  private static final Set<String> EXCLUDED = Set.of("const", "^");
  /**
   * Operators whose bounds must be numerals as arguments (z3's {@code (re.loop r 1 3)}); their indexed
   * forms ({@code ((_ re.loop 1 3) r)}, {@code ((_ re.^ 2) r)}) take the pool's small index values,
   * empty loops like {@code (_ re.loop 2 1)} too.
   */
  private static final Set<String> INDEXED_ONLY = Set.of("re.loop", "re.^");
  private static final int PER_SIGNATURE = 64;

  /** Pools depend only on (table, sorts, theories, solvers): seeds of one logic share them. */
  private static final Map<List<Object>, OperatorPool> CACHE = new java.util.concurrent.ConcurrentHashMap<>();
  private static final int CACHE_LIMIT = 4096;

  private final Map<Sort, List<Instance>> byResult = new HashMap<>();
  private final Map<Sort, List<Instance>> constants = new HashMap<>();
  private final List<Instance> all = new ArrayList<>();

  private OperatorPool() {}

  public static OperatorPool of(SignatureTable table, PreparedSeed seed, Set<String> solvers) {
    return of(table, seed, Set.of(), solvers);
  }

  /** As {@link #of(SignatureTable, PreparedSeed, Set)}, with arguments of {@code moreSorts} too. */
  public static OperatorPool of(SignatureTable table, PreparedSeed seed, Set<Sort> moreSorts, Set<String> solvers) {
    Set<Sort> sorts = new LinkedHashSet<>(seed.sorts());
    sorts.addAll(moreSorts);
    sorts.add(Sort.BOOL);
    Set<String> theories = LogicTheories.of(seed.logic());
    List<Object> key = List.of(table, Set.copyOf(sorts), theories, Set.copyOf(solvers));
    OperatorPool cached = CACHE.get(key);
    if (cached != null) {
      return cached;
    }
    OperatorPool pool = build(table, sorts, theories, solvers);
    if (CACHE.size() >= CACHE_LIMIT) {
      CACHE.clear();
    }
    CACHE.put(key, pool);
    return pool;
  }

  /**
   * The operators of {@code theories} at {@code sorts} that every one of {@code solvers} accepts,
   * for a generator that is not bound to a seed (the theory generators).
   */
  public static OperatorPool of(SignatureTable table, Set<Sort> sorts, Set<String> theories, Set<String> solvers) {
    Set<Sort> with = new LinkedHashSet<>(sorts);
    with.add(Sort.BOOL);
    return build(table, with, theories, solvers);
  }

  private static OperatorPool build(SignatureTable table, Set<Sort> sorts, Set<String> theories, Set<String> solvers) {
    OperatorPool pool = new OperatorPool();
    Instances instances = new Instances(table, sorts, PER_SIGNATURE);
    long[] indexValues = indexValues(sorts);
    for (TheoryOp op : table.ops()) {
      if (EXCLUDED.contains(op.name())) {
        continue;
      }
      for (Signature sig : op.signatures()) {
        if (!usable(sig, theories, solvers, sorts)) {
          continue;
        }
        if (sig.args().isEmpty()) {
          pool.addConstants(sig, instancesOf(instances, op, sig, indexValues));
        } else if (sig.indexCount() > 0 || !INDEXED_ONLY.contains(op.name())) {
          pool.addAll(instancesOf(instances, op, sig, indexValues));
        }
      }
    }
    return pool.frozen();
  }

  /** Every instance and constant, in the order built (the table's order). */
  public List<Instance> all() {
    return List.copyOf(all);
  }

  /** Instances whose result is {@code sort}. */
  public List<Instance> producing(Sort sort) {
    return byResult.getOrDefault(sort, List.of());
  }

  /**
   * Constants of {@code sort}: leaves the seed may lack (an empty language, a NaN) where bugs hide
   * in the special cases.
   */
  public List<Instance> constants(Sort sort) {
    return constants.getOrDefault(sort, List.of());
  }

  /** Not Core's true and false: a Boolean leaf made constant mostly cuts off the seed's structure. */
  private void addConstants(Signature sig, List<Instance> list) {
    if (!sig.theory().equals("Core")) {
      for (Instance i : list) {
        constants.computeIfAbsent(i.result(), k -> new ArrayList<>()).add(i);
        all.add(i);
      }
    }
  }

  private void addAll(List<Instance> list) {
    for (Instance i : list) {
      if (!overRegLan(i)) {
        byResult.computeIfAbsent(i.result(), k -> new ArrayList<>()).add(i);
        all.add(i);
      }
    }
  }

  /** cvc5 1.0.3 supports neither ite nor equality over regular expressions. */
  private static boolean overRegLan(Instance i) {
    return Set.of("=", "distinct", "ite").contains(i.op().name()) && i.args().contains(REGLAN);
  }

  private static final Sort REGLAN = Sort.of("RegLan");

  private OperatorPool frozen() {
    byResult.replaceAll((k, v) -> List.copyOf(v));
    constants.replaceAll((k, v) -> List.copyOf(v));
    return this;
  }

  private static boolean usable(Signature sig, Set<String> theories, Set<String> solvers, Set<Sort> sorts) {
    if (!theories.contains(sig.theory()) || !sig.solvers().containsAll(solvers)) {
      return false;
    }
    for (SortPattern p : sig.args()) {
      if (p instanceof SortPattern.Fixed f && !sorts.contains(f.sort())) {
        return false;
      }
      if (p instanceof SortPattern.Constructed c && sorts.stream().noneMatch(s -> s.name().equals(c.name()))) {
        return false;
      }
    }
    return true;
  }

  private static List<Instance> instancesOf(Instances instances, TheoryOp op, Signature sig, long[] values) {
    List<Instance> out = new ArrayList<>();
    int[] arities = sig.isVariadic() ? new int[] {2, 3} : new int[] {sig.args().size()};
    for (int arity : arities) {
      if (sig.indexCount() == 0) {
        out.addAll(instances.of(op, sig, arity, new long[0]));
      } else {
        for (long[] idx : indexTuples(values, sig.indexCount())) {
          out.addAll(instances.of(op, sig, arity, idx));
        }
      }
    }
    return out;
  }

  /** Index values worth trying: small ones and those that relate the seed's widths. */
  private static long[] indexValues(Set<Sort> sorts) {
    Set<Long> values = new java.util.TreeSet<>(List.of(0L, 1L, 2L));
    List<Long> widths = new ArrayList<>();
    for (Sort s : sorts) {
      for (int i = 0; i < s.indexCount(); i++) {
        try {
          widths.add(Long.parseLong(s.index(i)));
        } catch (NumberFormatException e) {
          // symbolic indices carry no width
        }
      }
    }
    for (long a : widths) {
      values.add(a);
      values.add(a - 1);
      for (long b : widths) {
        values.add(Math.abs(a - b));
        values.add(a + b);
      }
    }
    values.removeIf(v -> v < 0 || v > 256);
    return values.stream().mapToLong(Long::longValue).toArray();
  }

  private static List<long[]> indexTuples(long[] values, int count) {
    List<long[]> out = new ArrayList<>();
    if (count == 1) {
      for (long v : values) {
        out.add(new long[] {v});
      }
    } else if (count == 2) {
      for (long a : values) {
        for (long b : values) {
          out.add(new long[] {a, b});
        }
      }
    }
    return out;
  }
}
