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
import io.smtfuzz.mutator.Edit;
import io.smtfuzz.mutator.Linearity;
import io.smtfuzz.mutator.LogicTheories;
import io.smtfuzz.mutator.Mutant;
import io.smtfuzz.mutator.Mutation;
import io.smtfuzz.mutator.Occurrences;
import io.smtfuzz.mutator.Position;
import io.smtfuzz.mutator.Positions;
import io.smtfuzz.mutator.RandomSource;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Type-aware operator mutation (opfuzz): replace the operator of {@code m} random occurrences by
 * another member of its class that types with the same arguments to the same sort. Keeps, per
 * occurrence's term, the operators that may replace it: make one instance per prepared seed.
 */
public final class OpFuzzMutation implements Mutation {
  private final SignatureTable table;
  private final OperatorClasses classes;
  private final Set<String> solvers;
  private final int replacements;
  private final Object2ObjectOpenHashMap<Term, List<TheoryOp>> swaps = new Object2ObjectOpenHashMap<>();
  private final Occurrences mutable = new Occurrences(this::mutable);
  private String logicName;
  private Logic logic;
  private boolean linear;

  public OpFuzzMutation(SignatureTable table, OperatorClasses classes, Set<String> solvers, int replacements) {
    this.table = table;
    this.classes = classes;
    this.solvers = Set.copyOf(solvers);
    this.replacements = replacements;
  }

  @Override
  public Optional<Mutant> mutate(Script current, RandomSource random) {
    setLogic(current.logic());
    Script script = current;
    List<Edit> edits = new ArrayList<>(replacements);
    for (int attempt = 0; attempt < 4 * replacements && edits.size() < replacements; attempt++) {
      Position p = Positions.sample(script, random, mutable);
      if (p == null) {
        break;
      }
      Term swapped = swap(script, p.target(), random);
      Optional<Script> next = swapped == null ? Optional.empty()
          : p.replace(script, swapped, linear ? Linearity::holdsAt : t -> true);
      if (next.isPresent()) {
        script = next.get();
        edits.add(new Edit(p, swapped));
      }
    }
    // Two swaps at one occurrence can undo each other: a mutant must differ from its input.
    return edits.isEmpty() || script.commands().equals(current.commands()) ? Optional.empty()
        : Optional.of(new Mutant(script, edits));
  }

  private void setLogic(String name) {
    if (logic == null || !Objects.equals(name, logicName)) {
      logicName = name;
      logic = Logic.of(name);
      linear = LogicTheories.linear(name);
      swaps.clear();
    }
  }

  private boolean mutable(Term t) {
    return t instanceof Quantifier || (t instanceof Apply a && a.op() instanceof TheoryOp && classes.mentions(a.name()));
  }

  private Term swap(Script script, Term target, RandomSource random) {
    if (target instanceof Quantifier q) {
      return script.factory().quantifier(!q.isExists(), q.bound(), q.body());
    }
    Apply a = (Apply) target;
    List<TheoryOp> ops = swaps.get(a);
    if (ops == null) {
      ops = replacementsOf(a);
      swaps.put(a, ops);
    }
    return ops.isEmpty() ? null
        : script.factory().apply(random.pick(ops), a.indices(), a.sort(), a.qualified(), args(a));
  }

  /** The operators of {@code a}'s class that the solvers support and that type as {@code a} does. */
  private List<TheoryOp> replacementsOf(Apply a) {
    List<TheoryOp> out = new ArrayList<>();
    for (String name : classes.replacements(a.name(), a.argCount())) {
      TheoryOp op = table.op(name);
      if (op != null && supported(op, a.argCount()) && !(linear && !Linearity.allows(name, args(a)))
          && typesTheSame(op, a)) {
        out.add(op);
      }
    }
    return List.copyOf(out);
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

  private boolean typesTheSame(TheoryOp op, Apply a) {
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
