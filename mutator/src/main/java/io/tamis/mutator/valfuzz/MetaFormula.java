package io.tamis.mutator.valfuzz;

import io.tamis.core.eval.BoolValue;
import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import io.tamis.mutator.RandomSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * valfuzz's meta-formulas over one skeleton: each watched term gets a fresh Bool monitor asserted equal
 * to it, some monitors are enforced true or false, and the solver's model gives the holes new values.
 * The meta-formula declares logic ALL: a hole where the seed had a literal factor is nonlinear.
 */
final class MetaFormula {
  private final Skeleton skeleton;
  private final TermFactory factory;
  private final SignatureTable table;
  private final List<FunctionSymbol> monitors = new ArrayList<>();
  private final List<Command> fixed = new ArrayList<>();
  private final Set<Refinement> refinements;
  private final Script declarations;
  private String header;

  /** @param prefix monitors are named prefix + "m" + j */
  MetaFormula(Skeleton skeleton, List<Term> watched, SignatureTable table, String prefix,
      Set<Refinement> refinements) {
    this.skeleton = skeleton;
    this.factory = skeleton.seed().factory();
    this.table = table;
    this.refinements = refinements;
    fixed.add(new Command.SetLogic("ALL"));
    fixed.addAll(seedDeclarations(skeleton.seed().script()));
    skeleton.declared().forEach(f -> fixed.add(new Command.DeclareFun(f, true)));
    for (int j = 0; j < watched.size(); j++) {
      FunctionSymbol m = factory.symbol(FunctionSymbol.Kind.DECLARED, prefix + "m" + j, List.of(), Sort.BOOL);
      monitors.add(m);
      fixed.add(new Command.DeclareFun(m, true));
    }
    declarations = Script.of("valfuzz-meta", fixed, factory);
    for (int j = 0; j < watched.size(); j++) {
      fixed.add(new Command.Assert(app("=", monitor(j), watched.get(j))));
    }
  }

  /** The seed's sorts, datatypes, declarations and definitions, each name once (push/pop flattened). */
  private static List<Command> seedDeclarations(Script seed) {
    List<Command> out = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Command c : seed.commands()) {
      String name = switch (c) {
        case Command.DeclareFun d -> d.symbol().name();
        case Command.DefineFun d -> d.symbol().name();
        case Command.DeclareSort d -> d.sortName();
        case Command.DefineSort d -> d.sortName();
        case Command.DefineFunsRec d -> "";
        case Command.DeclareDatatypes d -> "";
        default -> null;
      };
      if (name != null && (name.isEmpty() || names.add(name))) {
        out.add(c);
      }
    }
    return out;
  }

  int monitorCount() {
    return monitors.size();
  }

  /**
   * The text of the {@code round}-th meta-formula: {@code enforce} pairs asserted and, with CPOG, the
   * skeleton's assertions in even rounds and one of them negated in odd ones. The part every round
   * shares is printed once.
   *
   * @param randomSeed sent as the standard {@code :random-seed} option, which z3 and cvc5 both take
   */
  String text(List<Coverage.Pair> enforce, long round, int randomSeed) {
    List<Command> tail = new ArrayList<>();
    for (Coverage.Pair p : enforce) {
      Term m = monitor(p.monitor());
      tail.add(new Command.Assert(p.value() ? m : factory.apply(table.op("not"), Sort.BOOL, m)));
    }
    if (refinements.contains(Refinement.CPOG) && !skeleton.assertions().isEmpty()) {
      tail.addAll(copied(round));
    }
    tail.add(new Command.CheckSat());
    if (header == null) {
      header = ScriptPrinter.toText(Script.of("valfuzz-meta", fixed, factory));
    }
    return "(set-option :random-seed " + randomSeed + ")\n" + header
        + ScriptPrinter.toText(Script.of("valfuzz-meta", tail, factory));
  }

  /** The part of every meta-formula that declares its symbols: what a model of one is read against. */
  Script declarations() {
    return declarations;
  }

  private List<Command> copied(long round) {
    List<Term> assertions = skeleton.assertions();
    if (round % 2 == 0) {
      return assertions.stream().map(a -> (Command) new Command.Assert(a)).toList();
    }
    Term negated = assertions.get((int) (round / 2 % assertions.size()));
    return List.of(new Command.Assert(factory.apply(table.op("not"), Sort.BOOL, negated)));
  }

  /** Marks in {@code coverage} the value each monitor has in {@code model}. */
  void record(Model model, Coverage coverage) {
    Evaluator evaluator = new Evaluator(model);
    for (int j = 0; j < monitors.size(); j++) {
      if (evaluator.evaluate(monitor(j)) instanceof BoolValue b) {
        coverage.saw(j, b.isTrue());
      }
    }
  }

  Term monitor(int j) {
    return factory.apply(monitors.get(j), Sort.BOOL);
  }

  private Term app(String op, Term a, Term b) {
    return factory.apply(table.op(op), Sort.BOOL, a, b);
  }
}
