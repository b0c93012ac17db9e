package io.tamis.mutator.valfuzz;

import io.tamis.core.eval.Evaluator;
import io.tamis.core.eval.Model;
import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.script.ScriptRewriter;
import io.tamis.core.smtlib.ScriptPrinter;
import io.tamis.core.smtlib.TermPrinter;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Constant;
import io.tamis.core.term.Rewriter;
import io.tamis.core.term.Term;
import io.tamis.mutator.LogicTheories;
import io.tamis.mutator.PreparedSeed;
import io.tamis.mutator.TextTemplate;
import io.tamis.mutator.ValueTerms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** New values for a skeleton's holes, and the seed with them in place of its literals (valfuzz step 5). */
final class HoleValues {
  private final Skeleton skeleton;
  private final SignatureTable table;
  private final ValueTerms values;

  private final Set<String> theories;
  private final Map<String, Term> literalOf = new HashMap<>();
  private TextTemplate template;

  HoleValues(Skeleton skeleton, SignatureTable table) {
    this.skeleton = skeleton;
    this.table = table;
    this.values = new ValueTerms(skeleton.seed().factory(), table);
    this.theories = LogicTheories.of(skeleton.seed().logic());
  }

  /** Each literal whose hole the model gives a value of the literal's sort, with that value's literal. */
  Map<Term, Term> fromModel(Model model) {
    Evaluator evaluator = new Evaluator(model);
    Map<Term, Term> out = new LinkedHashMap<>();
    skeleton.holes().forEach((literal, hole) -> {
      Term value = values.of(evaluator.evaluate(hole));
      if (value != null && admissible(value, literal.sort())) {
        out.put(literal, value);
      }
    });
    return out;
  }

  /**
   * A value of the literal's sort that the seed's logic can write: a negative number or a quotient
   * needs the logic's arithmetic (plain QF_S has its integers but not their minus).
   */
  boolean admissible(Term value, Sort sort) {
    if (!value.sort().equals(sort)) {
      return false;
    }
    return value instanceof Constant || theories.contains(sort.equals(Sort.INT) ? "Ints" : "Reals");
  }

  /** The text of {@link #into}: from the seed's text printed once with holes, unless {@code extra} is asserted. */
  String text(Map<Term, Term> chosen, List<Term> extra) {
    if (!extra.isEmpty()) {
      return ScriptPrinter.toText(into(chosen, extra));
    }
    if (template == null) {
      skeleton.holes().forEach((literal, hole) -> literalOf.put(((Apply) hole).name(), literal));
      PreparedSeed seed = skeleton.seed();
      Rewriter holed = new Rewriter(seed.factory(), t -> skeleton.holes().getOrDefault(t, t));
      Script script = new ScriptRewriter(seed.factory(), holed::rewrite).rewrite(seed.script());
      template = TextTemplate.of(ScriptPrinter.toText(script), skeleton.holePrefix(), literalOf.keySet());
    }
    return template.fill(name -> {
      Term literal = literalOf.get(name);
      return TermPrinter.toText(chosen.getOrDefault(literal, literal));
    });
  }

  /** The seed with {@code chosen} literals replaced, and {@code extra} asserted before its first check-sat. */
  Script into(Map<Term, Term> chosen, List<Term> extra) {
    PreparedSeed seed = skeleton.seed();
    Rewriter rewriter = new Rewriter(seed.factory(), t -> chosen.getOrDefault(t, t));
    Script replaced = new ScriptRewriter(seed.factory(), rewriter::rewrite).rewrite(seed.script());
    if (extra.isEmpty()) {
      return replaced;
    }
    List<Command> commands = new ArrayList<>();
    boolean added = false;
    for (Command c : replaced.commands()) {
      if (!added && (c instanceof Command.CheckSat || c instanceof Command.CheckSatAssuming)) {
        extra.forEach(e -> commands.add(new Command.Assert(e)));
        added = true;
      }
      commands.add(c);
    }
    return replaced.withCommands(commands);
  }

  Term not(Term t) {
    return skeleton.seed().factory().apply(table.op("not"), Sort.BOOL, t);
  }

  /**
   * EFFINAL: {@code watched} with the holes replaced by their new values, or null when it mentions a
   * skolem constant or a hole without a value (the final test declares neither).
   */
  Term valued(Term watched, Map<Term, Term> chosen) {
    Map<Term, Term> byHole = new LinkedHashMap<>();
    skeleton.holes().forEach((literal, hole) -> {
      if (chosen.containsKey(literal)) {
        byHole.put(hole, chosen.get(literal));
      }
    });
    Term t = new Rewriter(skeleton.seed().factory(), x -> byHole.getOrDefault(x, x)).rewrite(watched);
    Set<Object> fresh = new HashSet<>(skeleton.declared());
    for (List<Term> terms : PreparedSeed.SubTerms.bySort(List.of(t)).values()) {
      if (terms.stream().anyMatch(x -> x instanceof Apply a && fresh.contains(a.op()))) {
        return null;
      }
    }
    return t;
  }
}
