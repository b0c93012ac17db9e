package io.tamis.mutator.diver;

import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.gen.Generator;
import io.tamis.core.gen.SeedScript;
import io.tamis.core.gen.TestStream;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.LogicTheories;
import io.tamis.mutator.OperatorPool;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.ValueTerms;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;

/**
 * diver (Kim et al., ESEC/FSE 2023): mutation under the seed's model. Every mutant keeps the model
 * (extended by Complicate's fresh constants) and is therefore satisfiable: an unsat answer is a
 * soundness bug of that solver, with one solver or many. Needs the solvers' answer to the seed,
 * with its model: see {@link DiverStream}.
 */
public final class Diver implements Generator {
  /**
   * Over all of this generator's streams: seeds whose model tamis's evaluator confirmed (the
   * others give no mutant), mutation attempts, and accepted mutants (true under the model).
   */
  public record Counts(LongAdder seeds, LongAdder attempts, LongAdder accepted) {}

  private final SignatureTable table;
  private final Set<String> solvers;
  private final Counts counts = new Counts(new LongAdder(), new LongAdder(), new LongAdder());

  /** @param solvers the solvers under test: only operators all of them accept are generated */
  public Diver(SignatureTable table, Set<String> solvers) {
    this.table = table;
    this.solvers = Set.copyOf(solvers);
  }

  @Override
  public String name() {
    return "diver";
  }

  @Override
  public boolean learns() {
    return true;
  }

  @Override
  public TestStream open(SeedScript seed, long campaignSeed) {
    // Weak interning: half of the attempts are rejected and a stream lives for up to 1,000 mutants.
    PreparedSeed prepared = PreparedSeed.of(seed.script(), TermFactory.weak());
    OperatorPool operators = OperatorPool.of(table, prepared, solvers);
    boolean linear = LogicTheories.linear(prepared.logic());
    Complicate complicate = new Complicate(prepared.factory(), table, linear);
    String prefix = FreshNames.prefix(prepared.factory(), "diver_");
    return new DiverStream(name(), seed, campaignSeed, prepared, prefix, counts.seeds(),
        model -> new DiverMutation(new RandomTerms(prepared.factory(), operators, leaves(prepared, model), linear),
            complicate, table, linear, counts));
  }

  /** What acceptance under the model let through so far: for the campaign summary. */
  public Counts counts() {
    return counts;
  }

  /** The seed's closed atoms by sort, with the model's values of its Int and Real constants and 0, 1. */
  private Map<Sort, List<Term>> leaves(PreparedSeed prepared, Model model) {
    ValueTerms values = new ValueTerms(prepared.factory(), table);
    Evaluator evaluator = new Evaluator(model);
    Map<Sort, Set<Term>> out = new LinkedHashMap<>();
    for (Sort sort : prepared.sorts()) {
      Set<Term> atoms = out.computeIfAbsent(sort, k -> new LinkedHashSet<>());
      for (Term t : prepared.terms(sort)) {
        if (t.argCount() == 0 && t.isClosed()) {
          atoms.add(t);
          Term value = t instanceof Apply && (sort.equals(Sort.INT) || sort.equals(Sort.REAL))
              ? values.of(evaluator.evaluate(t)) : null;
          if (value != null) {
            atoms.add(value);
          }
        }
      }
      if (sort.equals(Sort.INT)) {
        atoms.add(values.integer(BigInteger.ZERO));
        atoms.add(values.integer(BigInteger.ONE));
      }
    }
    Map<Sort, List<Term>> lists = new LinkedHashMap<>();
    out.forEach((sort, atoms) -> lists.put(sort, new ArrayList<>(atoms)));
    return lists;
  }
}
