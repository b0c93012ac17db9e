package io.tamis.mutator.typefuzz;

import io.tamis.core.op.Instance;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Constant;
import io.tamis.core.term.ConstantKind;
import io.tamis.core.term.Term;
import io.tamis.mutator.Conversions;
import io.tamis.mutator.Edit;
import io.tamis.mutator.Linearity;
import io.tamis.mutator.LogicTheories;
import io.tamis.mutator.Mutant;
import io.tamis.mutator.Mutation;
import io.tamis.mutator.OperatorPool;
import io.tamis.mutator.Position;
import io.tamis.mutator.Positions;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Generative type-aware mutation (typefuzz): replace an occurrence e1 by op(t1, ..., tn) where op's
 * result sort is e1's, its argument sorts occur in the seed and each ti is a unique sub-term of the
 * seed (not e1) whose free variables are bound at e1's position; the identity operator replaces e1
 * by one such sub-term directly.
 */
public final class TypeFuzzMutation implements Mutation {
  private static final int POSITIONS = 16;
  private static final int TRIES_PER_POSITION = 4;
  /** In a widened seed, one argument in this many is a conversion even where seed terms fit. */
  private static final int CONVERT_ONE_IN = 4;
  /** One argument in this many of a sort with theory constants is one of them. */
  private static final int CONSTANT_ONE_IN = 8;
  /**
   * The same for regular expressions, whose seed leaves are mostly long literals: the empty, full and
   * one-character languages are what simplifiers special-case (z3 4.8.12 accepts the empty word
   * for some concatenations with a loop of re.none).
   */
  private static final int REGLAN_CONSTANT_ONE_IN = 3;
  /** Bounds of {@code re.range} besides the seed's own one-character literals. */
  private static final List<String> RANGE_BOUNDS = List.of("a", "z", "A", "0", "9");

  private final PreparedSeed seed;
  private final OperatorPool pool;
  private final Conversions conversions;
  private final boolean linear;
  private final List<String> characters;

  public TypeFuzzMutation(PreparedSeed seed, OperatorPool pool, Conversions conversions) {
    this.seed = seed;
    this.pool = pool;
    this.conversions = conversions;
    this.linear = LogicTheories.linear(seed.logic());
    this.characters = characters(seed);
  }

  private static List<String> characters(PreparedSeed seed) {
    List<String> out = new ArrayList<>(RANGE_BOUNDS);
    for (Term t : seed.terms(Sort.STRING)) {
      if (t instanceof Constant c && c.kind() == ConstantKind.STRING && c.text().length() == 1
          && !c.text().equals("\\") && !out.contains(c.text())) {
        out.add(c.text());
      }
    }
    return List.copyOf(out);
  }

  @Override
  public Optional<Mutant> mutate(Script current, RandomSource random) {
    for (int attempt = 0; attempt < POSITIONS; attempt++) {
      Position p = Positions.sample(current, random, Term::size);
      if (p == null) {
        return Optional.empty();
      }
      for (int k = 0; k < TRIES_PER_POSITION; k++) {
        Term replacement = replacement(current, p, random);
        Optional<Script> mutant = replacement == null || replacement == p.target() ? Optional.empty()
            : p.replace(current, replacement, linear ? Linearity::holdsAt : t -> true);
        if (mutant.isPresent()) {
          return Optional.of(new Mutant(mutant.get(), List.of(new Edit(p, replacement))));
        }
      }
    }
    return Optional.empty();
  }

  private Term replacement(Script current, Position p, RandomSource random) {
    Term e1 = p.target();
    List<Instance> ops = pool.producing(e1.sort());
    int choice = random.nextInt(ops.size() + 1);
    if (choice == ops.size()) {
      return argument(e1.sort(), p, random);
    }
    Instance op = ops.get(choice);
    Term[] args = new Term[op.args().size()];
    boolean range = op.op().name().equals("re.range");
    for (int i = 0; i < args.length; i++) {
      args[i] = range ? character(current, random) : argument(op.args().get(i), p, random);
      if (args[i] == null) {
        return null;
      }
    }
    if (linear && !Linearity.allows(op.op().name(), args)) {
      return null;
    }
    return current.factory().apply(op.op(), op.indexArray(), op.result(), false, args);
  }

  /**
   * A one-character literal: cvc5 reads {@code re.range} over nothing else. Its bounds may come in
   * either order ({@code (re.range "z" "a")} is empty).
   */
  private Term character(Script current, RandomSource random) {
    return current.factory().constant(ConstantKind.STRING, random.pick(characters), Sort.STRING);
  }

  /**
   * A seed sub-term of {@code sort}; now and then a theory constant of that sort; in a widened seed,
   * now and then (or when the seed has none of that sort) a conversion of one of another sort.
   */
  private Term argument(Sort sort, Position p, RandomSource random) {
    List<Instance> constants = pool.constants(sort);
    int oneIn = sort.equals(Sort.REGLAN) ? REGLAN_CONSTANT_ONE_IN : CONSTANT_ONE_IN;
    if (!constants.isEmpty() && random.nextInt(oneIn) == 0) {
      Instance c = random.pick(constants);
      return p.target().factory().apply(c.op(), c.indexArray(), c.result(), false);
    }
    if (conversions.produce(sort) && (seed.terms(sort).isEmpty() || random.nextInt(CONVERT_ONE_IN) == 0)) {
      return conversions.convert(sort, seed, p, random);
    }
    return seed.argument(sort, p, random);
  }
}
