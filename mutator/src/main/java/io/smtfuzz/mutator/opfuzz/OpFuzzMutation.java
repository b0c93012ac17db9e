package io.smtfuzz.mutator.opfuzz;

import io.smtfuzz.core.check.Logic;
import io.smtfuzz.core.op.Signature;
import io.smtfuzz.core.op.SignatureTable;
import io.smtfuzz.core.op.TheoryOp;
import io.smtfuzz.core.op.Typing;
import io.smtfuzz.core.script.Script;
import io.smtfuzz.core.sort.Sort;
import io.smtfuzz.core.term.Apply;
import io.smtfuzz.core.term.Quantifier;
import io.smtfuzz.core.term.Term;
import io.smtfuzz.mutator.Linearity;
import io.smtfuzz.mutator.LogicTheories;
import io.smtfuzz.mutator.Mutation;
import io.smtfuzz.mutator.Position;
import io.smtfuzz.mutator.Positions;
import io.smtfuzz.mutator.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Type-aware operator mutation (opfuzz): replace the operator of {@code m} random occurrences by
 * another member of its class that types with the same arguments to the same sort.
 */
public final class OpFuzzMutation implements Mutation {
  private final SignatureTable table;
  private final OperatorClasses classes;
  private final Set<String> solvers;
  private final int replacements;

  public OpFuzzMutation(SignatureTable table, OperatorClasses classes, Set<String> solvers, int replacements) {
    this.table = table;
    this.classes = classes;
    this.solvers = Set.copyOf(solvers);
    this.replacements = replacements;
  }

  @Override
  public Optional<Script> mutate(Script current, RandomSource random) {
    Logic logic = Logic.of(current.logic());
    boolean linear = LogicTheories.linear(current.logic());
    Script script = current;
    int done = 0;
    for (int attempt = 0; attempt < 4 * replacements && done < replacements; attempt++) {
      Position p = Positions.sample(script, random, this::mutable);
      if (p == null) {
        break;
      }
      Term swapped = swap(script, p.target(), logic, linear, random);
      Optional<Script> next = swapped == null ? Optional.empty()
          : p.replace(script, swapped, linear ? Linearity::holdsAt : t -> true);
      if (next.isPresent()) {
        script = next.get();
        done++;
      }
    }
    // Two swaps at one occurrence can undo each other: a mutant must differ from its input.
    return done == 0 || script.commands().equals(current.commands()) ? Optional.empty() : Optional.of(script);
  }

  private boolean mutable(Term t) {
    return t instanceof Quantifier || (t instanceof Apply a && a.op() instanceof TheoryOp && classes.mentions(a.name()));
  }

  private Term swap(Script script, Term target, Logic logic, boolean linear, RandomSource random) {
    if (target instanceof Quantifier q) {
      return script.factory().quantifier(!q.isExists(), q.bound(), q.body());
    }
    Apply a = (Apply) target;
    List<String> options = new ArrayList<>(classes.replacements(a.name(), a.argCount()));
    while (!options.isEmpty()) {
      String name = options.remove(random.nextInt(options.size()));
      TheoryOp op = table.op(name);
      if (op != null && supported(op, a.argCount()) && !(linear && !Linearity.allows(name, args(a)))
          && typesTheSame(op, a, logic)) {
        return script.factory().apply(op, a.indices(), a.sort(), a.qualified(), args(a));
      }
    }
    return null;
  }

  private boolean supported(TheoryOp op, int args) {
    for (Signature sig : op.signatures()) {
      boolean arity = sig.isVariadic() ? args >= Math.min(2, sig.minArgs()) : args == sig.args().size();
      if (arity && sig.solvers().containsAll(solvers)) {
        return true;
      }
    }
    return false;
  }

  private boolean typesTheSame(TheoryOp op, Apply a, Logic logic) {
    Sort[] sorts = new Sort[a.argCount()];
    for (int i = 0; i < sorts.length; i++) {
      sorts[i] = a.arg(i).sort();
    }
    Typing typing = table.resolve(op, a.indices(), sorts, a.qualified() ? a.sort() : null, logic.promotesIntToReal());
    return typing.ok() && typing.sort() == a.sort();
  }

  private static Term[] args(Apply a) {
    Term[] args = new Term[a.argCount()];
    for (int i = 0; i < args.length; i++) {
      args[i] = a.arg(i);
    }
    return args;
  }
}
