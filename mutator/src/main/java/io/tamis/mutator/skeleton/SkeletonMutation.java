package io.tamis.mutator.skeleton;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.term.Apply;
import io.tamis.core.script.Script;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.FreshNames;
import io.tamis.mutator.Mutant;
import io.tamis.mutator.Mutation;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.RandomSource;
import io.tamis.mutator.atoms.Adaptation;
import io.tamis.mutator.atoms.Atoms;
import io.tamis.mutator.atoms.Declarations;
import io.tamis.mutator.theory.AtomBuilder;
import io.tamis.mutator.theory.TheoryGenerator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One Sphinx step: min(3, #atoms) of the script's atoms become atoms of theory generators, whose
 * constants are the seed's of the same sort (half of them) or declared fresh. Commands it changes
 * are printed whole (no edits listed): a changed assertion and the added declarations.
 */
final class SkeletonMutation implements Mutation {
  static final int REPLACED = 3;
  private static final double ADAPT = 0.5;
  /** Sphinx runs z3 with a random tactic pipeline on some of the tests. */
  private static final double TACTICS = 0.3;
  private static final List<String> TACTIC_NAMES = List.of("simplify", "propagate-values", "solve-eqs",
      "elim-uncnstr", "ctx-simplify", "purify-arith", "propagate-ineqs", "reduce-args", "elim-term-ite", "nnf",
      "dom-simplify", "max-bv-sharing");

  private final List<AtomBuilder> builders = new ArrayList<>();
  private final TermFactory factory;
  private final boolean tactics;

  /** @param tactics whether some tests check with z3's {@code check-sat-using} (only z3 is under test) */
  SkeletonMutation(PreparedSeed seed, List<TheoryGenerator> generators, boolean tactics) {
    this.factory = seed.factory();
    this.tactics = tactics;
    String prefix = FreshNames.prefix(factory, "sk");
    for (int i = 0; i < generators.size(); i++) {
      builders.add(generators.get(i).builder(factory, prefix + i + "_"));
    }
  }

  @Override
  public java.util.Optional<Mutant> mutate(Script current, RandomSource random) {
    List<Term> atoms = Atoms.of(current);
    if (atoms.isEmpty() || builders.isEmpty()) {
      return java.util.Optional.empty();
    }
    Map<Sort, List<Term>> seedConstants = Declarations.constants(current);
    Map<Term, Term> replacements = new HashMap<>();
    Set<Term> fresh = new LinkedHashSet<>();
    int n = Math.min(REPLACED, atoms.size());
    for (int k = 0; k < n; k++) {
      Term target = atoms.remove(random.nextInt(atoms.size()));
      AtomBuilder builder = random.pick(builders);
      Term atom = builder.atom(random);
      if (atom != null) {
        replacements.put(target, Adaptation.adapt(atom, List.copyOf(builder.constants()), seedConstants, ADAPT,
            random, fresh, factory));
      }
    }
    if (replacements.isEmpty()) {
      return java.util.Optional.empty();
    }
    Script mutant = Declarations.with(Atoms.replace(current, replacements),
        fresh.stream().map(c -> (FunctionSymbol) ((Apply) c).op()).toList());
    return java.util.Optional.of(new Mutant(tactics ? withTactics(mutant, random.chance(TACTICS), random)
        : mutant, List.of()));
  }

  /**
   * Each check either {@code (check-sat-using (then t1 .. tk smt))} with 1-3 random tactics or a plain
   * check-sat, drawn per test (a chain step does not inherit its input's pipeline).
   */
  private static Script withTactics(Script s, boolean using, RandomSource random) {
    Command check = new Command.CheckSat();
    if (using) {
      StringBuilder pipeline = new StringBuilder("(then");
      int k = 1 + random.nextInt(3);
      for (int i = 0; i < k; i++) {
        pipeline.append(' ').append(random.pick(TACTIC_NAMES));
      }
      pipeline.append(" smt)");
      check = new Command.Opaque("check-sat-using", List.of(new Command.TextPart(pipeline.toString())));
    }
    List<Command> out = new ArrayList<>();
    for (Command c : s.commands()) {
      boolean isCheck = c instanceof Command.CheckSat
          || c instanceof Command.Opaque o && o.name().equals("check-sat-using");
      out.add(isCheck ? check : c);
    }
    return Script.of(s.source(), out, s.factory());
  }
}
