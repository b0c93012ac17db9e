package io.tamis.mutator.diver;

import io.tamis.core.eval.BoolValue;
import io.tamis.core.eval.Evaluator;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.mutator.Linearity;
import io.tamis.mutator.Position;
import io.tamis.mutator.Positions;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * One diver mutation of a candidate: choose an occurrence, weighted by how loose its SAT-preserving
 * constraint is; replace it by a random term of its sort (Complicate it with probability 1/2);
 * accept only when the changed assertion evaluates to true under the (extended) model, so the
 * mutant is satisfiable by construction. Up to {@link #ATTEMPTS} tries.
 */
final class DiverMutation {
  static final int ATTEMPTS = 50;
  /** Occurrences drawn uniformly per attempt, of which one is kept in proportion to its weight. */
  private static final int SAMPLES = 8;

  private final RandomTerms terms;
  private final Complicate complicate;
  private final SignatureTable table;
  private final boolean linear;
  private final Diver.Counts counts;

  DiverMutation(RandomTerms terms, Complicate complicate, SignatureTable table, boolean linear, Diver.Counts counts) {
    this.terms = terms;
    this.complicate = complicate;
    this.table = table;
    this.linear = linear;
    this.counts = counts;
  }

  /** @param name the name of the k-th fresh constant of this mutant */
  Optional<Candidate> mutate(Candidate base, RandomSource random, IntFunction<String> name) {
    Evaluator evaluator = new Evaluator(base.model());
    PreAnalysis pre = new PreAnalysis(evaluator);
    int checkSat = firstCheckSat(base.script());
    for (int a = 0; a < ATTEMPTS; a++) {
      counts.attempts().increment();
      Position p = choose(base.script(), pre, checkSat, random);
      if (p == null) {
        return Optional.empty();
      }
      Term r = terms.of(p.target().sort(), p, random);
      if (r == null || r == p.target()) {
        continue;
      }
      Optional<Candidate> mutant = build(base, p, r, evaluator, random, name);
      if (mutant.isPresent()) {
        counts.accepted().increment();
        return mutant;
      }
    }
    return Optional.empty();
  }

  private Optional<Candidate> build(Candidate base, Position p, Term r, Evaluator evaluator, RandomSource random,
      IntFunction<String> name) {
    Complicate.Result c = random.chance(0.5) && p.scope().isEmpty()
        ? complicate.apply(r, base.model(), evaluator, name, random) : null;
    Optional<Script> replaced = p.replace(base.script(), c == null ? r : c.term(),
        linear ? Linearity::holdsAt : t -> true);
    if (replaced.isEmpty()) {
      return Optional.empty();
    }
    Term assertion = ((Command.Assert) replaced.get().commands().get(p.command())).term();
    if (c == null) {
      return evaluator.evaluate(assertion) == BoolValue.TRUE ? Optional.of(new Candidate(replaced.get(), base.model()))
          : Optional.empty();
    }
    List<Term> conjuncts = new ArrayList<>(List.of(assertion));
    conjuncts.addAll(c.bounds());
    Term bounded = base.script().factory().apply(table.op("and"), Sort.BOOL, conjuncts.toArray(Term[]::new));
    if (Evaluator.evaluate(bounded, c.model()) != BoolValue.TRUE) {
      return Optional.empty();
    }
    List<Command> commands = new ArrayList<>(replaced.get().commands());
    commands.set(p.command(), new Command.Assert(bounded));
    List<Command> declarations = new ArrayList<>();
    for (FunctionSymbol f : c.fresh()) {
      declarations.add(new Command.DeclareFun(f, true));
    }
    commands.addAll(p.command(), declarations);
    return Optional.of(new Candidate(base.script().withCommands(commands), c.model()));
  }

  /** Of a few uniform occurrences before the first check-sat, one in proportion to its constraint's weight. */
  private static Position choose(Script script, PreAnalysis pre, int checkSat, RandomSource random) {
    Position[] drawn = new Position[SAMPLES];
    double[] weights = new double[SAMPLES];
    double total = 0;
    for (int i = 0; i < SAMPLES; i++) {
      Position p = Positions.sample(script, random, Term::size);
      if (p == null) {
        return null;
      }
      drawn[i] = p;
      weights[i] = p.command() < checkSat ? pre.at(p).weight() : 0;
      total += weights[i];
    }
    if (total == 0) {
      return null;
    }
    double r = random.nextLong(1L << 40) / (double) (1L << 40) * total;
    for (int i = 0; i < SAMPLES; i++) {
      r -= weights[i];
      if (r < 0) {
        return drawn[i];
      }
    }
    return drawn[SAMPLES - 1];
  }

  private static int firstCheckSat(Script script) {
    List<Command> commands = script.commands();
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i) instanceof Command.CheckSat) {
        return i;
      }
    }
    return commands.size();
  }
}
