package io.tamis.mutator.opfuzz;

import io.tamis.core.check.Logic;
import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.op.TheoryOp;
import io.tamis.core.op.Typing;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Quantifier;
import io.tamis.core.term.Term;
import io.tamis.mutator.Edit;
import io.tamis.mutator.Linearity;
import io.tamis.mutator.LogicTheories;
import io.tamis.mutator.Mutant;
import io.tamis.mutator.Mutation;
import io.tamis.mutator.OccurrenceList;
import io.tamis.mutator.Occurrences;
import io.tamis.mutator.Position;
import io.tamis.mutator.Positions;
import io.tamis.mutator.RandomSource;
import it.unimi.dsi.fastutil.objects.Object2ObjectOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
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
  /** Larger trees are sampled by descent: their lists would cost more memory than they save time. */
  private static final long MAX_LISTED_NODES = 1 << 13;

  private final Occurrences mutable = new Occurrences(this::mutable);
  private Script listedScript;
  private OccurrenceList occurrences;
  /** Per term id: 0 not known yet, 1 not mutable, 2 mutable. */
  private byte[] mutableById = new byte[256];
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
    OccurrenceList listed = listed(current);
    Script script = current;
    List<Edit> edits = new ArrayList<>(replacements);
    for (int attempt = 0; attempt < 4 * replacements && edits.size() < replacements; attempt++) {
      // Swaps keep the shape of the trees, so the listed paths stay valid in script.
      Position p = listed != null ? listed.sample(script, random) : Positions.sample(script, random, mutable);
      if (p == null) {
        break;
      }
      if (!isMutable(p.target())) {
        continue;
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
    return edits.isEmpty() || sameAssertions(script, current) ? Optional.empty()
        : Optional.of(new Mutant(script, edits));
  }

  /** True when no assertion changed: interned terms compare by identity. */
  private static boolean sameAssertions(Script a, Script b) {
    List<Command> x = a.commands();
    List<Command> y = b.commands();
    for (int i = 0; i < x.size(); i++) {
      if (x.get(i) != y.get(i) && !(x.get(i) instanceof Command.Assert s && y.get(i) instanceof Command.Assert t
          && s.term() == t.term())) {
        return false;
      }
    }
    return true;
  }

  /**
   * The listed occurrences of {@code current} (opfuzz restarts every test from the seed: drawing from a list is
   * cheaper than a weighted descent). Listed from its first mutation on, so that a test does not depend on
   * whether the tests before it were made (a resumed campaign skips them, and a seed prepared afresh would
   * otherwise start with a descent).
   */
  private OccurrenceList listed(Script current) {
    if (listedScript != current) {
      listedScript = current;
      occurrences = OccurrenceList.of(current, this::mutable, MAX_LISTED_NODES);
    }
    return occurrences;
  }

  private void setLogic(String name) {
    if (logic == null || !Objects.equals(name, logicName)) {
      logicName = name;
      logic = Logic.of(name);
      linear = LogicTheories.linear(name);
      swaps.clear();
    }
  }

  /** {@link #mutable}, memoized by term id (ids are dense per factory): checked on every drawn target. */
  private boolean isMutable(Term t) {
    int id = t.id();
    if (id >= mutableById.length) {
      mutableById = Arrays.copyOf(mutableById, Math.max(2 * mutableById.length, id + 1));
    }
    if (mutableById[id] == 0) {
      mutableById[id] = (byte) (mutable(t) ? 2 : 1);
    }
    return mutableById[id] == 2;
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
